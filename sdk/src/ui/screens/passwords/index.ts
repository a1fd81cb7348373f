/** The password screens, loaded when the password flow starts or the reset form is mounted. */
import { confirmationScreen } from '../../kernel.ts';
import type { GroupScreens } from '../groupScreens.ts';
import { PasswordBreachedScreen } from './PasswordBreachedScreen.tsx';
import { PasswordCreateOrLoginScreen } from './PasswordCreateOrLoginScreen.tsx';
import { PasswordDedupeScreen } from './PasswordDedupeScreen.tsx';
import { PasswordForgotScreen } from './PasswordForgotScreen.tsx';
import { PasswordResetFormScreen } from './PasswordResetFormScreen.tsx';
import { PasswordSetNewScreen } from './PasswordSetNewScreen.tsx';

export const screens: GroupScreens = {
  PasswordCreateOrLogin: PasswordCreateOrLoginScreen,
  PasswordForgot: PasswordForgotScreen,
  PasswordBreached: PasswordBreachedScreen,
  PasswordSetNew: PasswordSetNewScreen,
  PasswordDedupe: PasswordDedupeScreen,
  PasswordResetForm: PasswordResetFormScreen,
  PasswordConfirmation: confirmationScreen('aw-password aw-password-confirmation', 'password.confirmationText'),
};
export { css } from './css.ts';
export { sharedCss } from '../../kernel.ts';
