import { DFP_MODES } from '@auth-widget/sdk/protocol';
import { botProtectionLoads, type BotProtectionLoad } from '../botProtectionLoads.ts';
import { cspAllows, type CspRequest, type CspVerdict } from '../cspAllows.ts';
import { quoted } from '../quoted.ts';
import { redirectUrlsOf } from '../redirectUrlsOf.ts';
import { fail, pass, warn, type Check, type CheckContext, type CheckResult, type SiteConfig } from '../types.ts';
import { isRecord } from '../../utils/isRecord.ts';
import { fetchBootstrap } from './bootstrap.ts';

/** The directive a browser would use for each request kind if the policy had it, for messages and fixes. */
const OWN_DIRECTIVE: Record<CspRequest, string> = { script: 'script-src', connect: 'connect-src', frame: 'frame-src' };
const NOUNS: Record<CspRequest, [string, string]> = { script: ['script', 'scripts'], connect: ['call', 'calls'], frame: ['frame', 'frames'] };

/** The policy to check and where it came from, or a problem with the settings file's `csp`, or null when none. */
function policyOf(ctx: CheckContext): { policy: string; from: string } | CheckResult | null {
  const [value, from]: [unknown, string] = ctx.csp !== undefined ? [ctx.csp, '--csp'] : [ctx.site.csp, 'csp in the settings file'];
  if (value === undefined) return null;
  if (typeof value !== 'string') return fail('csp in the settings file must be a string.', 'Set csp to the Content-Security-Policy header\'s value, such as "script-src \'self\'".');
  // A pasted header line: without this its first directive would be read as "content-security-policy:".
  const prefix = 'content-security-policy:';
  const policy = value.slice(0, prefix.length).toLowerCase() === prefix ? value.slice(prefix.length) : value;
  return { policy, from };
}

/** The site's origin, for 'self': the widget redirects back to the site, so its first redirect URL says it. */
function siteOrigin(site: SiteConfig): string | null {
  for (const { url } of redirectUrlsOf(site)) {
    try {
      const parsed = new URL(String(url));
      if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.origin;
    } catch {
      // Not a URL: the redirect-urls check reports it.
    }
  }
  return null;
}

/** "a, b and c". */
function listed(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The deciding directive, with why it applies when it is a fallback: "default-src (there is no script-src)". */
function directiveText(verdict: CspVerdict, request: CspRequest): string {
  const own = OWN_DIRECTIVE[request];
  const directive = verdict.directive ?? own;
  if (directive === own || directive === 'script-src-elem') return directive;
  return request === 'frame' && directive === 'default-src' ? 'default-src (there is no frame-src or child-src)' : `${directive} (there is no ${own})`;
}

/**
 * What the policy says of every load, folded into findings: one per request kind and deciding directive (default-src
 * may refuse a script and a frame, and each wants its own fix), naming the sources to add.
 */
function cspFindings(policy: string, from: string, loads: BotProtectionLoad[], self: string | null): { findings: CheckResult[]; summary: string } {
  const blocked = new Map<string, { request: CspRequest; directive: string; verdict: CspVerdict; loads: BotProtectionLoad[] }>();
  const dynamic = new Map<string, BotProtectionLoad[]>();
  for (const load of loads) {
    const verdict = cspAllows(policy, load.request, load.url, self);
    const directive = verdict.directive ?? OWN_DIRECTIVE[load.request];
    if (verdict.result === 'blocked') {
      const key = `${load.request} ${directive}`;
      const entry = blocked.get(key) ?? { request: load.request, directive, verdict, loads: [] };
      entry.loads.push(load);
      blocked.set(key, entry);
    } else if (verdict.result === 'strict-dynamic') {
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
  const counts = (['script', 'frame', 'connect'] as const)
    .map((request) => [request, loads.filter((l) => l.request === request).length] as const)
    .filter(([, n]) => n > 0)
    .map(([request, n]) => `${n} ${NOUNS[request][n === 1 ? 0 : 1]}`);
  return { findings, summary: `The CSP (${from}) allows their ${listed(counts)}.` };
}

/**
 * Live: what bootstrap turns on against bots (captcha and its site key, DFP Protected Auth and its mode) and, given
 * the site's Content-Security-Policy, whether it lets the widget load their scripts, frames and calls. A blocked
 * script fails every protected call with "captcha unavailable", which looks like a provider outage.
 */
export const botProtection: Check = {
  id: 'bot-protection',
  title: 'Bot protection and CSP (live)',
  live: true,
  async run(ctx) {
    const { site, api, fetch: fetchImpl } = ctx;
    if (!api) return pass('Skipped: no API URL.');
    const csp = policyOf(ctx);
    if (csp && 'status' in csp) return csp;
    let data: Record<string, unknown> | null;
    try {
      data = (await fetchBootstrap(api, String(site.publicToken ?? ''), fetchImpl)).data;
    } catch {
      data = null;
    }
    // The bootstrap check reports why; this one only says it could not look.
    if (!data) return warn('Not checked: the provider\'s bootstrap could not be read.', 'Fix what the bootstrap check reports (auth-widget doctor bootstrap).');

    const captchaSettings = isRecord(data.captcha_settings) ? data.captcha_settings : {};
    const captcha = captchaSettings.enabled === true;
    const siteKey = typeof captchaSettings.siteKey === 'string' ? captchaSettings.siteKey : '';
    const dfp = data.dfp_protected_auth_enabled === true;
    const mode = data.dfp_protected_auth_mode;
    const knownMode = typeof mode === 'string' && (DFP_MODES as readonly string[]).includes(mode);
    const facts = [
      captcha ? `Captcha on${siteKey ? ` (site key ${quoted(siteKey)})` : ''}` : 'Captcha off',
      dfp ? `DFP Protected Auth on${typeof mode === 'string' ? ` (${knownMode ? mode : quoted(mode)})` : ''}` : 'DFP Protected Auth off',
    ].join('; ');
    if (!captcha && !dfp) return pass(`${facts}: the widget loads no bot-protection script.`);

    const findings: CheckResult[] = [];
    if (captcha && !siteKey) {
      findings.push(warn('Captcha is on without a site key: the widget cannot get a captcha token, so calls that need one fail.', 'Set the captcha site key in the project.'));
    }
    if (dfp && !knownMode) {
      findings.push(warn(`The DFP mode is ${typeof mode === 'string' ? quoted(mode) : 'missing'}, not one of ${DFP_MODES.join(', ')}.`, 'Set the project\'s DFP Protected Auth mode.'));
    }
    const { loads, invalid } = botProtectionLoads(site, { captcha, dfp });
    for (const message of invalid) findings.push(fail(message, 'Use an absolute http(s) URL, or remove the field for the default.'));
    let summary = 'No CSP given (--csp <policy>, or csp in the settings file), so whether it allows their scripts was not checked.';
    if (csp) {
      const checked = cspFindings(csp.policy, csp.from, loads, siteOrigin(site));
      findings.push(...checked.findings);
      summary = checked.summary;
    }
    const problems = findings.filter((f) => f.status !== 'pass');
    if (problems.length === 0) return pass(`${facts}. ${summary}`);
    return {
      status: problems.some((p) => p.status === 'fail') ? 'fail' : 'warn',
      message: [`${facts}.`, ...problems.map((p) => p.message)].join(' '),
      fix: [...new Set(problems.map((p) => p.fix))].join(' '),
    };
  },
};
