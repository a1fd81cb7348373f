import { AuthWidgetElement } from './AuthWidgetElement.ts';
import { elementSpec } from './elementSpecs.ts';

/** The password reset form: `<auth-widget-reset-password password-reset-token="…">`, as `mountResetPassword` shows it. */
export class AuthWidgetResetPasswordElement extends AuthWidgetElement {
  declare passwordResetToken: string | undefined;

  static {
    this.defineInputs(elementSpec('resetPassword'));
  }
}
