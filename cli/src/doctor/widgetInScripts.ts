import { fetchPage, PAGE_LIMITS, type FetchedPage, type PageLimits } from './fetchPage.ts';
import type { HtmlScan } from './scanHtml.ts';
import { scriptImports } from './scriptImports.ts';

/**
 * Strings only the widget's code carries: the attribute every mount path puts on the widget's element (the React
 * components' `data-auth-widget`, the mount functions' `data-auth-widget-root`) and the custom element's tag.
 */
export const WIDGET_MARKERS = ['data-auth-widget', 'auth-widget-login'] as const;

/** Scripts read at most: a dev server serves one module per file, and the widget is a few imports from the entry. */
export const MAX_SCRIPTS = 40;

/** What doctor found in the scripts of a page its scripts render. */
export interface ScriptSearch {
  /** The first script that carries a marker, and which; null when none of those read does. */
  found: { url: string; marker: string } | null;
  /** Scripts read. */
  read: number;
  /** Scripts the page imports that were not read: the limit, or another origin. */
  unread: number;
}

/** The page's own script URLs: `<script src>` and `<link rel="modulepreload">`, on the page's origin. */
function entryScripts(page: FetchedPage, scan: HtmlScan): string[] {
  const urls: string[] = [];
  for (const element of scan.elements) {
    const rel = element.attributes.get('rel')?.toLowerCase().split(/\s+/) ?? [];
    const src = element.name === 'script' ? element.attributes.get('src') : element.name === 'link' && rel.includes('modulepreload') ? element.attributes.get('href') : undefined;
    if (src) urls.push(src);
  }
  return urls.flatMap((src) => resolved(src, page.finalUrl) ?? []);
}

/** `specifier` against `base`, when it stays on base's origin; else null. */
function resolved(specifier: string, base: string): string | null {
  try {
    const url = new URL(specifier, base);
    return url.origin === new URL(base).origin ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * For a page its scripts render in the browser, whether those scripts carry the widget: the page's own scripts, then
 * what they import, breadth first (a file whose path names the widget's package first, as a dev server's pre-bundled
 * dependency does), on the page's origin only, until one carries a marker or `MAX_SCRIPTS` were read. Doctor runs no
 * script: this finds the widget's code on the way to the page, not the element it renders.
 */
export async function widgetInScripts(
  page: FetchedPage,
  scan: HtmlScan,
  fetchImpl: typeof fetch,
  limits: PageLimits = PAGE_LIMITS,
): Promise<ScriptSearch> {
  const queue = entryScripts(page, scan);
  const seen = new Set(queue);
  const budget = { left: MAX_SCRIPTS, max: MAX_SCRIPTS };
  let read = 0;
  let offOrigin = 0;
  while (queue.length > 0 && budget.left > 0) {
    const url = queue.shift()!;
    const script = await fetchPage(url, { fetch: fetchImpl, budget, limits, kind: 'script' });
    if (script.error !== null || script.status !== 200) continue;
    read += 1;
    const marker = WIDGET_MARKERS.find((m) => script.html.includes(m));
    if (marker) return { found: { url, marker }, read, unread: queue.length + offOrigin };
    for (const specifier of scriptImports(script.html)) {
      const next = resolved(specifier, script.finalUrl);
      if (next === null) offOrigin += 1;
      else if (!seen.has(next)) {
        seen.add(next);
        if (/auth[-_]widget/.test(new URL(next).pathname)) queue.unshift(next);
        else queue.push(next);
      }
    }
  }
  return { found: null, read, unread: queue.length + offOrigin };
}
