import type { HtmlScan } from './scanHtml.ts';

/** Ids of the one empty element that client-rendered apps (React, Vue, Svelte, Next.js pages) fill in the browser. */
const APP_ROOTS = new Set(['root', 'app', '__next', '__nuxt', 'svelte', 'q-app']);

/** Below this many characters of text, with scripts to run, a page is a shell its scripts render (a title's worth). */
const SHELL_TEXT = 20;

/** Why the page looks rendered in the browser (its HTML has only a root element and scripts), or null. */
export function clientRendered(scan: HtmlScan): string | null {
  const root = scan.elements.find((e) => e.empty && APP_ROOTS.has(e.attributes.get('id') ?? ''));
  const scripts = scan.externalScripts > 0 || scan.elements.some((e) => e.name === 'script');
  if (root && scripts) return `its HTML has an empty #${root.attributes.get('id')} and scripts that render into it`;
  if (scripts && scan.textLength < SHELL_TEXT) return 'its HTML has almost no text, only scripts that render the page';
  return null;
}
