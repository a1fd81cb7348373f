/**
 * The attribute of an element a page renders empty for the widget's first screen to be written into on the server
 * (`withFirstScreen`), for frameworks whose hydration must not look inside it: Svelte 5 compares an `{@html}` with
 * what it finds and, when they differ, renders the whole page anew.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-auth-widget-first-screen';

const MARKER = `${FIRST_SCREEN_ATTRIBUTE}=""`;
const TAG_NAME = /^<([A-Za-z][A-Za-z0-9-]*)[\s/]/;

/**
 * Where the first empty element carrying `FIRST_SCREEN_ATTRIBUTE` has its start tag's end in `html`: the index just
 * after it, or -1. Linear on any page: the last `<` and `>` before each candidate come from one forward scan, and a
 * start tag's end is looked for once.
 */
function firstScreenSlot(html: string): number {
  let scanned = 0;
  let open = -1;
  let close = -1;
  let end = -1;
  for (let at = html.indexOf(MARKER); at !== -1; at = html.indexOf(MARKER, at + MARKER.length)) {
    for (; scanned < at; scanned++) {
      if (html[scanned] === '<') open = scanned;
      else if (html[scanned] === '>') close = scanned;
    }
    // In a tag (its `<` after the last `>`), as an attribute of its own.
    if (open === -1 || close > open || !/\s/.test(html[at - 1] ?? '')) continue;
    if (end < at) end = html.indexOf('>', at + MARKER.length);
    if (end === -1) return -1;
    const tag = TAG_NAME.exec(html.slice(open, open + 64))?.[1];
    if (tag && html.startsWith(`</${tag}>`, end + 1)) return end + 1;
  }
  return -1;
}

/**
 * The page's HTML with the widget's first screen (`renderLoginHtml` and its siblings, made by `render` only when
 * there is a place for it) written into the first element that carries `FIRST_SCREEN_ATTRIBUTE` and is empty; the
 * page as it was without one. For a server hook that sees the page whole (SvelteKit's `transformPageChunk`).
 */
export async function withFirstScreen(html: string, render: () => string | Promise<string>): Promise<string> {
  const slot = firstScreenSlot(html);
  if (slot === -1) return html;
  return html.slice(0, slot) + (await render()) + html.slice(slot);
}
