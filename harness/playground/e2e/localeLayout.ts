/**
 * What the layout specs of every locale share (`locale-layout*.spec.ts`): the locales checked with their catalogues,
 * the check that nothing overflows at a phone's width and a narrow column's, and a runner that walks one flow in each
 * locale on one page, the widget mounted again for each.
 */
import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import {
  formatMessage,
  LOCALES,
  loadCatalogue,
  PSEUDO_LOCALES,
  RTL_LOCALES,
  type MessageValues,
  type StringKey,
  type Strings,
} from '@auth-widget/sdk/locales';
import { CHECKS_ANNOTATION, OVERFLOWS_ANNOTATION } from '../../../scripts/layoutChecksReporter.ts';
import { expect, mountInPage, openHostPage, test, type HostMountOptions } from '../fixtures/index.ts';

/** Every shipped locale and the pseudo-locales (long words, right to left). */
export const CHECKED = [...LOCALES, ...PSEUDO_LOCALES];
const catalogues = new Map<string, Strings>(await Promise.all(CHECKED.map(async (tag) => [tag, await loadCatalogue(tag)] as const)));

/** A phone's width and a narrow column's. */
export const WIDTHS = [320, 400];

/** One locale of each script the widget ships, where it ships one: axe runs on these. */
export const SCRIPT_SAMPLES = ['de', 'ru', 'ar', 'he', 'ja', 'zh-CN', 'ko', 'hi', 'th'].filter((tag) => (LOCALES as readonly string[]).includes(tag));

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What does not fit as shown: text wider than its button, label, tab, header, banner, toast or line (its scrollWidth
 * past its clientWidth), any visible element of the widget past the widget's box, and a toast (drawn over the page)
 * past the window's edges.
 */
function overflowsIn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('#widget .aw-root');
    if (!root) return ['no widget'];
    const box = root.getBoundingClientRect();
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const problems: string[] = [];
    for (const el of root.querySelectorAll<HTMLElement>('*')) {
      if (el.closest('.aw-sr-only') || el.closest('svg')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[data-visible="false"]')) continue;
      const [left, right] = el.closest('.aw-toasts') ? [0, document.documentElement.clientWidth] : [box.left, box.right];
      if (rect.left < left - 1 || rect.right > right + 1) problems.push(`outside the ${left === 0 ? 'window' : 'widget'}: ${name(el)}`);
      const textual = el.matches('button, label, a, h1, h2, h3, p, li, [role="tab"], .aw-label, .aw-header, .aw-banner, .aw-field-error, .aw-toast');
      if (textual && el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'auto' && style.overflowX !== 'scroll') {
        problems.push(`text overflows (${el.scrollWidth} > ${el.clientWidth}): ${name(el)}`);
      }
    }
    return problems;
  });
}

/** Axe on the widget's element, WCAG 2.1 A and AA. */
export async function audit(page: Page, what: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include('#widget').withTags(WCAG_21_AA).analyze();
  const violations = results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect(violations, `axe on ${what}`).toEqual([]);
}

/** One locale's walk: its texts, and the steps that mount the widget and check what it shows. */
export interface LocaleStep {
  locale: string;
  /** A text of the locale's catalogue, formatted with `values` as the widget formats it. */
  t: (key: StringKey, values?: MessageValues) => string;
  /** An address of its own for this locale's walk. */
  email: string;
  /** A fresh widget in this locale (unmounting the last one), its `lang` and `dir` checked. */
  mount: (options: Omit<HostMountOptions, 'locale'>) => Promise<void>;
  /** Checks the widget as it stands at each width; `state` names it in a failure. */
  check: (state: string) => Promise<void>;
}

/**
 * Opens the host page (after `before`, which may hold the page's calls or set the emulator's project) and runs `walk`
 * in every checked locale, then expects no overflow anywhere. The test's time grows with the locales: `perLocaleMs`
 * is what one locale's walk may take on a loaded machine. Records how many checks ran (states × locales × widths) and
 * the overflows found, as annotations that the run's last line sums (`scripts/layoutChecksReporter.ts`), also when a
 * step fails mid-walk.
 */
export async function inEveryLocale(
  page: Page,
  hostUrl: string,
  perLocaleMs: number,
  walk: (step: LocaleStep) => Promise<void>,
): Promise<void> {
  test.setTimeout(CHECKED.length * perLocaleMs + 30_000);
  await openHostPage(page, hostUrl, {});
  const problems: string[] = [];
  let checks = 0;
  try {
    for (const locale of CHECKED) {
      const catalogue = catalogues.get(locale)!;
      const dir = (RTL_LOCALES as readonly string[]).includes(locale) || locale === 'ar-XB' ? 'rtl' : 'ltr';
      await page.setViewportSize({ width: WIDTHS[0]!, height: 1200 });
      await walk({
        locale,
        t: (key, values) => formatMessage(catalogue[key], values, locale),
        email: `layout-${test.info().testId}-${locale}@example.com`.toLowerCase(),
        mount: async (options) => {
          // A fresh widget each time: mounting into one that holds a screen keeps that screen.
          await page.evaluate(() => (window as unknown as { __unmount(): void }).__unmount());
          await mountInPage(page, { ...options, locale });
          const root = page.locator('#widget .aw-root');
          await expect(root).toHaveAttribute('lang', locale);
          await expect(root).toHaveAttribute('dir', dir);
        },
        check: async (state) => {
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 1200 });
            problems.push(...(await overflowsIn(page)).map((problem) => `${locale} at ${width} px, ${state}: ${problem}`));
            checks += 1;
          }
        },
      });
    }
  } finally {
    test.info().annotations.push(
      { type: CHECKS_ANNOTATION, description: String(checks) },
      { type: OVERFLOWS_ANNOTATION, description: String(problems.length) },
    );
  }
  expect(problems).toEqual([]);
}
