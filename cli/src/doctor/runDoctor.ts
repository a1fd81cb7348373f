import { resolve } from 'node:path';
import { checks as allChecks } from './checks/index.ts';
import type { PageLimits } from './fetchPage.ts';
import { fetchSite } from './fetchSite.ts';
import { fail, type Check, type CheckContext, type CheckResult, type CheckStatus, type SiteConfig } from './types.ts';
import { isRecord } from '../utils/isRecord.ts';
import { readRegularFile, UnfitFileError } from '../utils/readRegularFile.ts';
import { withoutTrailingSlashes } from '../utils/withoutTrailingSlashes.ts';

export interface DoctorOptions {
  /** Path of the settings file; default `auth-widget.config.json` in the working directory. */
  configPath?: string;
  /** Provider origin for live checks; default the config's endpoints for its token. */
  api?: string;
  /** The site's Content-Security-Policy header value; default the settings file's `csp`. */
  csp?: string;
  /** The running site's URL (`--site`): the site checks fetch its pages. */
  site?: string;
  /** The widget's mount selector (`--widget-element`); default the settings file's `widgetElement`. */
  widgetElement?: string;
  /** How far the site checks go for each page; default `PAGE_LIMITS`. */
  pageLimits?: PageLimits;
  /** Only these check ids. */
  only?: string[];
  fetch?: typeof fetch;
  /** The checks to run; default every check. */
  checks?: Check[];
}

export interface DoctorReport {
  ok: boolean;
  checks: { id: string; title: string; status: CheckStatus; message: string; fix: string }[];
}

/** The ids of every check, for `--help` and argument validation. */
export const checkIds = allChecks.map((c) => c.id);

/**
 * The largest settings file doctor reads. A real one is a few kilobytes; the cap keeps a wrong `--config` (a log,
 * a disk image) from filling memory, and bounds the time every check spends on the values.
 */
const MAX_SETTINGS_BYTES = 1024 * 1024;

/** Reads and parses the settings file, or explains why it cannot. */
async function readSite(path: string): Promise<SiteConfig | CheckResult> {
  let text: string;
  try {
    text = await readRegularFile(path, MAX_SETTINGS_BYTES, '1 MB');
  } catch (error) {
    if (error instanceof UnfitFileError) {
      return fail(
        `${path} ${error.message}.`,
        error.reason === 'too-large'
          ? "Pass --config the site's auth-widget.config.json: a settings file is a few kilobytes."
          : "Pass --config the site's auth-widget.config.json, a regular file.",
      );
    }
    const code = (error as NodeJS.ErrnoException).code;
    return fail(
      code === 'ENOENT' ? `${path} does not exist.` : `${path} cannot be read: ${(error as Error).message}.`,
      'Run doctor in the site folder, or pass --config <file>.',
    );
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed)) return fail(`${path} must hold a JSON object.`, 'Write { "publicToken": …, "config": { "products": […] } }.');
    return parsed as SiteConfig;
  } catch (error) {
    return fail(`${path} is not valid JSON: ${(error as Error).message}.`, 'Fix the JSON syntax.');
  }
}

/**
 * The API origin for live checks: the flag, else the config's endpoint for its token kind. A live token without
 * `endpoints.liveApiUrl` uses the provider's live API, which doctor calls only when `--api` names it.
 */
function apiFor(site: SiteConfig, flag: string | undefined): string | null {
  if (flag) return withoutTrailingSlashes(flag);
  const token = typeof site.publicToken === 'string' ? site.publicToken : '';
  const url: unknown = token.includes('public-token-test') ? site.endpoints?.testApiUrl : site.endpoints?.liveApiUrl;
  // The settings file is any JSON: a number here would make every live check crash on a string method.
  return typeof url === 'string' && url ? withoutTrailingSlashes(url) : null;
}

/** Runs the checks. A check that throws counts as a fail; it never stops the others. */
export async function runDoctor(options: DoctorOptions = {}): Promise<DoctorReport> {
  const path = resolve(options.configPath ?? 'auth-widget.config.json');
  const site = await readSite(path);
  if ('status' in site) {
    return { ok: false, checks: [{ id: 'config-file', title: 'Settings file', ...site }] };
  }
  const ctx: CheckContext = {
    site,
    api: apiFor(site, options.api),
    fetch: options.fetch ?? globalThis.fetch,
    csp: options.csp,
    widgetElement: options.widgetElement,
  };
  const selected = (options.checks ?? allChecks).filter((c) =>
    options.only?.length ? options.only.includes(c.id) : (!c.live || ctx.api !== null) && (!c.site || options.site !== undefined),
  );
  // The site is fetched once, before the checks that read it, and only when one of them runs.
  if (options.site !== undefined && selected.some((c) => c.site)) {
    ctx.snapshot = await fetchSite(options.site, site, ctx.fetch, { limits: options.pageLimits });
  }
  const results = [{ id: 'config-file', title: 'Settings file', status: 'pass' as CheckStatus, message: `Read ${path}.`, fix: '' }];
  for (const check of selected) {
    let result: CheckResult;
    try {
      result = await check.run(ctx);
    } catch (error) {
      result = fail(`The check crashed: ${(error as Error).message}.`, 'Fix the value it was reading; the config is probably malformed there.');
    }
    results.push({ id: check.id, title: check.title, ...result });
  }
  return { ok: results.every((r) => r.status !== 'fail'), checks: results };
}
