import { DFP_MODES } from '@auth-widget/sdk/protocol';
import { botProtectionOf } from '../botProtectionOf.ts';
import { cspFindings, loadCounts } from '../cspFindings.ts';
import { quoted } from '../quoted.ts';
import { redirectUrlsOf } from '../redirectUrlsOf.ts';
import { BAD_ENDPOINT_FIX, siteLoads } from '../siteLoads.ts';
import { fail, pass, warn, type Check, type CheckContext, type CheckResult, type SiteConfig } from '../types.ts';
import { isRecord } from '../../utils/isRecord.ts';
import { fetchBootstrap } from './bootstrap.ts';

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

    const { captcha, dfp } = botProtectionOf(data);
    const captchaSettings = isRecord(data.captcha_settings) ? data.captcha_settings : {};
    const siteKey = typeof captchaSettings.siteKey === 'string' ? captchaSettings.siteKey : '';
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
    const { loads: all, problems: invalid } = siteLoads(site, { captcha, dfp });
    const loads = all.filter((l) => l.why === 'captcha' || l.why === 'dfp');
    for (const message of invalid) findings.push(fail(message, BAD_ENDPOINT_FIX));
    let summary = 'No CSP given (--csp <policy>, or csp in the settings file), so whether it allows their scripts was not checked.';
    if (csp) {
      findings.push(...cspFindings(csp.policy, loads, siteOrigin(site)));
      summary = `The CSP (${csp.from}) allows their ${loadCounts(loads)}.`;
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
