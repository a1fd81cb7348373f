import { authenticate } from './authenticate.ts';
import { captcha } from './captcha.ts';
import { crypto } from './crypto.ts';
import { email } from './email.ts';
import { errors } from './errors.ts';
import { oneTap } from './oneTap.ts';
import { otp } from './otp.ts';
import { passkeys } from './passkeys.ts';
import { passwordWarnings } from './passwordWarnings.ts';
import { passwords } from './passwords.ts';
import { providerErrors } from './providerErrors.ts';
import { shared } from './shared.ts';

/**
 * The texts of every screen but Main, in one lazy chunk: whichever screen comes next, one small request brings
 * them all, instead of one chunk of strings per screen group. The authenticate page's texts are here so that every
 * catalogue carries them; that page reads them without the widget (`loadAuthenticateTexts`).
 */
export const screenStrings = { ...shared, ...otp, ...email, ...passwords, ...passwordWarnings, ...crypto, ...passkeys, ...oneTap, ...errors, ...providerErrors, ...captcha, ...authenticate };

export type ScreenStrings = typeof screenStrings;
