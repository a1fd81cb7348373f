/**
 * True when a token has the shape of a secret API key (`secret-…`, `sk-…`, `sk_…`, any case, leading spaces
 * ignored) rather than a public token. Secrets must never reach a browser, and every place a token goes in this kit
 * does (each template bundles auth-widget.config.json into its pages), so doctor fails such a token and the
 * scaffolder refuses to write one: both ask this one rule.
 */
export function isSecretKey(token: string): boolean {
  return /^\s*(?:secret-|sk[-_])/i.test(token);
}
