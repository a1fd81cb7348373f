import { elementSelector } from '../elementSelector.ts';
import { printable } from '../printable.ts';
import { quoted } from '../quoted.ts';
import { scanHtml, type HtmlScan } from '../scanHtml.ts';
import { fail, pass, warn, type Check } from '../types.ts';
import { unreadSite } from '../unreadSite.ts';

/**
 * Where a site mounts the widget when doctor is not told: the element the React components render
 * (`<div data-auth-widget="login">`, in the server's HTML too), and the element the vanilla template mounts into.
 */
const KNOWN_MOUNTS = '[data-auth-widget], #login';

/** Ids of the one empty element that client-rendered apps (React, Vue, Svelte, Next.js pages) fill in the browser. */
const APP_ROOTS = new Set(['root', 'app', '__next', '__nuxt', 'svelte', 'q-app']);

/** Below this many characters of text, with scripts to run, a page is a shell its scripts render (a title's worth). */
const SHELL_TEXT = 20;

/** Why the page looks rendered in the browser (its HTML has only a root element and scripts), or null. */
function clientRendered(scan: HtmlScan): string | null {
  const root = scan.elements.find((e) => e.empty && APP_ROOTS.has(e.attributes.get('id') ?? ''));
  const scripts = scan.externalScripts > 0 || scan.elements.some((e) => e.name === 'script');
  if (root && scripts) return `its HTML has an empty #${root.attributes.get('id')} and scripts that render into it`;
  if (scripts && scan.textLength < SHELL_TEXT) return 'its HTML has almost no text, only scripts that render the page';
  return null;
}

/**
 * Site: the `--site` page's HTML has the element the widget mounts into, from `--widget-element`, `widgetElement` in
 * the settings file, or the usual ones (the React components' `[data-auth-widget]`, the vanilla template's `#login`).
 * A page its scripts render in the browser has no such element in its HTML: that is a warning that says how to look,
 * not a fail. A missing element doctor was told of is a fail; one of the usual ones, a warning (the site may mount
 * elsewhere).
 */
export const siteWidget: Check = {
  id: 'site-widget',
  title: 'Site widget element',
  site: true,
  run({ site, snapshot, widgetElement }) {
    if (!snapshot) return pass('Skipped: no --site URL.');
    const unread = unreadSite(snapshot);
    if (unread) return unread;
    const configured = widgetElement ?? site.widgetElement;
    if (configured !== undefined && (typeof configured !== 'string' || configured.trim() === '')) {
      return fail('widgetElement in the settings file must be a CSS selector string.', 'Set it to the selector the site mounts the widget with, such as "#login".');
    }
    const text = typeof configured === 'string' ? configured.trim() : KNOWN_MOUNTS;
    const from = widgetElement !== undefined ? '--widget-element' : typeof configured === 'string' ? 'widgetElement in the settings file' : 'the usual mount points';
    const selector = elementSelector(text);
    if (!selector) {
      return warn(
        `Not checked: the selector ${quoted(text)} (${from}) has combinators, pseudo-classes or escapes, which doctor does not match against HTML.`,
        'Give a simpler selector that names the element itself, such as "#login" or "[data-auth-widget]".',
      );
    }
    const page = snapshot.main;
    const scan = scanHtml(page.html);
    const found = scan.elements.find((e) => selector.matches(e));
    const where = quoted(page.finalUrl);
    if (found) {
      const id = found.attributes.get('id');
      // The tag name runs to whitespace or ">", so it has no line break, but may hold any other character.
      return pass(`${where} has the widget's element (a <${printable(found.name)}>${id ? ` with id ${quoted(id)}` : ''}, matching ${quoted(text)}).`);
    }
    const shell = clientRendered(scan);
    if (shell) {
      return warn(
        `${where} has no element matching ${quoted(text)} (${from}) in its HTML, but it looks rendered in the browser: ${shell}. Doctor reads HTML and runs no script, so it cannot see the widget's element.`,
        `Open ${quoted(page.finalUrl)} in a browser and run document.querySelector(${quoted(text)}) in its console once the page has loaded: it must find the element.`,
      );
    }
    const truncated = page.truncated ? ' (only the page\'s beginning was read)' : '';
    if (from === 'the usual mount points') {
      return warn(
        `${where} has none of the usual mount points (${text}) in its HTML${truncated}: the widget has nowhere to mount, unless the site mounts it elsewhere.`,
        'Pass --widget-element (or set widgetElement in the settings file) to the selector your mount call uses, such as "#signin".',
      );
    }
    return fail(
      `${where} has no element matching ${quoted(text)} (${from}) in its HTML${truncated}: mounting fails with "The selector applies to no DOM elements currently on the page".`,
      `Add the element (such as <div id="login"></div>) to the page, or give the selector the site's mount call uses.`,
    );
  },
};
