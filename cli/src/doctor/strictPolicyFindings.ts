import { cspDirectives } from './cspDirectives.ts';
import { fail, type CheckResult } from './types.ts';

const WANTED: ReadonlySet<string> = new Set(['default-src', 'script-src', 'style-src', 'require-trusted-types-for']);

/** What a site that sets `"securityPolicy": "strict"` sends: the sdk's builder, a nonce made per response. */
export const STRICT_FIX =
  "Send securityHeaders(settings, { mode, policy: 'strict', nonce: createNonce() }) of @auth-widget/sdk/site with a nonce made for each response, and give that nonce to the page's scripts and the widget's nonce option (docs/trusted-types-csp.md).";

/** The words of a directive, else of default-src (the fallback of script-src and style-src). */
function sourcesOf(policy: Map<string, string[]>, name: string): string[] | undefined {
  return policy.get(name) ?? policy.get('default-src');
}

/** The nonce a script directive names, when it names one. */
function nonceOf(words: string[] | undefined): string | null {
  const word = words?.find((w) => w.toLowerCase().startsWith("'nonce-") && w.endsWith("'"));
  return word ? word.slice("'nonce-".length, -1) : null;
}

/**
 * What a page's policy (a header value, each of its policies enforced) lacks of the strict policy the settings ask for:
 * scripts allowed by a nonce with 'strict-dynamic' (host lists are what strict CSP does away with), styles without
 * 'unsafe-inline' (and so without style attributes) but with the nonce the widget's `<style>` carries, and Trusted
 * Types enforced. Each holds when one of the policies says it, as the strictest policy decides. Also gives the script
 * nonce, so that pages served with the same one can be told apart from pages with a nonce per response.
 */
export function strictPolicyFindings(header: string): { findings: CheckResult[]; nonce: string | null } {
  const policies = cspDirectives(header, WANTED);
  const scripts = policies.map((p) => sourcesOf(p, 'script-src'));
  const nonce = scripts.map(nonceOf).find((n) => n !== null) ?? null;
  const findings: CheckResult[] = [];
  if (!scripts.some((words) => nonceOf(words) !== null && words!.some((w) => w.toLowerCase() === "'strict-dynamic'"))) {
    findings.push(fail("securityPolicy is \"strict\" in the settings file, but the CSP's script-src has no 'nonce-…' with 'strict-dynamic'.", STRICT_FIX));
  }
  const styles = policies.map((p) => sourcesOf(p, 'style-src'));
  if (!styles.some((words) => words !== undefined && nonceOf(words) !== null && !words.some((w) => w.toLowerCase() === "'unsafe-inline'"))) {
    findings.push(fail("securityPolicy is \"strict\" in the settings file, but the CSP's style-src has no 'nonce-…', or allows 'unsafe-inline'.", STRICT_FIX));
  }
  if (!policies.some((p) => p.get('require-trusted-types-for')?.some((w) => w.toLowerCase() === "'script'"))) {
    findings.push(fail("securityPolicy is \"strict\" in the settings file, but the CSP has no require-trusted-types-for 'script'.", STRICT_FIX));
  }
  return { findings, nonce };
}
