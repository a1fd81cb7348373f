/** The passcode screens, loaded when a passcode is first sent. */
import { confirmationScreen } from '../../kernel.ts';
import type { GroupScreens } from '../groupScreens.ts';
import { OtpAuthenticateScreen } from './OtpAuthenticateScreen.tsx';

export const screens: GroupScreens = {
  OTPAuthenticate: OtpAuthenticateScreen,
  OTPConfirmation: confirmationScreen('aw-otp-confirmation', 'otp.successHeader', 'otp.successText'),
};
export { css } from './css.ts';
export { sharedCss } from '../../kernel.ts';
