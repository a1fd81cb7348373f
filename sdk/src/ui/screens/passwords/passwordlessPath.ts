import type { WidgetConfig } from '../../config.ts';

/** How a user without a password logs in: email passcode, email magic link, or a reset that sets a password. */
export type PasswordlessPath = 'otp' | 'eml' | 'reset';

/**
 * The passwordless path, chosen from the config: `otp` when the email passcode method is
 * configured, else `eml` when the magic-link product and its options exist, else a password reset.
 *
 * The email method counts with or without the `otp` product: the spec asks only for the method, and the reference
 * SDK's UI reads `otpOptions.methods` alone for this choice while it asks for both the product and the options
 * before it takes the magic link.
 */
export function passwordlessPath(config: WidgetConfig): PasswordlessPath {
  if (config.otpOptions?.methods.includes('email')) return 'otp';
  if (config.products.includes('emailMagicLinks') && config.emailMagicLinksOptions) return 'eml';
  return 'reset';
}
