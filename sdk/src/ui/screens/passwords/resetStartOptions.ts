import type { PasswordResetStartOptions } from '../../../client/products/passwords.ts';
import type { WidgetConfig } from '../../config.ts';

/** The `passwords.resetByEmailStart` options for an email, from the widget's `passwordOptions`. */
export function resetStartOptions(email: string, config: WidgetConfig): PasswordResetStartOptions {
  const options = config.passwordOptions ?? {};
  return {
    email,
    login_redirect_url: options.loginRedirectURL,
    reset_password_redirect_url: options.resetPasswordRedirectURL,
    reset_password_expiration_minutes: options.resetPasswordExpirationMinutes,
    reset_password_template_id: options.resetPasswordTemplateId,
  };
}
