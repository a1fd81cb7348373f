import { baseCss } from './baseCss.ts';

const STYLE_ID = 'auth-widget-styles';

/** The CSS of the screens shown so far (Main's, the groups'): a stylesheet installed later starts with it. */
const added: string[] = [];

/** Where a stylesheet was installed (the page, shadow roots), held weakly so a removed widget's shadow root can go. */
const parents = new Set<WeakRef<Document | ShadowRoot>>();

/**
 * Adds the widget's stylesheet once to the page's head, or inside a shadow root (mount and the React components):
 * the base rules, then each screen's CSS as it first shows (`addStyles`).
 */
export function installStyles(parent: Document | ShadowRoot, nonce: string | undefined): void {
  if (parent.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  if (nonce) style.nonce = nonce;
  style.textContent = [baseCss, ...added].join('\n');
  (parent === document ? document.head : (parent as ShadowRoot)).appendChild(style);
  parents.add(new WeakRef(parent));
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
    if (style) style.textContent += `\n${css}`;
    else parents.delete(ref);
  }
}
