import { OAUTH_PROVIDERS, OTP_METHODS, PRODUCTS } from '@auth-widget/sdk';
import type { CookieOptions, Endpoints } from '@auth-widget/sdk';
import type { WidgetConfig, WidgetStyles } from '@auth-widget/sdk/ui';
import raw from '../auth-widget.config.json';
import { applySiteOverrides } from './siteOverrides.ts';

/** The shape of auth-widget.config.json. */
export interface SiteSettings {
  publicToken: string;
  config: WidgetConfig;
  styles?: WidgetStyles;
  /** The widget's language (BCP 47, such as `de`); the browser's languages when absent. */
  locale?: string;
  cookieOptions?: CookieOptions;
  endpoints?: Endpoints;
  /**
   * The authenticate page asks the visitor to press Continue before it uses a magic link (true when absent): mail
   * scanners open links, some run their scripts, and a link used on opening would be spent before its owner came.
   */
  confirmMagicLinks: boolean;
}

type Fields = Record<string, unknown>;

/** A config the site cannot start with fails here, naming the field and what it may be, not deep in the widget. */
function fail(field: string, problem: string): never {
  throw new Error(`auth-widget.config.json: ${field} ${problem}`);
}

function fields(value: unknown, field: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(field, 'must be an object');
  return value as Fields;
}

function optionalFields(value: unknown, field: string): Fields | undefined {
  return value === undefined ? undefined : fields(value, field);
}

function oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  if (!(allowed as readonly unknown[]).includes(value)) fail(field, `is ${JSON.stringify(value)}; expected one of ${allowed.join(', ')}`);
  return value as T;
}

function listOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T[] {
  if (!Array.isArray(value)) fail(field, `must be a list of ${allowed.join(', ')}`);
  return value.map((item, i) => oneOf(item, `${field}[${i}]`, allowed));
}

function optionalString(value: unknown, field: string): string | undefined {
  if (value !== undefined && (typeof value !== 'string' || !value.trim())) fail(field, 'must be a non-empty string');
  return value as string | undefined;
}

function optionalBoolean(value: unknown, field: string): boolean | undefined {
  if (value !== undefined && typeof value !== 'boolean') fail(field, 'must be true or false');
  return value as boolean | undefined;
}

function strings(value: unknown, field: string): Record<string, string> | undefined {
  const object = optionalFields(value, field);
  for (const [key, item] of Object.entries(object ?? {})) if (typeof item !== 'string') fail(`${field}.${key}`, 'must be a string');
  return object as Record<string, string> | undefined;
}

/**
 * The settings, checked where a JSON import cannot type them: it reads product, passcode-method and provider names
 * as plain strings, while the widget takes only the names the sdk exports. The other options are plain values the
 * widget checks itself when it mounts.
 */
export function parseSiteSettings(value: unknown): SiteSettings {
  const file = fields(value, 'the file');
  if (typeof file.publicToken !== 'string' || !file.publicToken.trim()) fail('publicToken', 'must be a non-empty string');
  const config = fields(file.config, 'config');
  const products = listOf(config.products, 'config.products', PRODUCTS);
  if (products.length === 0) fail('config.products', 'must name at least one product');
  const otp = optionalFields(config.otpOptions, 'config.otpOptions');
  if (otp) listOf(otp.methods, 'config.otpOptions.methods', OTP_METHODS);
  const oauth = optionalFields(config.oauthOptions, 'config.oauthOptions');
  if (oauth) {
    if (!Array.isArray(oauth.providers)) fail('config.oauthOptions.providers', 'must be a list');
    oauth.providers.forEach((provider: unknown, i) => {
      oneOf(fields(provider, `config.oauthOptions.providers[${i}]`).type, `config.oauthOptions.providers[${i}].type`, OAUTH_PROVIDERS);
    });
  }
  return {
    publicToken: file.publicToken,
    config: { ...config, products } as WidgetConfig,
    styles: optionalFields(file.styles, 'styles') as WidgetStyles | undefined,
    locale: optionalString(file.locale, 'locale'),
    cookieOptions: strings(file.cookieOptions, 'cookieOptions'),
    endpoints: strings(file.endpoints, 'endpoints'),
    confirmMagicLinks: optionalBoolean(file.confirmMagicLinks, 'confirmMagicLinks') ?? true,
  };
}

// The site's origin and emulator from the environment when set (src/siteOverrides.ts): the end-to-end tests'.
export const settings = parseSiteSettings(
  applySiteOverrides(raw, {
    siteUrl: import.meta.env.VITE_AUTH_WIDGET_SITE_URL as string | undefined,
    testApiUrl: import.meta.env.VITE_AUTH_WIDGET_TEST_API_URL as string | undefined,
  }),
);
