import { OAUTH_PROVIDERS, PUBLIC_TOKEN_PREFIX } from '@auth-widget/sdk/protocol';
import { ApiError } from '../errors.ts';
import type { Organization, ProjectConfig } from '../project.ts';
import { isRecord } from '../isRecord.ts';

/** Thrown inside a field check; collected into one 400 answer. */
class FieldIssue extends Error {}

type Check<T> = (value: unknown, current: T) => T;

const bool: Check<boolean> = (value) => {
  if (typeof value !== 'boolean') throw new FieldIssue('must be a boolean');
  return value;
};

const text: Check<string> = (value) => {
  if (typeof value !== 'string') throw new FieldIssue('must be a string');
  return value;
};

function nonEmpty(check: Check<string>): Check<string> {
  return (value, current) => {
    const result = check(value, current);
    if (result === '') throw new FieldIssue('must not be empty');
    return result;
  };
}

function integer(min: number, max: number): Check<number> {
  return (value) => {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
      throw new FieldIssue(`must be a whole number from ${min} to ${max}`);
    }
    return value;
  };
}

function oneOf<T extends string>(values: readonly T[]): Check<T> {
  return (value) => {
    if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
      throw new FieldIssue(`must be one of ${values.join(', ')}`);
    }
    return value as T;
  };
}

/** An array of strings, each passing `each` (which throws a FieldIssue naming the bad entry). */
function strings(each: (entry: string) => void = () => {}): Check<string[]> {
  return (value) => {
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
      throw new FieldIssue('must be an array of strings');
    }
    for (const entry of value as string[]) each(entry);
    return value as string[];
  };
}

function httpUrl(entry: string): URL {
  try {
    const url = new URL(entry);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url;
  } catch {
    // reported below
  }
  throw new FieldIssue(`has ${JSON.stringify(entry)}, which is not an absolute http(s) URL`);
}

function oauthProvider(entry: string): void {
  if (!(OAUTH_PROVIDERS as readonly string[]).includes(entry)) {
    throw new FieldIssue(`has ${JSON.stringify(entry)}, which is not one of ${OAUTH_PROVIDERS.join(', ')}`);
  }
}

/** Merges a partial nested object whose fields are checked one by one; unknown sub-fields are refused. */
function nested<T extends object>(fields: { [K in keyof T]: Check<T[K]> }): Check<T> {
  return (value, current) => {
    if (!isRecord(value)) throw new FieldIssue('must be an object');
    const next = { ...current };
    for (const [key, sub] of Object.entries(value)) {
      // `hasOwn`: a field named `valueOf` or `constructor` must not find Object.prototype's function.
      const check = Object.hasOwn(fields, key) ? (fields as Record<string, Check<unknown>>)[key] : undefined;
      if (!check) throw new FieldIssue(`has an unknown field ${key} (known: ${Object.keys(fields).join(', ')})`);
      try {
        (next as Record<string, unknown>)[key] = check(sub, (current as Record<string, unknown>)[key]);
      } catch (error) {
        if (error instanceof FieldIssue) throw new FieldIssue(`.${key} ${error.message}`);
        throw error;
      }
    }
    return next;
  };
}

const organizations: Check<Organization[]> = (value) => {
  const member = (m: unknown) =>
    isRecord(m) &&
    typeof m.member_id === 'string' &&
    typeof m.email_address === 'string' &&
    typeof m.name === 'string' &&
    ['active', 'invited', 'pending'].includes(m.status as string);
  const valid =
    Array.isArray(value) &&
    value.every(
      (o) =>
        isRecord(o) &&
        typeof o.organization_id === 'string' &&
        typeof o.organization_name === 'string' &&
        typeof o.organization_slug === 'string' &&
        Array.isArray(o.members) &&
        o.members.every(member),
    );
  if (!valid) {
    throw new FieldIssue(
      'must be an array of { organization_id, organization_name, organization_slug, members: [{ member_id, email_address, name, status }] }',
    );
  }
  return value as Organization[];
};

