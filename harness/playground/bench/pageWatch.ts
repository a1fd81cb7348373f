import type { Page } from '@playwright/test';
import { HEADER } from './config.ts';

/**
 * The watcher of the pages whose first screen is in their HTML (the Next.js pages, whose HTML the bench does not
 * write, and the plain page with `renderLoginHtml`'s markup): the browser runs it as an init script, before the
 * page's own. It records, in ms since navigation start:
 * - `__benchVisible`: the first animation frame in which the header is visible. Looked for in frames only: a
 *   server-rendered header is in the DOM, with a box, while the stylesheets still hold rendering back, and no frame
 *   runs until they are here, so that frame is the one that paints it (a mutation would come before the paint);
 * - `__benchInteractive`: the first frame in which the widget also takes input: its buttons are enabled and none
 *   waits (the server-rendered form's buttons are disabled, `data-waiting`, until the browser has hydrated it);
 * - `__benchPhone`: as the bench's own pages, when the phone field's country list has its entries;
 * - `__benchCls`: the layout shift so far (the entries caused by input left out).
 * A string, not a function: the bench runs under tsx, whose helpers a serialised function would call in the page.
 */
export const PAGE_WATCH = `(() => {
  const xpath = ${JSON.stringify(`//*[normalize-space(text())='${HEADER}']`)};
  window.__benchCls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__benchCls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const visible = () => {
    const el = document.evaluate(xpath, document, null, XPathResult.FIRST_ORDERED_NODE_TYPE, null).singleNodeValue;
    if (!el || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const interactive = () => {
    const buttons = [...document.querySelectorAll('main button')];
    return buttons.length > 0 && buttons.every((button) => !button.disabled) && !document.querySelector('[data-waiting]');
  };
  const frame = () => {
    const now = performance.now();
    if (!window.__benchPhone && document.querySelector('option[value="GB"]')) window.__benchPhone = now;
    if (!window.__benchVisible && visible()) window.__benchVisible = now;
    if (window.__benchVisible && !window.__benchInteractive && interactive()) window.__benchInteractive = now;
    if (!window.__benchInteractive || !window.__benchPhone) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

/** A page the bench watches with `PAGE_WATCH`. */
export interface PageWatch {
  script: string;
  /** False for the static copy: it has no script, so its buttons wait for ever. */
  hydrates: boolean;
}

/** What the load of a watched page measured besides the header: when the widget took input, and the layout shift. */
export interface Settled {
  /** ms since navigation start; NaN for a page that never hydrates. */
  interactive: number;
  cls: number;
}

/**
 * After the header showed: waits until the widget takes input (or, on the static copy, until the page's load event),
 * then two more frames, for a shift of the last frame to be reported, and reads the layout shift summed so far.
 */
export async function settle(tab: Page, watch: PageWatch, timeout: number): Promise<Settled> {
  let interactive = NaN;
  if (watch.hydrates) {
    await tab.waitForFunction(() => (window as { __benchInteractive?: number }).__benchInteractive, null, { timeout, polling: 50 }).catch((error: unknown) => {
      throw new Error(`${tab.url()}: the widget never took input (its buttons stayed disabled)`, { cause: error });
    });
    interactive = await tab.evaluate(() => (window as { __benchInteractive?: number }).__benchInteractive!);
  } else {
    await tab.waitForLoadState('load', { timeout });
  }
  await tab.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const cls = await tab.evaluate(() => (window as { __benchCls?: number }).__benchCls ?? NaN);
  return { interactive, cls };
}
