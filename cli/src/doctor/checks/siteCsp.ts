import { botProtectionOf } from '../botProtectionOf.ts';
import { cspFindings, listed, loadCounts } from '../cspFindings.ts';
import type { SitePage } from '../fetchSite.ts';
import { quoted } from '../quoted.ts';
import { metaCsp, scanHtml } from '../scanHtml.ts';
import { BAD_ENDPOINT_FIX, siteLoads, type CheckedLoad as WidgetLoad } from '../siteLoads.ts';
import { STRICT_FIX, strictPolicyFindings } from '../strictPolicyFindings.ts';
import { trustedTypesAllows } from '../trustedTypesAllows.ts';
import { fail, pass, warn, type Check, type CheckContext, type CheckResult } from '../types.ts';
import { unreadSite } from '../unreadSite.ts';
import { isRecord } from '../../utils/isRecord.ts';
import { fetchBootstrap } from './bootstrap.ts';

/** The config field of the password reset page, which mounts the reset form (and so needs captcha's scripts too). */
const RESET_FIELD = 'passwordOptions.resetPasswordRedirectURL';

/** At most this many words of a site's directive go into a message: a hostile one may be a megabyte long. */
const SHOWN_WORDS = 6;

/** What bootstrap turns on against bots, from the provider when doctor has an API URL, else the settings file. */
async function botProtectionOn(ctx: CheckContext): Promise<{ on: { captcha: boolean; dfp: boolean }; from: string } | string> {
  if (ctx.api) {
    try {
      const { data } = await fetchBootstrap(ctx.api, String(ctx.site.publicToken ?? ''), ctx.fetch);
      if (data) return { on: botProtectionOf(data), from: "the project's bootstrap" };
    } catch {
      // Said below; the bootstrap check reports why.
    }
    return "captcha and DFP were not checked: the provider's bootstrap could not be read";
  }
  const field = ctx.site.botProtection;
  if (isRecord(field)) return { on: { captcha: field.captcha === true, dfp: field.dfp === true }, from: 'botProtection in the settings file' };
  return 'captcha and DFP were not checked: there is no API URL (--api) to ask, nor botProtection in the settings file';
}

/** The page's policy: its headers' and its `<meta>` elements' policies, joined as one list (each is enforced). */
function policyOf(page: SitePage): { policy: string; from: string } | null {
  const metas = page.html ? metaCsp(scanHtml(page.html)) : [];
  const parts = [...(page.csp === null ? [] : [page.csp]), ...metas];
  if (parts.length === 0) return null;
  const from = [page.csp === null ? '' : 'header', metas.length ? '<meta>' : ''].filter(Boolean).join(' and ');
  return { policy: parts.join(', '), from };
}

/** A page for messages: its path on the `--site` URL's origin, else its whole URL. */
function pageLabel(url: string, site: string): string {
  const parsed = new URL(url);
  return parsed.origin === new URL(site).origin ? `${parsed.pathname}${parsed.search}` : url;
}

/** "app-policy other" of a site's directive, quoted, and cut short when long. */
function shownWords(words: string[]): string {
  const shown = words.slice(0, SHOWN_WORDS).join(' ');
  return quoted(words.length > SHOWN_WORDS ? `${shown} …` : shown);
}

/** What the policy says of Trusted Types: the client can create its policy (`name`, the sdk's) when it loads a script. */
function trustedTypesFindings(policy: string, scripts: WidgetLoad[], name: string): CheckResult[] {
  const verdict = trustedTypesAllows(policy, name);
  if (verdict.allowed) return [];
  const directive = `trusted-types ${shownWords(verdict.refusing ?? [])}`;
  const fix = `Add ${name} to trusted-types (and 'allow-duplicates' when the client is on the page twice).`;
  const loads = scripts.length ? listed([...new Set(scripts.map((s) => s.what))]) : "the scripts it loads for One Tap, captcha and DFP";
  if (verdict.required) {
    return [fail(`The CSP has require-trusted-types-for 'script' and its ${directive} does not allow the policy ${name}: the client cannot create it, so ${loads} cannot load.`, fix)];
  }
  if (scripts.length) {
    return [fail(`The CSP's ${directive} does not allow the policy ${name}: the browser refuses to create it, and the client then refuses to load ${loads}.`, fix)];
  }
  return [warn(`The CSP's ${directive} does not allow the policy ${name}: the widget loads no script here today, but would fail to once One Tap, captcha or DFP is on.`, fix)];
}

/**
 * Site: the Content-Security-Policy of the `--site` page and of the redirect URLs' pages on the site (headers and
 * `<meta>`) allows what the widget needs there: the provider's API (every page), One Tap's helper frame and Google's
 * script (the `--site` page, when the config turns One Tap on), captcha and DFP (the `--site` and reset pages, when
 * the project turns them on: the bot-protection check's rules), and the Trusted Types policy `auth-widget`. Each
 * finding names the sources to add. With `"securityPolicy": "strict"` in the settings, each page's policy must be the
 * strict one (`strictPolicyFindings`), and no two pages may share a nonce (a constant nonce is no nonce).
 */
