import { EMULATOR_PUBLIC_TOKEN, OAUTH_PROVIDERS, OTP_METHODS, PRODUCTS, type OAuthProvider, type OtpMethod, type Product } from '@auth-widget/sdk';
import type { Locale } from '@auth-widget/sdk/locales';

/** The templates under `templates/`, each a complete runnable site. */
export const TEMPLATES = ['vanilla-vite', 'react-vite', 'vue-vite', 'sveltekit', 'astro', 'nextjs'] as const;
export type Template = (typeof TEMPLATES)[number];

/** Everything the scaffolder needs to write a site. */
export interface CreateAnswers {
  dir: string;
  template: Template;
  products: Product[];
  otpMethods: OtpMethod[];
  oauthProviders: OAuthProvider[];
  publicToken: string;
  /**
   * The widget's and the authenticate page's language, written as the settings' `locale`; absent, the pages follow
   * each visitor's browser among the widget's locales.
   */
  locale?: Locale;
}

/** What `--yes`, a run without a TTY, or CI take for answers not given as flags. */
export const DEFAULT_ANSWERS: CreateAnswers = {
  dir: 'auth-widget-site',
  template: 'react-vite',
  products: ['oauth', 'otp', 'passkeys'],
  otpMethods: ['email', 'sms'],
  oauthProviders: ['google', 'github'],
  publicToken: EMULATOR_PUBLIC_TOKEN,
};

/** Splits a comma-separated flag and checks each value against the allowed list. */
export function parseList<T extends string>(flag: string, value: string, allowed: readonly T[]): T[] {
  const items = value.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = items.filter((i) => !(allowed as readonly string[]).includes(i));
  if (unknown.length) throw new UsageError(`${flag}: unknown value ${unknown.join(', ')}; valid: ${allowed.join(', ')}`);
  return [...new Set(items)] as T[];
}

/**
 * Why a secret key is refused as the public token (doctor's rule, `isSecretKey`). It never repeats the key: the
 * message lands in terminals and CI logs.
 */
export const SECRET_TOKEN_MESSAGE =
  'The public token looks like a secret key (it starts with secret-, sk- or sk_): every template bundles ' +
  'auth-widget.config.json into the pages it serves, where anyone can read it. Nothing was written. Use the ' +
  "project's public token (it starts with public-token-), and rotate the secret if it was shared.";

/** A mistake in the command line: printed on stderr, exit 1. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const ALL = { products: PRODUCTS, otpMethods: OTP_METHODS, oauthProviders: OAUTH_PROVIDERS, templates: TEMPLATES };
