/** The passkey screens and the passkey list, loaded lazily when first shown. */
import { confirmationScreen } from '../../kernel.ts';
import type { GroupScreens } from '../groupScreens.ts';
import { PasskeyRegistrationStartScreen } from './PasskeyRegistrationStartScreen.tsx';
import { PasskeyRegistrationSuccessScreen } from './PasskeyRegistrationSuccessScreen.tsx';

export const screens: GroupScreens = {
  PasskeyRegistrationStart: PasskeyRegistrationStartScreen,
  PasskeyRegistrationSuccess: PasskeyRegistrationSuccessScreen,
  PasskeyConfirmation: confirmationScreen('aw-passkeys', 'passkey.confirmationHeader', 'passkey.confirmationText'),
};
export { css } from './css.ts';
export { sharedCss } from '../../kernel.ts';
