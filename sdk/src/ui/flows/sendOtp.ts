import type { AuthClient } from '../../client/createAuthClient.ts';
import { DEFAULT_PASSCODE_EXPIRATION_MINUTES, type OtpMethod } from '../../protocol/constants.ts';
import type { OtpSendResponse } from '../../client/products/otps.ts';
import type { WidgetConfig } from '../config.ts';

/** How long a passcode lives: `otpOptions.expirationMinutes`, 5 minutes by default. */
export function passcodeExpirationMinutes(config: WidgetConfig): number {
  return config.otpOptions?.expirationMinutes ?? DEFAULT_PASSCODE_EXPIRATION_MINUTES;
}

/**
 * Sends a passcode with `login_or_create` (the widget has no session on Main), with the options of
 * `otpOptions`: the first send from the login form and every "Resend code" go through here. `destination` is
 * an email, or a phone number in E.164.
 */
export function sendOtp(client: AuthClient, config: WidgetConfig, method: OtpMethod, destination: string): Promise<OtpSendResponse> {
  const expiration_minutes = passcodeExpirationMinutes(config);
  if (method === 'email') {
    return client.otps.email.loginOrCreate(destination, {
      expiration_minutes,
      login_template_id: config.otpOptions?.loginTemplateId,
      signup_template_id: config.otpOptions?.signupTemplateId,
    });
  }
  return client.otps[method].loginOrCreate(destination, { expiration_minutes });
}
