import { redirectTarget } from './redirectTarget.ts';

/** How far doctor goes for one page of a site. */
export interface PageLimits {
  /** Per request, its body included. */
  timeoutMs: number;
  /** Of the body read; the rest is left unread. */
  maxBytes: number;
  /** Redirects followed before giving up. */
  maxRedirects: number;
}

/**
 * A site's page is a few kilobytes to a few hundred; the cap is the settings file's (1 MB), so a wrong URL (a video, an
 * endless stream) neither fills memory nor holds doctor up, and the time limit bounds a site that trickles.
 */
export const PAGE_LIMITS: PageLimits = { timeoutMs: 5000, maxBytes: 1024 * 1024, maxRedirects: 3 };

/** What doctor read of one page. */
export interface FetchedPage {
  /** The URL asked for. */
  url: string;
  /** The URL that answered, after redirects (the one asked for when there was no answer). */
  finalUrl: string;
  /** The final answer's status; null when there was none. */
  status: number | null;
  /** Why there is no answer to read (a connection failure, a time-out, too many redirects); null when there is. */
  error: string | null;
  /** Where a redirect off the page's host led, which doctor did not follow (`error` says so); null otherwise. */
  leftHost: string | null;
  /** The Content-Security-Policy headers' values, joined by "," as a browser reads several (each is enforced). */
  csp: string | null;
  /** The Content-Type header, lower case; empty when absent. */
  contentType: string;
  /** The body as UTF-8 text, when it is what was asked for (HTML, or JavaScript for a script) or says no type; else empty. */
  html: string;
  /** The body was longer than `maxBytes`: `html` is its beginning. */
  truncated: boolean;
}

/** Requests left for the whole site: every request, each redirect included, takes one. */
export interface RequestBudget {
  left: number;
  /** The whole budget, for messages. */
  max: number;
}

/** The body's first `maxBytes`, and whether there was more. Stops reading (and cancels the rest) at the cap. */
export async function readCapped(response: Response, maxBytes: number): Promise<{ bytes: Uint8Array; truncated: boolean }> {
  if (!response.body) return { bytes: new Uint8Array(), truncated: false };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (total + value.byteLength > maxBytes) {
      chunks.push(value.subarray(0, maxBytes - total));
      total = maxBytes;
      truncated = true;
      await reader.cancel().catch(() => {});
      break;
    }
    chunks.push(value);
    total += value.byteLength;
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes, truncated };
}

/** Why a request failed, in a few words: undici hides the reason (ECONNREFUSED, ENOTFOUND) in the error's cause. */
function failureOf(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  const cause = e?.cause?.code ?? e?.cause?.message;
  return cause ? `${e?.message ?? 'fetch failed'} (${cause})` : (e?.message ?? String(error));
}

/**
 * Fetches one page as a browser would open it (GET, redirects on its host followed), or with `kind: 'script'` one of
 * its scripts (a JavaScript body), within the limits: http(s) only, at most `maxRedirects` redirects, each request
 * within `timeoutMs`, at most `maxBytes` of body, and no more requests than the budget has left. A redirect off the page's host (another site, or a private address a hostile answer
 * points at) is not followed: `error` says where it leads, and `leftHost` holds it. Never throws: a failure is in
 * `error`.
 */
export async function fetchPage(
  url: string,
  options: { fetch: typeof fetch; budget: RequestBudget; limits?: PageLimits; kind?: 'page' | 'script' },
): Promise<FetchedPage> {
  const script = options.kind === 'script';
  const limits = options.limits ?? PAGE_LIMITS;
  const page: FetchedPage = { url, finalUrl: url, status: null, error: null, leftHost: null, csp: null, contentType: '', html: '', truncated: false };
  const host = new URL(url).host;
  let current = url;
  for (let redirects = 0; ; redirects += 1) {
    if (options.budget.left <= 0) {
      page.error = `not fetched: doctor makes at most ${options.budget.max} requests to a site`;
      return page;
    }
    options.budget.left -= 1;
    const signal = AbortSignal.timeout(limits.timeoutMs);
    let response: Response;
    try {
      response = await options.fetch(current, { redirect: 'manual', signal, headers: { Accept: script ? '*/*' : 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' } });
    } catch (error) {
      page.error = failureOf(error, limits.timeoutMs);
      return page;
    }
    page.finalUrl = current;
    page.status = response.status;
    const redirect = redirectTarget(response, current, host, "the site's");
    if (redirect) {
      await response.body?.cancel().catch(() => {});
      if ('problem' in redirect) {
        page.error = redirect.problem;
        page.leftHost = redirect.leaves?.href ?? null;
        return page;
      }
      if (redirects >= limits.maxRedirects) {
        page.error = `more than ${limits.maxRedirects} redirects`;
        return page;
      }
      current = redirect.next.href;
      continue;
    }
    page.csp = response.headers.get('content-security-policy');
    page.contentType = (response.headers.get('content-type') ?? '').toLowerCase();
    if (page.contentType !== '' && !(script ? /javascript|ecmascript/.test(page.contentType) : page.contentType.includes('html'))) {
      await response.body?.cancel().catch(() => {});
      return page;
    }
    try {
      const { bytes, truncated } = await readCapped(response, limits.maxBytes);
      page.html = new TextDecoder('utf-8').decode(bytes);
      page.truncated = truncated;
    } catch (error) {
      page.error = `the page's body could not be read: ${failureOf(error, limits.timeoutMs)}`;
    }
    return page;
  }
}
