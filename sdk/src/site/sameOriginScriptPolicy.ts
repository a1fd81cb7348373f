/**
 * The text of a page's first inline script (run by its nonce) under the strict policy, where a bundler's runtime loads
 * the site's chunks by a script URL given as a string and has no Trusted Types policy of its own (Turbopack's, unlike
 * webpack's 'nextjs#bundler'): a `default` policy that passes the site's own script URLs and refuses any other. The
 * policy must be named in the response's `trusted-types` (`extra: { trustedTypes: ['default'] }`).
 */
export const SAME_ORIGIN_SCRIPT_POLICY = `window.trustedTypes?.createPolicy('default', { createScriptURL(url) {
  if (new URL(url, location.href).origin !== location.origin) throw new TypeError('Only this site\\'s scripts may load by URL: ' + url);
  return url;
} });`;

/** The nonce a Content-Security-Policy header names in its `script-src` (a server's own policy), or undefined. */
export function policyNonce(policy: string | null | undefined): string | undefined {
  return /script-src[^;]*'nonce-([A-Za-z0-9+/_-]+={0,2})'/.exec(policy ?? '')?.[1];
}