export const siteCsp: Check = {
  id: 'site-csp',
  title: 'Site Content-Security-Policy',
  site: true,
  async run(ctx) {
    const { snapshot, site } = ctx;
    if (!snapshot) return pass('Skipped: no --site URL.');
    const unread = unreadSite(snapshot);
    if (unread) return unread;

    const findings: CheckResult[] = [];
    const notes: string[] = [];
    const strict = site.securityPolicy === 'strict';
    /** The page that was served with each script nonce, under the strict policy. */
    const nonces = new Map<string, string>();
    const bot = await botProtectionOn(ctx);
    if (typeof bot === 'string') notes.push(`${bot[0]?.toUpperCase()}${bot.slice(1)}.`);
    const widget = siteLoads(site, typeof bot === 'string' ? {} : bot.on);
    for (const message of widget.problems) findings.push(fail(message, BAD_ENDPOINT_FIX));
    const oneTapOn = widget.loads.some((l) => l.why === 'oneTap');
    /** The widget's loads on a page of each role: the API everywhere, One Tap on the main page, captcha and DFP where it signs in or resets. */
    const loadsOf = (role: 'main' | 'reset' | 'plain') =>
      widget.loads.filter((l) => l.why === 'api' || (role === 'main' && l.why === 'oneTap') || (role !== 'plain' && (l.why === 'captcha' || l.why === 'dfp')));

    // One question per role, origin and policy: most sites send one policy everywhere, so it is asked once or twice.
    const groups = new Map<string, { pages: string[]; findings: CheckResult[]; loads: WidgetLoad[]; from: string }>();
    let withoutPolicy = 0;
    let read = 0;
    for (const page of snapshot.pages) {
      if (page.error !== null || page.status === null || page.status >= 400) continue;
      read += 1;
      const csp = policyOf(page);
      if (!csp) {
        withoutPolicy += 1;
        continue;
      }
      const role = page.main ? 'main' : page.fields.includes(RESET_FIELD) ? 'reset' : 'plain';
      const self = new URL(page.finalUrl).origin;
      const key = `${role}\n${self}\n${csp.policy}`;
      const strictness = strict ? strictPolicyFindings(csp.policy) : null;
      if (strictness?.nonce) {
        const before = nonces.get(strictness.nonce);
        if (before !== undefined) {
          const pages = `${quoted(pageLabel(before, snapshot.url))} and ${quoted(pageLabel(page.url, snapshot.url))}`;
          findings.push(fail(`${pages} were served with the same nonce: a nonce that does not change is one an attacker can copy into a script.`, STRICT_FIX));
        }
        nonces.set(strictness.nonce, page.url);
      }
      let group = groups.get(key);
      if (!group) {
        const loads = loadsOf(role);
        const scripts = loads.filter((l) => l.kind === 'script');
        const trustedTypes = widget.trustedTypesPolicies.flatMap((name) => trustedTypesFindings(csp.policy, scripts, name));
        // Under the strict policy 'strict-dynamic' is the point: the widget's scripts load because its nonced code adds them.
        const allowed = cspFindings(csp.policy, loads, self, { strictDynamic: strict && strictness?.findings.length === 0 });
        group = { pages: [], findings: [...allowed, ...trustedTypes, ...(strictness?.findings ?? [])], loads, from: csp.from };
        groups.set(key, group);
      }
      group.pages.push(quoted(pageLabel(page.url, snapshot.url)));
    }
    // The same finding on several pages is said once, and a page's findings together: "On "/" and "/reset": … On "/": …".
    const pagesOf = new Map<string, { finding: CheckResult; pages: string[] }>();
    for (const group of groups.values()) {
      for (const finding of group.findings) {
        const key = `${finding.message}\n${finding.fix}`;
        pagesOf.set(key, { finding, pages: [...(pagesOf.get(key)?.pages ?? []), ...group.pages] });
      }
    }
    const byPages = new Map<string, CheckResult[]>();
    for (const { finding, pages } of pagesOf.values()) byPages.set(listed(pages), [...(byPages.get(listed(pages)) ?? []), finding]);
    const messages = [
      ...findings.map((f) => f.message),
      ...[...byPages].map(([pages, grouped]) => `${read > 1 ? `On ${pages}: ` : ''}${grouped.map((f) => f.message).join(' ')}`),
    ];
    const problems = [...findings, ...[...pagesOf.values()].map((e) => e.finding)];
    if (problems.length > 0) {
      return {
        status: problems.some((p) => p.status === 'fail') ? 'fail' : 'warn',
        message: [...messages, ...notes].join(' '),
        fix: [...new Set(problems.map((p) => p.fix))].join(' '),
      };
    }
    // Pages whose policies allow the same are said together: "the policy (header) of "/" and "/authenticate" allows …".
    const said = new Map<string, { text: string; pages: string[] }>();
    for (const g of groups.values()) {
      const text = `(${g.from}) of PAGES allows the widget's ${loadCounts(g.loads)}`;
      said.set(text, { text, pages: [...(said.get(text)?.pages ?? []), ...g.pages] });
    }
    const summaries = [...said.values()].map(({ text, pages }) => `the policy ${text.replace('PAGES', listed(pages))}`);
    const none = withoutPolicy ? [`${withoutPolicy} page(s) send no policy, so nothing is blocked there`] : [];
    const facts = [oneTapOn ? 'One Tap on' : '', typeof bot === 'string' ? '' : `captcha ${bot.on.captcha ? 'on' : 'off'} and DFP ${bot.on.dfp ? 'on' : 'off'} (${bot.from})`].filter(Boolean);
    return pass(
      `${[...summaries, ...none].join('; ')}${facts.length ? `; ${facts.join(', ')}` : ''}.${notes.length ? ` ${notes.join(' ')}` : ''}`.replace(/^./, (c) => c.toUpperCase()),
    );
  },
};
