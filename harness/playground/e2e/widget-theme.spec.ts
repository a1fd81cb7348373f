/**
 * Theme values and the network: a theme value becomes a CSS custom property, which takes
 * any token stream, so `url(…)` in a colour would make the visitor's browser fetch that URL. The mount refuses such
 * values before anything renders.
 */
import type { Page } from '@playwright/test';
import { expect, mountInPage, openHostPage, test } from '../fixtures/index.ts';

const PROBE = '/theme-probe.png';

/** Records every request the page makes for the probe image. */
function watchProbe(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === PROBE) seen.push(request.url());
  });
  return seen;
}

test('a theme colour with url() is refused at mount and nothing is fetched', async ({ page, host }) => {
  const seen = watchProbe(page);
  await openHostPage(page, host.url);
  const refused = mountInPage(page, {
    config: { products: ['emailMagicLinks'] },
    styles: { container: { backgroundColor: `url(${host.url}${PROBE})` }, colors: { primary: `url(${host.url}${PROBE}?p)` } },
  });
  await expect(refused).rejects.toThrow(
    'Invalid call to mountLogin\nstyles.container.backgroundColor must be a plain CSS value: it contains a url()-like function\n' +
      'styles.colors.primary must be a plain CSS value: it contains a url()-like function',
  );
  await expect(page.locator('.aw-root')).toHaveCount(0);

  // The same value put straight into the widget's custom property does reach the network: the probe can see a
  // fetch, so the empty list above means the refused mount sent none.
  await mountInPage(page, { config: { products: ['emailMagicLinks'] } });
  await expect(page.getByRole('button', { name: 'Continue with email' })).toBeVisible();
  expect(seen).toEqual([]);
  await page.locator('.aw-root').evaluate((root, url) => (root as HTMLElement).style.setProperty('--aw-container-background', `url(${url})`), `${host.url}${PROBE}`);
  await expect.poll(() => seen.length).toBeGreaterThan(0);
});
