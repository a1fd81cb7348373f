import type { WidgetConfig } from '../../config.ts';
import type { StringKey } from '../../strings/index.ts';

/**
 * The configuration errors Main shows instead of its content: passkeys cannot be the
 * only product (a passkey needs another way in first), and an email can get a magic link or a passcode, not both.
 */
export function configError(config: WidgetConfig): StringKey | null {
  const products = new Set(config.products);
  if (products.has('passkeys') && products.size === 1) return 'main.errorPasskeysOnly';
  const emailOtp = products.has('otp') && (config.otpOptions?.methods ?? []).includes('email');
  if (products.has('emailMagicLinks') && emailOtp) return 'main.errorEmlAndEmailOtp';
  return null;
}