/**
 * The check of every project field. Typed over `keyof ProjectConfig`, so a field added to the config does not
 * compile until it says how the dev route validates it.
 */
const FIELDS: { [K in keyof ProjectConfig]: Check<ProjectConfig[K]> } = {
  project_id: nonEmpty(text),
  public_token: (value, current) => {
    const token = text(value, current);
    if (!token.startsWith(PUBLIC_TOKEN_PREFIX)) throw new FieldIssue(`must start with ${PUBLIC_TOKEN_PREFIX}`);
    return token;
  },
  name: text,
  disable_sdk_watermark: bool,
  captcha_settings: nested<ProjectConfig['captcha_settings']>({ enabled: bool, siteKey: text }),
  cname_domain: (value, current) => (value === null ? null : text(value, current ?? '')),
  email_domains: strings(),
  pkce_required_for_email_magic_links: bool,
  pkce_required_for_password_resets: bool,
  pkce_required_for_oauth: bool,
  pkce_required_for_sso: bool,
  slug_pattern: text,
  create_organization_enabled: bool,
  password_config: nested<ProjectConfig['password_config']>({
    luds_complexity: integer(0, 4),
    luds_minimum_count: integer(1, 256),
  }),
  password_strength_policy: oneOf(['zxcvbn', 'luds'] as const),
  dfp_protected_auth_enabled: bool,
  dfp_protected_auth_mode: oneOf(['DECISIONING', 'OBSERVATION'] as const),
  rbac_policy: (value) => {
    if (value === null) return null;
    if (!isRecord(value) || !Array.isArray(value.roles) || !Array.isArray(value.resources)) {
      throw new FieldIssue('must be null or an object with roles and resources arrays');
    }
    return value as ProjectConfig['rbac_policy'];
  },
  allowed_origins: strings((entry) => {
    if (httpUrl(entry).origin !== entry) {
      throw new FieldIssue(`has ${JSON.stringify(entry)}, which is not an origin (scheme, host and port only)`);
    }
  }),
  redirect_urls: strings((entry) => void httpUrl(entry)),
  token_type_param: (value, current) => {
    const name = text(value, current);
    if (!/^[a-z][a-z0-9_]{0,63}$/.test(name)) throw new FieldIssue('must be lower-case letters, digits and _, starting with a letter');
    return name;
  },
  oauth_providers: strings(oauthProvider),
  oauth_default_credentials: strings(oauthProvider),
  otp_max_attempts: integer(1, 100),
  password_max_attempts: integer(1, 100),
  password_lockout_minutes: integer(1, 1440),
  breached_login_error_type: oneOf(['reset_password', 'breached_password'] as const),
  totp_max_attempts: integer(1, 100),
  totp_lockout_minutes: integer(1, 1440),
  organizations,
};

/**
 * The project config with a partial change applied: known fields type-checked (nested objects merged),
 * unknown fields refused. Every problem is reported in one 400 `invalid_project_config`.
 */
export function applyProjectPatch(current: ProjectConfig, patch: Record<string, unknown>): ProjectConfig {
  const next: Record<string, unknown> = { ...current };
  const issues: string[] = [];
  const unknown = Object.keys(patch).filter((key) => !Object.hasOwn(FIELDS, key));
  if (unknown.length > 0) {
    issues.push(`unknown field${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (known: ${Object.keys(FIELDS).join(', ')})`);
  }
  for (const [key, value] of Object.entries(patch)) {
    const check = Object.hasOwn(FIELDS, key) ? (FIELDS as Record<string, Check<unknown>>)[key] : undefined;
    if (!check) continue;
    try {
      next[key] = check(value, (current as unknown as Record<string, unknown>)[key]);
    } catch (error) {
      if (!(error instanceof FieldIssue)) throw error;
      issues.push(`${key}${error.message.startsWith('.') ? '' : ' '}${error.message}`);
    }
  }
  if (issues.length > 0) throw new ApiError(400, 'invalid_project_config', `Invalid project change: ${issues.join('; ')}.`);
  return next as unknown as ProjectConfig;
}
