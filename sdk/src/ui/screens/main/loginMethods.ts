import type { WidgetConfig } from '../../config.ts';
import type { StringKey } from '../../strings/index.ts';

/** One way to log in with the combined form on Main. */
export type LoginMethod = 'sms' | 'whatsapp' | 'emailOtp' | 'emailMagicLink' | 'password';

/** The tab label of each method: the password and email flows all read "Email". */
export const METHOD_TAB_LABEL: Record<LoginMethod, StringKey> = {
  sms: 'form.tabText',
  whatsapp: 'form.tabWhatsApp',
  emailOtp: 'form.tabEmail',
  emailMagicLink: 'form.tabEmail',
  password: 'form.tabEmail',
};

/** True for the methods whose form is an email input (the others take a phone number). */
export function isEmailMethod(method: LoginMethod): boolean {
  return method === 'emailOtp' || method === 'emailMagicLink' || method === 'password';
}

const OTP_METHOD: Record<'sms' | 'whatsapp' | 'email', LoginMethod> = { sms: 'sms', whatsapp: 'whatsapp', email: 'emailOtp' };

/**
 * The form's methods, in order: the configured passcode methods, then the magic link, then the password. With
 * passwords on, the password flow takes the "Email" tab: the magic-link and email-passcode tabs are removed, and the password tab sits where the first of them was.
 */
export function loginMethods(config: WidgetConfig): LoginMethod[] {
  const products = new Set(config.products);
  const methods: LoginMethod[] = [];
  if (products.has('otp')) {
    for (const method of config.otpOptions?.methods ?? []) {
      const mapped = OTP_METHOD[method];
      if (mapped && !methods.includes(mapped)) methods.push(mapped);
    }
  }
  if (products.has('emailMagicLinks')) methods.push('emailMagicLink');
  if (!products.has('passwords')) return methods;
  const firstEmail = methods.findIndex((method) => method === 'emailOtp' || method === 'emailMagicLink');
  const kept = methods.filter((method) => method !== 'emailOtp' && method !== 'emailMagicLink');
  kept.splice(firstEmail === -1 ? kept.length : firstEmail, 0, 'password');
  return kept;
}
