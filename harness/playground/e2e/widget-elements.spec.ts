/**
 * The custom elements (`@auth-widget/sdk/elements`) on a plain HTML page whose one script is the elements' entry:
 * `<auth-widget-login public-token="…" config='…'>` signs in with an email passcode and with a passkey, and the page
 * hears the success event; a server's render of the element (`renderLoginElementHtml`) is taken over in place when
 * the script arrives, keeping what was typed and the focus.
 */
import type { Page } from '@playwright/test';
import { renderLoginElementHtml } from '@auth-widget/sdk/ui/server';
import { ELEMENTS_SCRIPT, loginElementTag as loginTag, serveElementsPage, type ElementsSite } from '../fixtures/elementsSite.ts';
import { expect, test } from '../fixtures/index.ts';
import { registerPasskey, typePasscode } from './helpers.ts';

/** `serveElements(body)`: the page `serveElementsPage` makes, on a site stopped after the test. */
const elementsTest = test.extend<{ serveElements: (body: string, options?: { heldBack?: boolean }) => Promise<ElementsSite> }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern; this one uses none
  serveElements: async ({}, use) => {
    const sites: ElementsSite[] = [];
    await use(async (body, options) => {
      const site = await serveElementsPage(body, options);
      sites.push(site);
      return site;
    });
    for (const site of sites) await site.stop();
  },
});

/** The success events the page heard: the provider's answers. */
async function heard(page: Page): Promise<{ user_id?: string }[]> {
  return page.evaluate(() => (window as unknown as { __heard: { user_id?: string }[] }).__heard);
}

elementsTest('a plain page\'s <auth-widget-login> signs in with an email passcode and the page hears auth-widget-success @flows', async ({ page, emulatorServer: emulator, inbox, serveElements }) => {
  const site = await serveElements(loginTag(emulator, { products: ['otp'], otpOptions: { methods: ['email'] } }));
  await page.goto(site.url);
  expect(await page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')))).toEqual([ELEMENTS_SCRIPT]);
  const email = 'element@example.com';
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await typePasscode(page, await inbox.code(email));
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect.poll(async () => (await heard(page)).map((answer) => answer.user_id)).toEqual([expect.stringMatching(/^user-/)]);
});

elementsTest('a plain page\'s <auth-widget-login> signs in with a passkey', async ({ page, host, emulatorServer: emulator, inbox, passkeys, serveElements }) => {
  await passkeys.add();
  // A returning passkey user (made through the test host page: same site, same relying party), signed out.
  await registerPasskey(page, host.url, (to) => inbox.code(to), 'passkey-element@example.com');
  const site = await serveElements(loginTag(emulator, { products: ['oauth', 'passkeys'], oauthOptions: { providers: [{ type: 'github' }] } }));
  await page.goto(site.url);
  await page.getByRole('button', { name: 'Login with a Passkey' }).click();
  await expect(page.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
  await expect.poll(async () => (await heard(page)).map((answer) => answer.user_id)).toEqual([expect.stringMatching(/^user-/)]);
});

elementsTest('a server-rendered <auth-widget-login> is taken over in place, keeping what was typed and the focus', async ({ page, emulatorServer: emulator, inbox, serveElements }) => {
  const config = { products: ['otp' as const], otpOptions: { methods: ['email' as const] } };
  const html = await renderLoginElementHtml({ publicToken: emulator.publicToken, clientOptions: { endpoints: { testApiUrl: emulator.url } }, config });
  const site = await serveElements(html, { heldBack: true });
  await page.goto(site.url, { waitUntil: 'commit' });
  const field = page.getByRole('textbox', { name: 'Email' });
  const submit = page.getByRole('button', { name: 'Continue with email' });
  // The capture script sent with the markup has enabled it (widget-captureSubmit.spec.ts presses it this early).
  await expect(submit).toBeEnabled();
  const email = 'early-element@example.com';
  await field.fill(email);
  await page.evaluate(() => {
    const input = document.querySelector('auth-widget-login input')!;
    (input as HTMLElement).dataset.serverNode = '';
  });
  const before = await field.boundingBox();

  site.release();
  // Taken over: the "Loading" text the waiting buttons were described by is gone.
  await expect(page.locator('auth-widget-login [id$="-wait"]')).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await expect(field).toHaveValue(email);
  await expect(field).toBeFocused();
  await expect(page.locator('input[data-server-node]')).toHaveCount(1);
  expect(await field.boundingBox()).toEqual(before);

  await submit.click();
  await typePasscode(page, await inbox.code(email));
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect.poll(async () => (await heard(page)).length).toBe(1);
});
