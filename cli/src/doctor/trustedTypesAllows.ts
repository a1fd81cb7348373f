import { cspDirectives } from './cspDirectives.ts';

const WANTED: ReadonlySet<string> = new Set(['require-trusted-types-for', 'trusted-types']);

/** What a Content-Security-Policy says of Trusted Types, for one policy name. */
export interface TrustedTypesVerdict {
  /** A policy has `require-trusted-types-for 'script'`: script URLs must be TrustedScriptURLs. */
  required: boolean;
  /** Every policy lets a page create a Trusted Types policy of this name (once). */
  allowed: boolean;
  /** The words of the first `trusted-types` directive that refuses the name, for messages; null when allowed. */
  refusing: string[] | null;
}

/**
 * Whether `createPolicy(name)` succeeds under the header value (Trusted Types, "Should Trusted Type policy creation
 * be blocked by Content Security Policy?"): a policy without a `trusted-types` directive does not restrict names; one
 * with it allows `*` or the names it lists (names are case-sensitive); 'none' or an empty value allows none. Every
 * policy of the value must allow it. The second creation of a name needs 'allow-duplicates' as well, which matters
 * only when the client is on the page twice, so it is left to the fix's text.
 */
export function trustedTypesAllows(header: string, name: string): TrustedTypesVerdict {
  const verdict: TrustedTypesVerdict = { required: false, allowed: true, refusing: null };
  for (const policy of cspDirectives(header, WANTED)) {
    if (policy.get('require-trusted-types-for')?.some((word) => word.toLowerCase() === "'script'")) verdict.required = true;
    const names = policy.get('trusted-types');
    if (!names || verdict.refusing) continue;
    if (!names.includes('*') && !names.includes(name)) {
      verdict.allowed = false;
      verdict.refusing = names;
    }
  }
  return verdict;
}
