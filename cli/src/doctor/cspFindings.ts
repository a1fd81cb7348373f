import type { CheckedLoad as WidgetLoad } from './siteLoads.ts';
import { cspAllows, type CspRequest, type CspVerdict } from './cspAllows.ts';
import { fail, warn, type CheckResult } from './types.ts';

/** The directive a browser would use for each request kind if the policy had it, for messages and fixes. */
const OWN_DIRECTIVE: Record<CspRequest, string> = { script: 'script-src', connect: 'connect-src', frame: 'frame-src' };
const NOUNS: Record<CspRequest, [string, string]> = { script: ['script', 'scripts'], connect: ['call', 'calls'], frame: ['frame', 'frames'] };

/** "a, b and c". */
export function listed(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** How many loads of each kind, for summaries: "3 scripts, 1 frame and 2 calls". */
export function loadCounts(loads: WidgetLoad[]): string {
  return listed(
    (['script', 'frame', 'connect'] as const)
      .map((request) => [request, loads.filter((l) => l.kind === request).length] as const)
      .filter(([, n]) => n > 0)
      .map(([request, n]) => `${n} ${NOUNS[request][n === 1 ? 0 : 1]}`),
  );
}

/** The deciding directive, with why it applies when it is a fallback: "default-src (there is no script-src)". */
function directiveText(verdict: CspVerdict, request: CspRequest): string {
  const own = OWN_DIRECTIVE[request];
  const directive = verdict.directive ?? own;
  if (directive === own || directive === 'script-src-elem') return directive;
  return request === 'frame' && directive === 'default-src' ? 'default-src (there is no frame-src or child-src)' : `${directive} (there is no ${own})`;
}

/**
 * What a policy (a Content-Security-Policy header value) says of every load the widget makes on a page of origin
 * `self`, folded into findings: one per request kind and deciding directive (default-src may refuse a script and a
 * frame, and each wants its own fix), naming the sources to add. No findings when the policy allows every load.
 * The bot-protection check and the site's CSP check both ask it, so a policy gets the same answer from either.
 * `strictDynamic` says the site serves the strict policy by design: loads that 'strict-dynamic' allows are then no
 * finding (else a warning that host sources are ignored).
 */
export function cspFindings(policy: string, loads: WidgetLoad[], self: string | null, options: { strictDynamic?: boolean } = {}): CheckResult[] {
  const blocked = new Map<string, { request: CspRequest; directive: string; verdict: CspVerdict; loads: WidgetLoad[] }>();
  const dynamic = new Map<string, WidgetLoad[]>();
  for (const load of loads) {
    const verdict = cspAllows(policy, load.kind, load.url, self);
    const directive = verdict.directive ?? OWN_DIRECTIVE[load.kind];
    if (verdict.result === 'blocked') {
      const key = `${load.kind} ${directive}`;
      const entry = blocked.get(key) ?? { request: load.kind, directive, verdict, loads: [] };
      entry.loads.push(load);
      blocked.set(key, entry);
    } else if (verdict.result === 'strict-dynamic' && !options.strictDynamic) {
      dynamic.set(directive, [...(dynamic.get(directive) ?? []), load]);
    }
  }
  const findings: CheckResult[] = [];
  for (const { request, directive, verdict, loads: refused } of blocked.values()) {
    const text = directiveText(verdict, request);
    const what = listed(refused.map((l) => `${l.what} (${l.url})`));
    const sources = [...new Set(refused.map((l) => l.source))].join(' ');
    findings.push(
      fail(
        verdict.none ? `The CSP's ${text} is 'none', so it refuses ${what}.` : `The CSP's ${text} does not allow ${what}.`,
        // Under default-src 'none' the page has no sources of this kind to keep: a directive of its own with just
        // these is the narrowest fix.
        verdict.none && directive === 'default-src' ? `Add a ${OWN_DIRECTIVE[request]} with ${sources}.`
        : verdict.none ? `Replace 'none' in ${directive} with ${sources}.`
        : directive === 'default-src' ? `Add ${sources} to default-src (or to a new ${OWN_DIRECTIVE[request]} that repeats default-src's sources).`
        : `Add ${sources} to ${directive}.`,
      ),
    );
  }
  for (const [directive, trusted] of dynamic) {
    findings.push(
      warn(
        `The CSP's ${directive} has 'strict-dynamic', so browsers ignore its host sources: ${listed(trusted.map((l) => l.what))} ` +
          'load only when a trusted script inserts them. The widget inserts them (and trust passes on to what they insert), so they load as long as the widget\'s own script is allowed by a nonce or a hash.',
        `Give the widget's <script> the policy's nonce (or allow it by its hash); hosts added to ${directive} change nothing under 'strict-dynamic'.`,
      ),
    );
  }
  return findings;
}
