import { AuthError } from './AuthError.ts';

/**
 * The name of the Trusted Types policy the client loads third-party scripts through (Google One Tap, reCAPTCHA
 * Enterprise, the provider's DFP script): what a page that enforces Trusted Types lists in its CSP's `trusted-types`
 * directive.
 */
export const TRUSTED_TYPES_POLICY = 'auth-widget';

/** The part of a Trusted Types policy used here (TypeScript's DOM library does not describe the API). */
interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}

interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

/**
 * The page's policy, made on first use and kept for the page's life, since a CSP without `'allow-duplicates'` lets a
 * name be created once; null where the browser has no Trusted Types. `refusal` is why the page refused it.
 */
let policy: ScriptUrlPolicy | null | undefined;
let refusal: unknown;

/**
 * The policy's one rule: an absolute http(s) URL passes unchanged, anything else (a `javascript:` or `data:` URL, a
 * relative path) is refused, so that the policy cannot be used to run script from elsewhere.
 */
function scriptUrlRule(url: string): string {
  let protocol = '';
  try {
    protocol = new URL(url).protocol;
  } catch {
    // Not an absolute URL: refused below.
  }
  if (protocol === 'https:' || protocol === 'http:') return url;
  throw new AuthError('usage_error', `A script is only loaded from an absolute http(s) URL, not from "${url}".`);
}

function createPolicy(): ScriptUrlPolicy | null {
  const factory = (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;
  if (typeof factory?.createPolicy !== 'function') return null;
  try {
    return factory.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: scriptUrlRule });
  } catch (cause) {
    // The page's `trusted-types` directive does not list the name (or lists it without 'allow-duplicates' while
    // another copy of the client made it first): the browser throws a TypeError that names neither fix.
    refusal = cause;
    return null;
  }
}

/**
 * `url` as a script element's `src` may take it: a TrustedScriptURL made by the `auth-widget` policy where the
 * browser has Trusted Types (a page whose CSP says `require-trusted-types-for 'script'` refuses a plain string),
 * else the string itself; typed as the string the DOM's typings expect. Throws a `usage_error` for a URL that is
 * not absolute http(s), and an AuthError naming the policy to allow when the page's CSP refused it.
 */
export function trustedScriptUrl(url: string): string {
  if (policy === undefined) policy = createPolicy();
  if (refusal !== undefined) {
    throw new AuthError(
      'other',
      `The page's Content-Security-Policy refused the Trusted Types policy "${TRUSTED_TYPES_POLICY}" that loads ${url}: ` +
        `add ${TRUSTED_TYPES_POLICY} to its trusted-types directive (and 'allow-duplicates' when the client is on the page twice).`,
      { cause: refusal },
    );
  }
  return policy ? (policy.createScriptURL(url) as string) : scriptUrlRule(url);
}
