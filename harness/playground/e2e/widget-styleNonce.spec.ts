/**
 * The widget under a strict policy whose styles are allowed by nonce alone (`style-src 'nonce-…'`, no 'unsafe-inline'),
 * scripts by nonce with 'strict-dynamic', and Trusted Types enforced. Such a policy drops every `style` attribute of
 * markup: a first screen a server rendered (`renderLoginHtml` taken over by `mountLogin`, React's `<Login>` hydrated)
 * must still look as the browser-only mount of the same config looks under the same policy (the submit button's
 * colour, the root's corners, a theme variable, the watermark's size), before its script runs and after, with no
 * violation; with captcha on, the reCAPTCHA badge is hidden under it as well.
 */
import type { Page } from '@playwright/test';
import type { WidgetConfig, WidgetStyles } from '@auth-widget/sdk/ui';
import { renderLoginHtml } from '@auth-widget/sdk/ui/server';
import { expect, mountInPage } from '../fixtures/index.ts';
import type { ServerRenderedSite } from '../fixtures/serverRenderedSite.ts';
import { STRICT_NONCE, strictPolicyTest } from '../fixtures/strictPolicyTest.ts';

const CONFIG: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };
const STYLES: WidgetStyles = {
  colors: { primary: '#0B3D2E' },
  container: { borderRadius: '14px' },
  buttons: { primary: { backgroundColor: '#7A1F5C', borderRadius: '10px' } },
};
/** What STYLES make of the widget, as a browser computes it. */
const THEMED = { submitBackground: 'rgb(122, 31, 92)', rootRadius: '14px', primary: '#7A1F5C', watermarkWidth: 150 };

/** Records every `securitypolicyviolation` of the page's documents, and every console error, from the first script on. */
async function watch(page: Page): Promise<{ violations: () => Promise<string[]>; errors: string[] }> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`), true);
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    errors,
    // A violation event is queued as a task: one more task lets the last one land first.
    violations: () => page.evaluate(() => new Promise<string[]>((resolve) => setTimeout(() => resolve((window as unknown as { __violations: string[] }).__violations), 0))),
  };
}

/** How the widget looks: the submit button's colour, the root's corners, a theme variable and the watermark's size. */
async function looks(page: Page) {
  // The watermark comes with bootstrap's answer, after the first screen.
  await expect(page.locator('.aw-watermark svg')).toBeVisible();
  return page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('.aw-root')!;
    const submit = Array.from(root.querySelectorAll('button')).find((button) => button.textContent === 'Continue with email')!;
    const svg = root.querySelector('.aw-watermark svg')!;
    return {
      submitBackground: getComputedStyle(submit).backgroundColor,
      rootRadius: getComputedStyle(root).borderTopLeftRadius,
      primary: getComputedStyle(root).getPropertyValue('--aw-button-primary-background').trim(),
      watermarkWidth: Math.round(svg.getBoundingClientRect().width),
      // The watermark's type: its text as drawn, which the svg's width scales.
      watermarkText: Math.round(svg.querySelector('text')!.getBoundingClientRect().height),
    };
  });
}

/** The submit button's box. */
const submitBox = (page: Page) => page.getByRole('button', { name: 'Continue with email' }).boundingBox();

/** Opens a site's page, waits for its script, and mounts the login widget with the page's nonce. */
async function mountLoginIn(page: Page, site: ServerRenderedSite): Promise<void> {
  site.release();
  await page.goto(site.url);
  await page.waitForFunction(() => typeof (window as unknown as { __mount?: unknown }).__mount === 'function');
  await mountInPage(page, { config: CONFIG, styles: STYLES, nonce: STRICT_NONCE });
  await expect(page.getByRole('button', { name: 'Continue with email' })).toBeEnabled();
}

strictPolicyTest('renderLoginHtml under a nonce-only style policy: styled before its script, taken over by mountLogin, as the browser-only mount looks, no violation @flows', async ({
  page,
  serve,
}) => {
  const watched = await watch(page);
  const site = await serve(await renderLoginHtml({ config: CONFIG, styles: STYLES, nonce: STRICT_NONCE }));
  await page.goto(site.url, { waitUntil: 'commit' });
  // The server's HTML alone, no script yet: themed by its own rule.
  const submit = page.getByRole('button', { name: 'Continue with email' });
  await expect(submit).toHaveCSS('background-color', THEMED.submitBackground);
  await expect(page.locator('.aw-root')).toHaveCSS('border-top-left-radius', THEMED.rootRadius);
  const before = await submitBox(page);

  site.release();
  await page.waitForFunction(() => typeof (window as unknown as { __mount?: unknown }).__mount === 'function');
  await mountInPage(page, { config: CONFIG, styles: STYLES, nonce: STRICT_NONCE });
  await expect(submit).toBeEnabled();
  // Taken over where it is: nothing moved.
  expect(await submitBox(page)).toEqual(before);
  const taken = await looks(page);
  expect(taken).toMatchObject(THEMED);
  expect(await watched.violations()).toEqual([]);

  // The same config mounted by the browser alone, under the same policy.
  const browserOnly = await serve('');
  await mountLoginIn(page, browserOnly);
  expect(await looks(page)).toEqual(taken);
  expect(await watched.violations()).toEqual([]);
  expect(watched.errors).toEqual([]);
});

strictPolicyTest('React <Login> rendered on a server with the nonce and hydrated: as the browser-only render looks, no mismatch, no violation @flows', async ({
  page,
  serveReact,
}) => {
  const watched = await watch(page);
  await page.goto((await serveReact({ config: CONFIG, styles: STYLES })).url);
  await expect(page.getByRole('button', { name: 'Continue with email' })).toBeEnabled();
  const hydrated = await looks(page);
  expect(hydrated).toMatchObject(THEMED);
  expect(await page.evaluate(() => (window as unknown as { __recoverable: string[] }).__recoverable)).toEqual([]);
  expect(await watched.violations()).toEqual([]);

  await page.goto((await serveReact({ config: CONFIG, styles: STYLES, serverRendered: false })).url);
  await expect(page.getByRole('button', { name: 'Continue with email' })).toBeEnabled();
  expect(await looks(page)).toEqual(hydrated);
  expect(await watched.violations()).toEqual([]);
  expect(watched.errors).toEqual([]);
});

strictPolicyTest('captcha on: the reCAPTCHA badge is hidden under the policy, after a takeover and on a browser-only mount @flows', async ({ page, serve, emulator }) => {
  await emulator.botProtection({ captcha_enabled: true, site_key: 'site-key-style-nonce' });
  const watched = await watch(page);
  for (const html of [await renderLoginHtml({ config: CONFIG, styles: STYLES, nonce: STRICT_NONCE }), '']) {
    await mountLoginIn(page, await serve(html));
    await expect(page.locator('.aw-captcha-notice')).toBeVisible();
    await expect(page.locator('.grecaptcha-badge')).toHaveCount(1);
    await expect(page.locator('.grecaptcha-badge')).toBeHidden();
    expect(await watched.violations()).toEqual([]);
  }
  expect(watched.errors).toEqual([]);
});
