import { PRODUCTS } from '../client/core/constants.ts';
import { cookieOptionProblem } from '../client/core/session/cookies.ts';
import type { CookieOptions, Endpoints } from '../client/core/types.ts';
import { isOneOf } from '../config/isOneOf.ts';
import { OAUTH_PROVIDERS, OTP_METHODS } from '../protocol/constants.ts';
import type { WidgetConfig, WidgetStyles } from '../ui/config.ts';
import { endpointProblems } from './endpointProblems.ts';
import { failSetting } from './failSetting.ts';
import { policyUrl } from './policyUrl.ts';

/** What the project turns on against bots, as the site says it: the policy then allows their scripts. */
export interface BotProtectionFlags {
  captcha?: boolean;
  dfp?: boolean;
}

/**
 * The Content-Security-Policy a site's pages are served with: `standard` allows the widget's hosts and inline
 * styles; `strict` is nonce-based, with 'strict-dynamic' and Trusted Types enforced (`contentSecurityPolicy`).
 */
export type SecurityPolicy = 'standard' | 'strict';

/** The values `securityPolicy` takes. */
export const SECURITY_POLICIES: readonly SecurityPolicy[] = ['standard', 'strict'];

/** A site's `auth-widget.config.json`, checked. */
export interface SiteSettings {
  publicToken: string;
  config: WidgetConfig;
  styles?: WidgetStyles;
  /** The widget's language (BCP 47, such as `de`); the browser's languages when absent. */
  locale?: string;
  cookieOptions?: CookieOptions;
  endpoints?: Endpoints;
  /**
   * Captcha and DFP Protected Auth as the provider's project turns them on (the widget learns it from bootstrap):
   * the security headers allow their scripts when these say so, and `auth-widget doctor` compares them with bootstrap.
   */
  botProtection?: BotProtectionFlags;
  /**
   * The authenticate page asks the visitor to press Continue before it uses a magic link (true when absent): mail
   * scanners open links, some run their scripts, and a link used on opening would be spent before its owner came.
   */
  confirmMagicLinks: boolean;
  /**
   * The policy the site's server sends (`standard` when absent); `strict` needs a server that makes a nonce for each
   * response and gives it to the page and the widget.
   */
  securityPolicy: SecurityPolicy;
}

type Fields = Record<string, unknown>;

function fields(value: unknown, field: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) failSetting(field, 'must be an object');
  return value as Fields;
}

function optionalFields(value: unknown, field: string): Fields | undefined {
  return value === undefined ? undefined : fields(value, field);
}

function oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  if (!isOneOf(value, allowed)) failSetting(field, `is ${JSON.stringify(value)}; expected one of ${allowed.join(', ')}`);
  return value;
}

function listOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T[] {
  if (!Array.isArray(value)) failSetting(field, `must be a list of ${allowed.join(', ')}`);
  return value.map((item, i) => oneOf(item, `${field}[${i}]`, allowed));
}

function optionalString(value: unknown, field: string): string | undefined {
  if (value !== undefined && (typeof value !== 'string' || !value.trim())) failSetting(field, 'must be a non-empty string');
  return value as string | undefined;
}

function optionalBoolean(value: unknown, field: string): boolean | undefined {
  if (value !== undefined && typeof value !== 'boolean') failSetting(field, 'must be true or false');
  return value as boolean | undefined;
}

function strings(value: unknown, field: string): Record<string, string> | undefined {
  const object = optionalFields(value, field);
  for (const [key, item] of Object.entries(object ?? {})) if (typeof item !== 'string') failSetting(`${field}.${key}`, 'must be a string');
  return object as Record<string, string> | undefined;
}

/** The client writes cookie options into `document.cookie` as they are; it refuses what would end the string early. */
function cookieOptions(value: unknown): CookieOptions | undefined {
  const options = strings(value, 'cookieOptions');
  for (const [key, item] of Object.entries(options ?? {})) {
    const problem = cookieOptionProblem(item);
    if (problem) failSetting(`cookieOptions.${key}`, `must not contain ${problem}`);
  }
  return options;
}

/** A logo the widget shows (it shows http(s) ones only), from a host the site's policy can name for images. */
function checkLogo(options: Fields | undefined, field: string): void {
  const logo = optionalFields(options?.logo, `${field}.logo`);
  const url = logo?.logoImageUrl;
  if (url === undefined) return;
  if (typeof url !== 'string') failSetting(`${field}.logo.logoImageUrl`, 'must be a string');
  if (!/^https?:/i.test(url)) return;
  const checked = policyUrl(url);
  if (typeof checked === 'string') failSetting(`${field}.logo.logoImageUrl`, checked);
}

/**
 * The settings, checked where a JSON import cannot type them: product, passcode-method and provider names are the
 * ones the sdk exports (a JSON import reads them as plain strings), endpoints are http(s) URLs a policy can hold,
 * the bot-protection flags true or false, an http(s) logo is such a URL too. Throws a usage error naming the first
 * field that is wrong (`auth-widget.config.json: <field> <problem>`). The widget checks its other options itself
 * when it mounts.
 */
export function parseSiteSettings(value: unknown): SiteSettings {
  const file = fields(value, 'the file');
  if (typeof file.publicToken !== 'string' || !file.publicToken.trim()) failSetting('publicToken', 'must be a non-empty string');
  const config = fields(file.config, 'config');
  const products = listOf(config.products, 'config.products', PRODUCTS);
  if (products.length === 0) failSetting('config.products', 'must name at least one product');
  const otp = optionalFields(config.otpOptions, 'config.otpOptions');
  if (otp) listOf(otp.methods, 'config.otpOptions.methods', OTP_METHODS);
  const oauth = optionalFields(config.oauthOptions, 'config.oauthOptions');
  if (oauth) {
    if (!Array.isArray(oauth.providers)) failSetting('config.oauthOptions.providers', 'must be a list');
    oauth.providers.forEach((provider: unknown, i) => {
      oneOf(fields(provider, `config.oauthOptions.providers[${i}]`).type, `config.oauthOptions.providers[${i}].type`, OAUTH_PROVIDERS);
    });
  }
  const styles = optionalFields(file.styles, 'styles');
  checkLogo(config, 'config');
  checkLogo(styles, 'styles');
  const endpoints = strings(file.endpoints, 'endpoints');
  const [wrong] = endpointProblems(endpoints);
  if (wrong) failSetting(wrong.field, wrong.problem);
  const botProtection = optionalFields(file.botProtection, 'botProtection');
  return {
    publicToken: file.publicToken,
    config: { ...config, products } as WidgetConfig,
    styles: styles as WidgetStyles | undefined,
    locale: optionalString(file.locale, 'locale'),
    cookieOptions: cookieOptions(file.cookieOptions),
    endpoints,
    botProtection: botProtection && {
      captcha: optionalBoolean(botProtection.captcha, 'botProtection.captcha'),
      dfp: optionalBoolean(botProtection.dfp, 'botProtection.dfp'),
    },
    confirmMagicLinks: optionalBoolean(file.confirmMagicLinks, 'confirmMagicLinks') ?? true,
    securityPolicy: file.securityPolicy === undefined ? 'standard' : oneOf(file.securityPolicy, 'securityPolicy', SECURITY_POLICIES),
  };
}
