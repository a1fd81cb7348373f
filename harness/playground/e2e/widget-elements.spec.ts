/**
 * The custom elements (`@auth-widget/sdk/elements`) on a plain HTML page whose one script is the elements' entry:
 * `<auth-widget-login public-token="…" config='…'>` signs in with an email passcode and with a passkey, and the page
 * hears the success event; a server's render of the element (`renderLoginElementHtml`) is taken over in place when
 * the script arrives, keeping what was typed and the focus.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { renderLoginElementHtml } from '@auth-widget/sdk/ui/server';
import { bundleSite } from '../demo/server/bundle.ts';
import { startSite, type Site } from '../demo/server/siteServer.ts';
import { expect, test } from '../fixtures/index.ts';
import { registerPasskey, typePasscode } from './helpers.ts';

const ELEMENTS = fileURLToPath(new URL('../../../sdk/src/elements.ts', import.meta.url));
const SCRIPT = '/assets/elements.js';

interface ElementsSite extends Site {
  /** Lets the elements' script load (held back until then when the site was made with `heldBack`). */
  release(): void;
}

/** The page's element, its attributes for the test emulator. */
function loginTag(emulator: { url: string; publicToken: string }, config: object): string {
  const clientOptions = JSON.stringify({ endpoints: { testApiUrl: emulator.url } });
  return `<auth-widget-login public-token="${emulator.publicToken}" client-options='${clientOptions}' config='${JSON.stringify(config)}'></auth-widget-login>`;
}

/**
 * A site whose page is `body` and, in its head, the elements' script tag alone (the site server adds it), plus a line
 * that records the success events the page hears.
 */
const elementsTest = test.extend<{ serveElements: (body: string, options?: { heldBack?: boolean }) => Promise<ElementsSite> }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from this pattern; this one uses none
  serveElements: async ({}, use) => {
    const dir = await mkdtemp(join(tmpdir(), 'auth-widget-elements-'));
    const sites: Site[] = [];
    const bundle = await bundleSite([{ name: 'elements', file: ELEMENTS }]);
    await use(async (body, { heldBack = false } = {}) => {
      const html = join(dir, `page${sites.length}.html`);
      const listen = `<script>window.__heard = []; document.addEventListener('auth-widget-success', (event) => window.__heard.push(event.detail));</script>`;
      await writeFile(html, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head><body>${body}${listen}</body></html>`);
      let release = () => {};
      const released = heldBack ? new Promise<void>((resolve) => (release = resolve)) : undefined;
      const site = await startSite({ pages: [{ route: '/', html, entry: 'elements' }], bundle, env: {}, holdBack: (path) => (path === SCRIPT ? released : undefined) });
      sites.push({ ...site, stop: async () => (release(), site.stop()) });
      return { ...site, release };
    });
    for (const site of sites) await site.stop();
    await rm(dir, { recursive: true, force: true });
  },
});

/** The success events the page heard: the provider's answers. */
async function heard(page: Page): Promise<{ user_id?: string }[]> {
  return page.evaluate(() => (window as unknown as { __heard: { user_id?: string }[] }).__heard);
}

elementsTest('a plain page\'s <auth-widget-login> signs in with an email passcode and the page hears auth-widget-success @flows', async ({ page, emulatorServer: emulator, inbox, serveElements }) => {
  const site = await serveElements(loginTag(emulator, { products: ['otp'], otpOptions: { methods: ['email'] } }));
  await page.goto(site.url);
  expect(await page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')))).toEqual([SCRIPT]);
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
  await expect(submit).toBeDisabled();
  const email = 'early-element@example.com';
  await field.fill(email);
  await page.evaluate(() => {
    const input = document.querySelector('auth-widget-login input')!;
    (input as HTMLElement).dataset.serverNode = '';
  });
  const before = await field.boundingBox();

  site.release();
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
