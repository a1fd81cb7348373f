import { css as crypto } from './crypto/css.ts';
import { css as email } from './email/css.ts';
import { css as main } from './main/css.ts';
import { css as oneTap } from './oneTap/css.ts';
import { css as otp } from './otp/css.ts';
import { css as passkeys } from './passkeys/css.ts';
import { css as passwords } from './passwords/css.ts';

/** Each screen group's own CSS, in one string. */
export const screenCss = [main, otp, email, passwords, crypto, passkeys, oneTap].join('\n');
