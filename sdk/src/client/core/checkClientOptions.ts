import { PUBLIC_TOKEN_PREFIX } from '../../protocol/constants.ts';
import { AuthError } from './AuthError.ts';
import { cookieOptionProblem } from './session/cookies.ts';
import type { AuthClientOptions, CookieOptions } from './types.ts';
import { checkUsage, failUsage } from './usage.ts';

const COOKIE_KEYS = ['opaqueTokenCookieName', 'jwtCookieName', 'istCookieName', 'path', 'domain'] as const;
const ENDPOINT_KEYS = [
  'testApiUrl',
  'liveApiUrl',
  'clientsideServicesUrl',
  'googleGsiScriptUrl',
  'captchaScriptUrl',
  'dfpScriptUrl',
  'dfpBackendUrl',
] as const;

function checkUrl(field: string, value: string | undefined): void {
  if (value === undefined) return;
  let url: URL;
  try {
    url = new URL(value);
  } catch (cause) {
    throw new AuthError('usage_error', `Invalid call to createAuthClient\n${field} must be an absolute http(s) URL`, { cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AuthError('usage_error', `Invalid call to createAuthClient\n${field} must be an absolute http(s) URL`);
  }
}

/**
 * Checks `createAuthClient`'s arguments, before anything is made: a client deferred until its module arrives
 * (`deferredClient`) refuses the same options at once, as the client itself does. A token that does not start with
 * `public-token-` is only warned about and goes on as a live token (as the reference SDK does).
 */
export function checkClientOptions(publicToken: string, options: AuthClientOptions): void {
  checkUsage('createAuthClient', [['publicToken', publicToken, 'string']]);
  if (!publicToken.startsWith(PUBLIC_TOKEN_PREFIX)) {
    console.warn(`auth-widget: the public token should start with "${PUBLIC_TOKEN_PREFIX}"; check that you copied the public token, not a secret.`);
  }
  const cookieOptions: CookieOptions = options.cookieOptions ?? {};
  checkUsage(
    'createAuthClient',
    COOKIE_KEYS.map((key) => [`cookieOptions.${key}`, cookieOptions[key], 'string', 'optional']),
  );
  // Refuses cookie options that would end the cookie string early, before any cookie is written.
  failUsage(
    'createAuthClient',
    COOKIE_KEYS.flatMap((key) => {
      const problem = cookieOptionProblem(cookieOptions[key] ?? '');
      return problem ? [`cookieOptions.${key} must not contain ${problem}`] : [];
    }),
  );
  for (const key of ENDPOINT_KEYS) checkUrl(`endpoints.${key}`, options.endpoints?.[key]);
  checkUsage('createAuthClient', [['timeoutMs', options.timeoutMs, 'number', 'optional']]);
  if (options.timeoutMs !== undefined && !(options.timeoutMs > 0)) failUsage('createAuthClient', ['timeoutMs must be above 0']);
}
