import { clientRendered } from '../clientRendered.ts';
import { elementSelector } from '../elementSelector.ts';
import { printable } from '../printable.ts';
import { quoted } from '../quoted.ts';
import { scanHtml } from '../scanHtml.ts';
import { fail, pass, warn, type Check } from '../types.ts';
import { unreadSite } from '../unreadSite.ts';
import { MAX_SCRIPTS, WIDGET_MARKERS, widgetInScripts } from '../widgetInScripts.ts';

/**
 * Where a site mounts the widget when doctor is not told: the element the React components render
 * (`<div data-auth-widget="login">`, in the server's HTML too), and the element the vanilla template mounts into.
 */
const KNOWN_MOUNTS = '[data-auth-widget], #login';

/**
 * Site: the `--site` page's HTML has the element the widget mounts into, from `--widget-element`, `widgetElement` in
 * the settings file, or the usual ones (the React components' `[data-auth-widget]`, the vanilla template's `#login`).
 * A page its scripts render in the browser has no such element in its HTML: doctor follows its scripts' imports on the
 * site and passes when they carry the widget's code; when they do not, that is a warning that says how to look, not
 * a fail. A missing element doctor was told of is a fail; one of the usual ones, a warning (the site may mount
 * elsewhere).
 */
export const siteWidget: Check = {
  id: 'site-widget',
  title: 'Site widget element',
  site: true,
  async run({ site, snapshot, widgetElement, fetch }) {
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
      const scripts = await widgetInScripts(page, scan, fetch);
      if (scripts.found) {
        return pass(`${where} is rendered in the browser (${shell}), and its scripts carry the widget: ${quoted(scripts.found.url)} has ${quoted(scripts.found.marker)}.`);
      }
      const unread = scripts.unread > 0 ? `, ${scripts.unread} left unread (at most ${MAX_SCRIPTS} are read, on the site's origin)` : '';
      return warn(
        `${where} has no element matching ${quoted(text)} (${from}) in its HTML, and it looks rendered in the browser: ${shell}. None of the ${scripts.read} scripts doctor read from it${unread} carries the widget's code (${WIDGET_MARKERS.map(quoted).join(' or ')}); doctor runs no script, so it cannot see the element itself.`,
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
