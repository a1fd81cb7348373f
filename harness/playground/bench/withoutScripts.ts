/**
 * The page's HTML with every script taken out: the `<script>` elements, and the links that preload scripts (they
 * would fetch what nothing runs). The stylesheets, inline styles and markup stay as they are.
 */
export function withoutScripts(html: string): string {
  const stripped = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*>/gi, (link) => (/\brel="modulepreload"/i.test(link) || (/\brel="preload"/i.test(link) && /\bas="script"/i.test(link)) ? '' : link));
  if (/<script\b/i.test(stripped)) throw new Error('bench: a script is left in the static copy');
  return stripped;
}
