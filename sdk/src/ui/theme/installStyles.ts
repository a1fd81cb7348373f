import { baseCss } from './baseCss.ts';

const STYLE_ID = 'auth-widget-styles';

/** The CSS of the screens shown so far (Main's, the groups'): a stylesheet installed later starts with it. */
const added: string[] = [];

/** Where a stylesheet was installed (the page, shadow roots), held weakly so a removed widget's shadow root can go. */
const parents = new Set<WeakRef<Document | ShadowRoot>>();
const known = new WeakSet<Document | ShadowRoot>();

/** Adds rules to a stylesheet unless it has them (a server's holds the first screen's already). */
function append(style: Element, css: string): void {
  if (!style.textContent?.includes(css)) style.textContent += `\n${css}`;
}

/**
 * Adds the widget's stylesheet once to the page's head, or inside a shadow root (mount and the React components):
 * the base rules, then each screen's CSS as it first shows (`addStyles`). The stylesheet `renderLoginHtml` sent with
 * the first screen (it has the widget's id) is taken over instead: the rules it lacks join it rather than a second
 * copy of the base rules.
 */
export function installStyles(parent: Document | ShadowRoot, nonce: string | undefined): void {
  let style = parent.getElementById(STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    if (nonce) (style as HTMLStyleElement).nonce = nonce;
    style.textContent = baseCss;
    (parent === document ? document.head : (parent as ShadowRoot)).appendChild(style);
  }
  for (const css of added) append(style, css);
  if (!known.has(parent)) parents.add(new WeakRef(parent));
  known.add(parent);
}

/**
 * Adds a screen's CSS (Main's as it first renders, a lazily loaded group's) to every stylesheet installed so far
 * (and to the ones installed later).
 * It goes into the same style element, so it keeps that element's CSP nonce.
 */
export function addStyles(css: string): void {
  if (added.includes(css)) return;
  added.push(css);
  for (const ref of parents) {
    const style = ref.deref()?.getElementById(STYLE_ID);
    if (style) append(style, css);
    else parents.delete(ref);
  }
}
