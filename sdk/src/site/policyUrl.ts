/** A host name a policy can hold: dot-separated labels of letters, digits and hyphens, or a bracketed IPv6 address. */
const POLICY_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/;

/**
 * The absolute http(s) URL in `value`, or what is wrong with it ("is "x", not an absolute http(s) URL"). A policy
 * is split on spaces, ";" and ",", and the URL parser lets ";", "," and quotes through in a host name: a URL that a
 * Content-Security-Policy will name must have a host a policy can hold, so a setting cannot add directives.
 */
export function policyUrl(value: unknown): URL | string {
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    return `is ${JSON.stringify(value)}, not an absolute http(s) URL`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `is ${JSON.stringify(value)}, not an http(s) URL`;
  if (!POLICY_HOST.test(url.hostname)) return `has a host name a Content-Security-Policy cannot hold: ${JSON.stringify(url.hostname)}`;
  return url;
}
