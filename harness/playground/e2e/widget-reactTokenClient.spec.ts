/**
 * `<Login>` of `@auth-widget/sdk/react` given the public token as `client` (with `clientOptions` naming the emulator)
 * on a React host, as a site that makes no client of its own renders it: the widget shows at once, the client's module
 * (the chunk that holds `createAuthClient`) loads beside the first render, and the visitor signs in with an email
 * passcode. A press on Continue before that module arrives sends nothing until it has, then sends once. Rendered in
 * the browser alone, and rendered by React on a server with the token, then hydrated with it without a mismatch.
 * Sign-in is checked on the provider's side: the page's session cookie is a live session of the emulator.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import type { Emulator } from '@auth-widget/harness';
import type { WidgetConfig } from '@auth-widget/sdk/react';
import { DEFAULT_COOKIE_NAMES } from '@auth-widget/sdk/protocol';
import { expect, test } from '../fixtures/index.ts';
import { serveReactHost, type ReactHostSite } from '../fixtures/reactHostSite.ts';
import { collectErrors, holdBack, typePasscode } from './helpers.ts';

const CONFIG: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };
/** The call that sends an email passcode. */
const SEND = /\/sdk\/v1\/otps\/email\/login_or_create$/;

const tokenTest = test.extend<{ serve: (options: { serverRendered: boolean }) => Promise<ReactHostSite> }>({
  serve: async ({ emulatorServer }, use) => {
    const sites: ReactHostSite[] = [];
    await use(async ({ serverRendered }) => {
      const site = await serveReactHost({
        clientKind: 'token',
        config: CONFIG,
        emulatorUrl: emulatorServer.url,
        publicToken: emulatorServer.publicToken,
        serverRendered,
      });
      sites.push(site);
      return site;
    });
    for (const site of sites) await site.stop();
  },
});


/** The page's requests whose URL starts with `prefix`, as they start. */
function watchRequests(page: Page, prefix: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(prefix)) seen.push(request);
  });
  return seen;
}

/**
 * Signed in for the provider, not only on screen: the page's session cookie holds the token of a live session of the
 * emulator (a page given a token has no client of its own to ask).
 */
async function expectLiveSession(context: BrowserContext, site: ReactHostSite, emulator: Emulator) {
  const name = DEFAULT_COOKIE_NAMES.opaqueToken;
  const token = async () => (await context.cookies(site.url)).find((cookie) => cookie.name === name)?.value ?? null;
  await expect.poll(token, { message: `the session cookie ${name}` }).not.toBeNull();
  const value = await token();
  const session = Object.values(emulator.store.state.sessions).find((s) => s.session_token === value);
  expect(session, `a session of the emulator for the cookie ${name}`).toMatchObject({ revoked: false, user_id: expect.stringMatching(/^user-/) });
}

/**
 * Types the address key by key. In Firefox over WebDriver BiDi, `fill` on the `type=email` field of the host's React
 * sets its value without React seeing a change (the widget then reads an empty field); typed keys reach it.
 */
async function typeEmail(page: Page, email: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Email' });
  await field.click();
  await field.pressSequentially(email);
  await expect(field).toHaveValue(email);
}

/** Enters the passcode sent to `email` and waits for the success screen. */
async function finishWithPasscode(page: Page, inbox: { code(to: string): Promise<string> }, email: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await typePasscode(page, await inbox.code(email));
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
}

tokenTest('<Login client={publicToken}> rendered in the browser signs in with an email passcode @flows', async ({ page, context, serve, inbox, emulator }) => {
  const errors = collectErrors(page);
  const site = await serve({ serverRendered: false });
  await page.goto(site.url);
  await typeEmail(page, 'token@example.com');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await finishWithPasscode(page, inbox, 'token@example.com');
  await expectLiveSession(context, site, emulator.server);
  // The page made no client of its own: the widget made it from the token.
  expect(await page.evaluate(() => '__client' in window)).toBe(false);
  expect(errors).toEqual([]);
});

tokenTest('Continue pressed before the client\'s module has arrived sends nothing until it has, then sends once @flows', async ({
  page,
  context,
  serve,
  inbox,
  emulator,
}) => {
  const errors = collectErrors(page);
  const email = 'early-token@example.com';
  const site = await serve({ serverRendered: false });
  const chunk = `${site.url}${site.clientChunk}`;
  const chunkRequests = watchRequests(page, chunk);
  const toEmulator = watchRequests(page, emulator.url);
  const release = await holdBack(page, chunk);
  // Not `load`: Firefox holds it for a dynamic import started before it. A page whose first load held the client
  // module would never get this far: its script waits on the held chunk.
  await page.goto(site.url, { waitUntil: 'domcontentloaded', timeout: 10_000 });
  // The widget is up while its client's module is on its way (asked for, held).
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await expect.poll(() => chunkRequests.length, { message: 'the request for the client module' }).toBe(1);
  await typeEmail(page, email);
  const submit = page.getByRole('button', { name: 'Continue with email' });
  await submit.click();
  // Taken, and shown as on its way, as any send is.
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  // Time for a send to leave, were one to go without the client.
  await page.waitForTimeout(300);
  expect(toEmulator.map((request) => request.url())).toEqual([]);
  expect(await inbox.messages(email)).toHaveLength(0);
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  expect(chunkRequests).toHaveLength(1);

  release();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await expect(page.getByText(`A 6-digit passcode was sent to you at ${email}.`)).toBeVisible();
  // Time for a second send to show, were there one.
  await page.waitForTimeout(300);
  expect(toEmulator.map((request) => request.url()).filter((url) => SEND.test(new URL(url).pathname))).toHaveLength(1);
  expect(await inbox.messages(email)).toHaveLength(1);
  await finishWithPasscode(page, inbox, email);
  await expectLiveSession(context, site, emulator.server);
  expect(errors).toEqual([]);
});

tokenTest('rendered by React on a server with the token, hydrated with it in place, signs in @flows', async ({ page, context, request, serve, inbox, emulator }) => {
  const errors = collectErrors(page);
  const site = await serve({ serverRendered: true });
  // The first screen is in the page as the server sends it.
  const html = await (await request.get(site.url)).text();
  expect(html).toContain('Sign up or log in');
  expect(html).toContain('Continue with email');

  const release = await holdBack(page, `${site.url}/assets/app.js`);
  await page.goto(site.url, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  // The server's nodes, remembered without touching their markup (an attribute would be a mismatch of its own).
  await page.evaluate(() => {
    (window as unknown as { __serverNodes: Element[] }).__serverNodes = Array.from(document.querySelectorAll('#root h2, #root input, #root button'));
  });
  release();
  // Hydrated: the "Loading" text the waiting buttons were described by is gone.
  await expect(page.locator('#root [id$="-wait"]')).toHaveCount(0);
  const submit = page.getByRole('button', { name: 'Continue with email' });
  await expect(submit).toBeEnabled();
  expect(await page.evaluate(() => (window as unknown as { __serverNodes: Element[] }).__serverNodes.map((node) => node.isConnected))).toEqual([true, true, true]);
  expect(await page.evaluate(() => (window as unknown as { __recoverable: string[] }).__recoverable)).toEqual([]);

  await typeEmail(page, 'ssr-token@example.com');
  await submit.click();
  await finishWithPasscode(page, inbox, 'ssr-token@example.com');
  await expectLiveSession(context, site, emulator.server);
  expect(await page.evaluate(() => (window as unknown as { __recoverable: string[] }).__recoverable)).toEqual([]);
  expect(errors).toEqual([]);
});
