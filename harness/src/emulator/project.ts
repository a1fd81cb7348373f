import { DEFAULT_USER_ROLE, EMULATOR_PROJECT_ID, EMULATOR_PUBLIC_TOKEN, TOKEN_TYPE_PARAM, type BootstrapData } from '@auth-widget/sdk/protocol';
import { EMULATOR_RECAPTCHA_SITE_KEY } from './botProtection/protocol.ts';
import { ApiError } from './errors.ts';

/** A member of a seeded B2B organization. */
export interface OrganizationMember {
  member_id: string;
  email_address: string;
  name: string;
  status: 'active' | 'invited' | 'pending';
}

/** A B2B organization seeded through the project config. */
export interface Organization {
  organization_id: string;
  organization_name: string;
  organization_slug: string;
  members: OrganizationMember[];
}

/**
 * The server side of a project: what the provider's dashboard would hold. The bootstrap call exposes the
 * fields of the bootstrap configuration, taken from the sdk's `BootstrapData` so the emulator
 * holds every field the client reads; the rest drives the emulator's own checks.
 */
export interface ProjectConfig extends BootstrapData {
  project_id: string;
  public_token: string;
  name: string;
  /**
   * Stricter than what the client accepts: the emulator always sends a site key. A fresh project has the one the
   * reCAPTCHA stand-in is loaded with, so turning captcha on works as it is.
   */
  captcha_settings: { enabled: boolean; siteKey: string };
  /** Never null here: every strength check reports the LUDS counts, whatever the policy. */
  password_config: NonNullable<BootstrapData['password_config']>;
  /** Which strength policy `/passwords/strength_check` and password creation apply. */
  password_strength_policy: 'zxcvbn' | 'luds';
  /** Origins allowed by CORS, besides any localhost or loopback origin which is always allowed. */
  allowed_origins: string[];
  /** Redirect URLs the project accepts; any localhost or loopback URL is always accepted. */
  redirect_urls: string[];
  /**
   * The query parameter that names a link's token type: by default the provider's own, which its
   * SDKs and ours read (`TOKEN_TYPE_PARAM`); a test may rename it to see a page that reads another.
   */
  token_type_param: string;
  /** OAuth providers that have a client configured; the others answer `oauth_config_not_found`. */
  oauth_providers: string[];
  /**
   * Configured providers that use the provider's shared default client rather than the project's own. They work
   * for the redirect flow; One Tap refuses them (`default_provider_not_allowed`).
   */
  oauth_default_credentials: string[];
  /** Wrong passcodes allowed before a method is locked. */
  otp_max_attempts: number;
  /** Wrong passwords of one user, within `password_lockout_minutes`, before the user's password is locked. */
  password_max_attempts: number;
  /** How far back wrong passwords count, and how long a lock lasts from the last of them. */
  password_lockout_minutes: number;
  /**
   * The answer to a login with the right password when that password is on the breached list. `reset_password` (the
   * default) is the one the reference provider documents for a right password found in a breach, the same type it
   * answers for an account to deduplicate; the emulator emails the reset link itself when it can. `breached_password`
   * is the type of the provider's catalogue that names a breach, which lets a client tell the two apart: no email is
   * sent, the client starts the reset (the widget then shows Password Breached).
   */
  breached_login_error_type: 'reset_password' | 'breached_password';
  /** Wrong TOTP codes in a row before the user's TOTP is locked. */
  totp_max_attempts: number;
  /** How long a TOTP lock lasts from the wrong code that set it. */
  totp_lockout_minutes: number;
  organizations: Organization[];
}

