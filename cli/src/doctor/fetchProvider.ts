import { PAGE_LIMITS, readCapped } from './fetchPage.ts';
import { redirectTarget } from './redirectTarget.ts';

/** The provider's answer to one call, read under the doctor's size cap. */
export interface ProviderAnswer {
  status: number;
  /** The body as UTF-8 text; empty when there is a `problem`. */
  text: string;
  /** Why the answer cannot be used: larger than the cap, or a redirect off the provider's host. Null when it can. */
  problem: string | null;
}

/**
 * One GET to the provider: within 5 s, its body read under the one cap doctor reads anything with (a site's page's,
 * 1 MB: a provider's JSON is a few kilobytes), so a huge answer neither fills memory nor passes for a good one. fetch
 * follows no redirect: with `followRedirects`, one on the provider's own host is followed (three at most), and one
 * that leaves it (another host, a private address included) is named in `problem` instead. Throws when the provider
 * cannot be reached.
 */
export async function fetchProvider(
  url: string | URL,
  options: { fetch: typeof fetch; headers?: Record<string, string>; followRedirects?: boolean },
): Promise<ProviderAnswer> {
  const { timeoutMs, maxBytes, maxRedirects } = PAGE_LIMITS;
  const host = new URL(url).host;
  let current = new URL(url);
  for (let redirects = 0; ; redirects += 1) {
    const response = await options.fetch(current, { redirect: 'manual', headers: options.headers, signal: AbortSignal.timeout(timeoutMs) });
    const redirect = options.followRedirects ? redirectTarget(response, current, host, "the provider's") : null;
    if (redirect) {
      await response.body?.cancel().catch(() => {});
      if ('problem' in redirect) return { status: response.status, text: '', problem: redirect.problem };
      if (redirects >= maxRedirects) return { status: response.status, text: '', problem: `more than ${maxRedirects} redirects` };
      current = redirect.next;
      continue;
    }
    const { bytes, truncated } = await readCapped(response, maxBytes);
    if (truncated) {
      return { status: response.status, text: '', problem: `its answer is larger than ${maxBytes / 1024 / 1024} MB, the most doctor reads of one` };
    }
    return { status: response.status, text: new TextDecoder('utf-8').decode(bytes), problem: null };
  }
}
