/**
 * What a build writes where each response's nonce goes (Vite's `html.cspNonce`): the server that sends a page
 * replaces every occurrence with the nonce it names in that response's policy.
 */
export const NONCE_PLACEHOLDER = 'auth-widget-csp-nonce';

/**
 * The nonce the server gave this page, for the widget's `nonce` option: the one on Vite's
 * `<meta property="csp-nonce">`, read through the element's `nonce` property (browsers empty the attribute once a
 * policy is enforced), else the attribute where a DOM has no such property. Undefined where there is none, or where
 * no server replaced the placeholder (the dev server), and outside a browser (a module imported on a server).
 */
export function pageNonce(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string | undefined {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce');
  return nonce && nonce !== NONCE_PLACEHOLDER ? nonce : undefined;
}