/** A fresh project: the embedded default a test public token talks to. */
export function defaultProject(): ProjectConfig {
  return {
    project_id: EMULATOR_PROJECT_ID,
    public_token: EMULATOR_PUBLIC_TOKEN,
    name: 'Emulated project',
    disable_sdk_watermark: false,
    captcha_settings: { enabled: false, siteKey: EMULATOR_RECAPTCHA_SITE_KEY },
    cname_domain: null,
    email_domains: ['auth-widget.dev'],
    pkce_required_for_email_magic_links: false,
    pkce_required_for_password_resets: false,
    pkce_required_for_oauth: false,
    pkce_required_for_sso: false,
    slug_pattern: '',
    create_organization_enabled: false,
    password_config: { luds_complexity: 3, luds_minimum_count: 8 },
    password_strength_policy: 'zxcvbn',
    dfp_protected_auth_enabled: false,
    dfp_protected_auth_mode: 'OBSERVATION',
    // An object, as the provider sends it (its newer SDKs read it so), with the default role every user holds, as
    // a consumer project's policy has it (a newer SDK grants a role only what the policy lists); a test sets the rest.
    rbac_policy: {
      roles: [{ role_id: DEFAULT_USER_ROLE, description: 'Granted to every user.', permissions: [] }],
      resources: [],
    },
    allowed_origins: [],
    redirect_urls: [],
    token_type_param: TOKEN_TYPE_PARAM,
    oauth_providers: [
      'google', 'microsoft', 'apple', 'github', 'gitlab', 'facebook', 'discord', 'salesforce', 'slack', 'amazon',
      'bitbucket', 'linkedin', 'coinbase', 'twitch', 'twitter', 'tiktok', 'snapchat', 'figma', 'yahoo',
    ],
    oauth_default_credentials: [],
    otp_max_attempts: 5,
    password_max_attempts: 10,
    password_lockout_minutes: 60,
    breached_login_error_type: 'reset_password',
    totp_max_attempts: 5,
    // An hour rather than a quarter: the user already passed a first factor and holds recovery codes, which unlock
    // at once, so a long lock costs a real user little. Each guess hits 3 of the 10^6 codes (the step either side
    // is accepted), so 5 guesses an hour leave a day of guessing about a 1 in 2,800 chance (1 in 700 at 15 minutes).
    totp_lockout_minutes: 60,
    organizations: [
      {
        organization_id: 'organization-test-acme',
        organization_name: 'Acme',
        organization_slug: 'acme',
        members: [
          { member_id: 'member-test-ada', email_address: 'ada@acme.test', name: 'Ada', status: 'active' },
        ],
      },
    ],
  };
}

/**
 * The bootstrap payload, read by the client at start. Checked against the sdk's `BootstrapData`
 * so a field the client reads cannot be left out, nor an emulator-only field sent; `satisfies` rather than a
 * return type keeps the literal's type, which a route handler may return (an interface has no index signature).
 */
export function bootstrapOf(project: ProjectConfig) {
  return {
    disable_sdk_watermark: project.disable_sdk_watermark,
    captcha_settings: project.captcha_settings,
    cname_domain: project.cname_domain,
    email_domains: project.email_domains,
    pkce_required_for_email_magic_links: project.pkce_required_for_email_magic_links,
    pkce_required_for_password_resets: project.pkce_required_for_password_resets,
    pkce_required_for_oauth: project.pkce_required_for_oauth,
    pkce_required_for_sso: project.pkce_required_for_sso,
    slug_pattern: project.slug_pattern,
    create_organization_enabled: project.create_organization_enabled,
    password_config: project.password_config,
    dfp_protected_auth_enabled: project.dfp_protected_auth_enabled,
    dfp_protected_auth_mode: project.dfp_protected_auth_mode,
    rbac_policy: project.rbac_policy,
    project_name: project.name,
    vertical: 'CONSUMER',
  } satisfies BootstrapData;
}

/** True for http(s) URLs on localhost or a loopback address, which every project accepts in test mode. */
export function isLocalUrl(value: string): boolean {
  try {
    const { hostname, protocol } = new URL(value);
    if (protocol !== 'http:' && protocol !== 'https:') return false;
    return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
  } catch {
    return false;
  }
}

/**
 * The redirect URL a flow will use: the one the call names, checked against the project's allowed list (any
 * localhost URL is allowed in test mode), or null when the call names none.
 */
export function checkRedirectUrl(project: ProjectConfig, value: string | undefined, field: string): string | null {
  if (value === undefined || value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ApiError(400, 'invalid_redirect_url', `${field} must be an absolute URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ApiError(400, 'invalid_redirect_url', `${field} must be an http(s) URL.`);
  }
  if (!isLocalUrl(value) && !project.redirect_urls.includes(value)) {
    throw new ApiError(400, 'redirect_url_not_allowed', `${field} ${value} is not one of the project's redirect URLs.`);
  }
  return value;
}

/**
 * The redirect URL a flow uses: the one the call names (checked with `checkRedirectUrl`), else the project's first
 * redirect URL, as a provider's dashboard default does; null when there is neither.
 */
export function redirectUrlOrDefault(project: ProjectConfig, value: string | undefined, field: string): string | null {
  return checkRedirectUrl(project, value, field) ?? project.redirect_urls[0] ?? null;
}
