import type { WidgetConfig } from '../../config.ts';

/** How a user without a password logs in: email passcode, email magic link, or a reset that sets a password. */
export type PasswordlessPath = 'otp' | 'eml' | 'reset';

/**
 * The passwordless path, chosen from the config (spec section 4): `otp` when the email passcode method is
 * configured, else `eml` when the magic-link product and its options exist, else a password reset.
 */
export function passwordlessPath(config: WidgetConfig): PasswordlessPath {
  if (config.products.includes('otp') && config.otpOptions?.methods.includes('email')) return 'otp';
  if (config.products.includes('emailMagicLinks') && config.emailMagicLinksOptions) return 'eml';
  return 'reset';
}
