/**
 * The first screen in the server's HTML (`renderLoginHtml` of `@auth-widget/sdk/ui/server`), taken over by
 * `mountLogin` in the browser: styled and readable before any script runs, in the page or in a declarative shadow
 * root; its fields take typing while the widget's script is held back (its Continue enabled by the capture script
 * sent with it); once the script runs, the widget takes the markup over where it is (same nodes, same boxes, no error),
 * and what was typed is what it signs in with.
 */
import type { Page } from '@playwright/test';
import { renderLoginHtml, type RenderHtmlOptions } from '@auth-widget/sdk/ui/server';
import { expect, mountInPage, test } from '../fixtures/index.ts';
import { serveServerRendered, type ServerRenderedSite } from '../fixtures/serverRenderedSite.ts';
import { collectErrors, expectSignedIn, typePasscode } from './helpers.ts';

const CONFIG: RenderHtmlOptions['config'] = { products: ['otp'], otpOptions: { methods: ['email'] } };

/** `serve(html)`: the page `serveServerRendered` makes, on a site stopped after the test. */
const ssrTest = test.extend<{ serve: (html: string) => Promise<ServerRenderedSite> }>({
  serve: async ({ emulatorServer }, use) => {
    const sites: ServerRenderedSite[] = [];
    await use(async (html) => {
      const site = await serveServerRendered(html, emulatorServer.url);
      sites.push(site);
      return site;
    });
    for (const site of sites) await site.stop();
  },
});

/** Opens a site's page while its script (the widget's code) is held back: the returned function lets it load. */
async function openHeldBack(page: Page, site: ServerRenderedSite): Promise<() => void> {
  await page.goto(site.url, { waitUntil: 'commit' });
  return site.release;
}


/** Marks the server's nodes, and records every element the page removes from the widget from now on. */
async function watchNodes(page: Page): Promise<void> {
  await page.evaluate(() => {
    const root = document.querySelector('#widget')!;
    // The server's container of the widget (beside it, its stylesheet moves to the head when taken over).
    const scope = (root.shadowRoot ?? root).querySelector('[data-auth-widget-root]')!;
    for (const [index, node] of Array.from(scope.querySelectorAll('h2, input, button')).entries()) {
      (node as HTMLElement).dataset.serverNode = String(index);
    }
    const removed: string[] = [];
    (window as unknown as { __removed: string[] }).__removed = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element) removed.push(`${node.localName}${node.className ? `.${node.className}` : ''}`);
        }
      }
    }).observe(scope, { childList: true, subtree: true });
  });
}

/** The boxes of the heading, the field and the submit button. */
async function boxes(page: Page) {
  return Promise.all(
    [page.getByRole('heading', { name: 'Sign up or log in' }), page.getByRole('textbox', { name: 'Email' }), page.getByRole('button', { name: 'Continue with email' })].map(
      (locator) => locator.boundingBox(),
    ),
  );
}

for (const shadow of [false, true]) {
  ssrTest(`server markup is styled and takes typing before the script, then the widget takes it over and signs in with what was typed${shadow ? ' (declarative shadow root)' : ''} @flows`, async ({
    page,
    serve,
    inbox,
  }) => {
    const email = `early${shadow ? '-shadow' : ''}@example.com`;
    const errors = collectErrors(page);
    const site = await serve(await renderLoginHtml({ config: { ...CONFIG, enableShadowDOM: shadow } }));
    const release = await openHeldBack(page, site);

    // No script has run: the server's HTML alone, styled (the base rules' width and the theme's primary colour).
    const heading = page.getByRole('heading', { name: 'Sign up or log in' });
    await expect(heading).toBeVisible();
    await expect(page.locator('.aw-root')).toHaveCSS('width', '400px');
    await expect(page.locator('.aw-root')).toHaveCSS('color', 'rgb(25, 48, 61)');
    expect(await page.evaluate(() => typeof (window as unknown as { __mount?: unknown }).__mount)).toBe('undefined');
    // With a shadow root the rules are in it, not in the page; without, the stylesheet and the root's theme.
    expect(await page.evaluate(() => document.querySelectorAll('style').length)).toBe(shadow ? 0 : 2);
    // The capture script sent with the markup has enabled Continue, and gone (widget-captureSubmit.spec.ts presses it
    // this early); the other buttons wait, disabled.
    const submit = page.getByRole('button', { name: 'Continue with email' });
    await expect(submit).toBeEnabled();
    await expect(submit).not.toHaveAttribute('aria-describedby');
    expect(await page.locator('#widget script').count()).toBe(0);

    // The visitor types: nothing is sent anywhere (the page stays, with the address typed).
    const field = page.getByRole('textbox', { name: 'Email' });
    await field.fill(email);
    expect(new URL(page.url()).search).toBe('');
    const before = await boxes(page);
    await watchNodes(page);

    release();
    await page.waitForFunction(() => typeof (window as unknown as { __mount?: unknown }).__mount === 'function');
    await mountInPage(page, { config: CONFIG, shadow });
    // Taken over: the "Loading" text the waiting buttons were described by is gone.
    await expect(page.locator('#widget [id$="-wait"]')).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await expect(submit).not.toHaveAttribute('aria-describedby');

    // Taken over in place: the same nodes, the same boxes, the address still there, nothing removed but the hint.
    await expect(field).toHaveValue(email);
    expect(await page.locator('[data-server-node]').count()).toBe(3);
    expect(await boxes(page)).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed)).toEqual(['span.aw-sr-only']);
    // The page's one stylesheet of the widget is the server's, adopted (moved into the head without Shadow DOM);
    // the root's theme stays in the root.
    const styles = await page.evaluate(() => Array.from(document.querySelectorAll('style'), (style) => `${style.parentElement!.localName}#${style.id}`));
    expect(styles).toEqual(shadow ? [] : ['head#auth-widget-styles', 'div#']);

    await submit.click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await expect(page.getByText(`A 6-digit passcode was sent to you at ${email}.`)).toBeVisible();
    await typePasscode(page, await inbox.code(email));
    await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
    await expectSignedIn(page);
    expect(errors).toEqual([]);
  });
}

ssrTest('the server markup is in the locale it was rendered in, and stays in it once taken over', async ({ page, serve }) => {
  const errors = collectErrors(page);
  const site = await serve(await renderLoginHtml({ config: CONFIG, locale: 'de' }));
  const release = await openHeldBack(page, site);
  await expect(page.getByRole('heading', { name: 'Registrieren oder anmelden' })).toBeVisible();
  release();
  await page.waitForFunction(() => typeof (window as unknown as { __mount?: unknown }).__mount === 'function');
  // The mount names no locale and the browser prefers English: the page stays German.
  await mountInPage(page, { config: CONFIG });
  await expect(page.getByRole('button', { name: 'Weiter mit E-Mail' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Registrieren oder anmelden' })).toBeVisible();
  expect(errors).toEqual([]);
});
