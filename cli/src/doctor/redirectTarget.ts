/** The statuses a browser follows through `Location`. */
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Where a redirect leads, or why doctor stops at it. */
export type RedirectStep = { next: URL } | { problem: string; leaves?: URL };

/**
 * Where `response` (to a request for `current`) redirects: null when it is no redirect; else the next URL when it
 * stays on `host` over http(s), or the problem: a Location that is not a URL, another scheme, or another host
 * (`leaves` then holds it), which doctor never follows, as it may be a private address the answer points it at.
 * `whose` names the host in the message ("the provider's").
 */
export function redirectTarget(response: Response, current: URL | string, host: string, whose: string): RedirectStep | null {
  const location = response.headers.get('location');
  if (!REDIRECTS.has(response.status) || location === null) return null;
  let next: URL;
  try {
    next = new URL(location, current);
  } catch {
    return { problem: 'it redirects to a Location that is not a URL' };
  }
  if (next.protocol !== 'http:' && next.protocol !== 'https:') return { problem: `it redirects to a ${next.protocol} URL, which doctor does not follow` };
  if (next.host !== host) return { problem: `it redirects to ${next.href}, off ${whose} host ${host}: doctor does not follow it`, leaves: next };
  return { next };
}
