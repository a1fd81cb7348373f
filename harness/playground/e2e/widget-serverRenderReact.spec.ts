/**
 * `<Login>` of `@auth-widget/sdk/react` rendered by React 19 on a server (`renderToString`) and hydrated by React in
 * Chromium (`hydrateRoot`), as a React host with server rendering does: the first screen is in the page, styled,
 * before any script; typing before hydration is kept and signs in; hydration reports no mismatch and keeps the
 * server's nodes. With `enableShadowDOM` the server sends a declarative shadow root, which React cannot hydrate: the
 * widget renders the same screen beside it and removes it in one commit. The test prints how long that takes and
 * checks that no rendering opportunity fell between showing the new screen and removing the old one.
 */
import type { Page } from '@playwright/test';
import { createAuthClient } from '@auth-widget/sdk';
import type { WidgetConfig } from '@auth-widget/sdk/react';
import type { Site } from '../demo/server/siteServer.ts';
import { expect, test } from '../fixtures/index.ts';
import { serveReactHost } from '../fixtures/reactHostSite.ts';
import { collectErrors, expectSignedIn, holdBack, type PageWindow, typePasscode } from './helpers.ts';

const CONFIG: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

const reactTest = test.extend<{ serve: (config: WidgetConfig) => Promise<Site> }>({
  serve: async ({ emulatorServer }, use) => {
    const sites: Site[] = [];
    // A client made on the server, as a React host's provider makes one there: it sends nothing while rendering.
    const client = createAuthClient(emulatorServer.publicToken, { endpoints: { testApiUrl: emulatorServer.url }, autoRefresh: false });
    await use(async (config) => {
      const site = await serveReactHost({ config, emulatorUrl: emulatorServer.url, publicToken: emulatorServer.publicToken, client });
      sites.push(site);
      return site;
    });
    for (const site of sites) await site.stop();
    client.dispose();
  },
});

/** Opens the page while its script is held back; the returned function lets it load. */
async function openHeldBack(page: Page, site: Site): Promise<() => void> {
  const release = await holdBack(page, `${site.url}/assets/app.js`);
  await page.goto(site.url, { waitUntil: 'commit' });
  return release;
}


reactTest('React hydrates the server markup in place, with what was typed, and signs in with it @flows', async ({ page, serve, inbox }) => {
  const errors = collectErrors(page);
  const release = await openHeldBack(page, await serve(CONFIG));
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  // Styled by the stylesheet sent in the widget's element.
  await expect(page.locator('.aw-root')).toHaveCSS('width', '400px');
  const submit = page.getByRole('button', { name: 'Continue with email' });
  // The capture script sent with the markup has enabled it (widget-captureSubmit.spec.ts presses it this early).
  await expect(submit).toBeEnabled();
  await page.getByRole('textbox', { name: 'Email' }).fill('react@example.com');
  // The server's nodes, remembered without touching their markup (an attribute would be a mismatch of its own).
  await page.evaluate(() => {
    (window as unknown as { __serverNodes: Element[] }).__serverNodes = Array.from(document.querySelectorAll('#root h2, #root input, #root button'));
  });

  release();
  // Hydrated: the "Loading" text the waiting buttons were described by is gone.
  await expect(page.locator('#root [id$="-wait"]')).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('react@example.com');
  expect(await page.evaluate(() => (window as unknown as { __serverNodes: Element[] }).__serverNodes.map((node) => node.isConnected))).toEqual([true, true, true]);
  expect(await page.evaluate(() => (window as unknown as { __recoverable: string[] }).__recoverable)).toEqual([]);
  // The page's one stylesheet of the widget, in the head (the server's went once hydrated), and the root's theme.
  expect(await page.evaluate(() => Array.from(document.querySelectorAll('style'), (style) => style.id || style.parentElement!.className))).toEqual([
    'auth-widget-styles',
    'aw-root',
  ]);

  await submit.click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await typePasscode(page, await inbox.code('react@example.com'));
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expectSignedIn(page);
  expect(errors).toEqual([]);
});

reactTest('a declarative shadow root is replaced by the widget\'s own render in one commit, keeping the text and the focus', async ({ page, serve }) => {
  const errors = collectErrors(page);
  const release = await openHeldBack(page, await serve({ ...CONFIG, enableShadowDOM: true }));
  const field = page.getByRole('textbox', { name: 'Email' });
  // Parsed into a shadow root by the browser itself: styled, scoped, no script.
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await expect(page.locator('.aw-root')).toHaveCSS('width', '400px');
  expect(await page.evaluate(() => document.querySelector('[data-auth-widget="login"]')?.shadowRoot?.mode)).toBe('open');
  await field.fill('shadow@example.com');
  await field.focus();
  // Every batch of changes to the shadow root, with the time it was seen.
  await page.evaluate(() => {
    const shadow = document.querySelector('[data-auth-widget="login"]')!.shadowRoot!;
    const batches: { at: number; added: string[]; removed: string[] }[] = [];
    (window as unknown as { __batches: typeof batches }).__batches = batches;
    const name = (node: Node) => (node instanceof Element ? `${node.localName}${node.hasAttribute('data-auth-widget-server') ? '[server]' : ''}${node.className ? `.${node.className}` : ''}` : '');
    new MutationObserver((records) => {
      const added = records.flatMap((record) => Array.from(record.addedNodes).map(name)).filter(Boolean);
      const removed = records.flatMap((record) => Array.from(record.removedNodes).map(name)).filter(Boolean);
      batches.push({ at: performance.now(), added, removed });
    }).observe(shadow, { childList: true, subtree: true });
  });

  release();
  await expect(page.locator('[data-auth-widget-server]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue with email' })).toBeEnabled();
  await expect(field).toHaveValue('shadow@example.com');
  await expect(field).toBeFocused();
  const { batches, start } = await page.evaluate(() => ({
    batches: (window as unknown as { __batches: { at: number; added: string[]; removed: string[] }[] }).__batches,
    start: (window as unknown as { __hydrateStart: number }).__hydrateStart,
  }));
  // The batch that removes the server's markup also shows the widget's render of the screen: no rendering
  // opportunity fell between them, so no frame had both or neither.
  const swap = batches.find((batch) => batch.removed.includes('div[server]'));
  expect(swap?.added).toContain('div.aw-root');
  const container = batches.find((batch) => batch.added.includes('div'));
  console.log(
    `shadow takeover: ${(swap!.at - start).toFixed(1)} ms from hydrateRoot to the swap, ` +
      `${(swap!.at - container!.at).toFixed(1)} ms between adding the (empty) container and the swap`,
  );
  expect(await page.evaluate(() => (window as unknown as { __recoverable: string[] }).__recoverable)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as PageWindow).__client.session.getSync())).toBeNull();
  expect(errors).toEqual([]);
});
