/**
 * Each product's sign-in in WebKit (WebKitGTK's MiniBrowser under Xvfb, driven over classic W3C WebDriver), against
 * the emulator and the widget on the test host page: every flow ends signed in, on the widget's success screen (or
 * the demo's account page after a redirect) with a session cookie whose token the emulator holds as a live session.
 * Then a React host whose `<Login>` is given the public token as `client` (`fixtures/reactHostSite.ts`).
 * Playwright cannot drive WebKitGTK; see harness/README.md, "Engines", "WebKit".
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInbox, type Inbox } from '@auth-widget/harness/fixtures';
import { SoftAuthenticator } from '@auth-widget/harness/testing';
import { renderLoginHtml } from '@auth-widget/sdk/ui/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hostPageUrl, type HostEvent, type HostMountOptions } from '../fixtures/host.ts';
import { loginElementTag, serveElementsPage } from '../fixtures/elementsSite.ts';
import { serveServerRendered } from '../fixtures/serverRenderedSite.ts';
import { serveReactHost, type ReactHostSite } from '../fixtures/reactHostSite.ts';
import { passwordsConfig, STRONG, SUCCESS } from '../e2e/passwordHelpers.ts';
import { emulatorSessionOf, type EmulatorSession } from './emulatorSession.ts';
import { installPasskeys } from './passkeyBridge.ts';
import { installWallet } from './walletBridge.ts';
import { startWebKitEnvironment, type WebKitEnvironment } from './webkitEnvironment.ts';
import type { WebKitPage } from './webkitPage.ts';

/** Where a failing flow leaves a screenshot (ignored by git, as Playwright's results are). */
const RESULTS_DIR = join(import.meta.dirname, '..', '..', '..', 'test-results', 'webkit');

/** The call that sends an email passcode. */
const SEND = /\/sdk\/v1\/otps\/email\/login_or_create$/;
const PHONE_NATIONAL = '(201) 555-0123';
const PHONE_E164 = '+12015550123';

let env: WebKitEnvironment;
let inbox: Inbox;
const report: { title: string; ok: boolean; ms: number }[] = [];
const started = Date.now();

beforeAll(async () => {
  env = await startWebKitEnvironment();
  inbox = createInbox(env.emulator.url);
});

afterAll(async () => {
  if (!env) {
    console.log('WebKit flows: the environment did not start, so no flow ran.');
    return;
  }
  const passed = report.filter((r) => r.ok).length;
  const lines = report.map((r) => `  ${r.ok ? '✓' : '✗'} ${r.title} (${(r.ms / 1000).toFixed(1)} s)`);
  console.log(
    `WebKit flows: ${passed} passed, ${report.length - passed} failed, ${((Date.now() - started) / 1000).toFixed(1)} s in all\n${lines.join('\n')}`,
  );
  await env.stop();
});

beforeEach(() => {
  env.emulator.reset();
});

/**
 * A test with its own fresh browser; `freshBrowser` swaps it for another (the driver runs one at a time) with no
 * cookie or storage. On failure it saves a screenshot of the browser open then, and names the file in the message.
 * `pageLoad` is the browsers' page load strategy (`none`: a page whose script is held back opens at once).
 */
function flow(
  title: string,
  body: (page: WebKitPage, freshBrowser: () => Promise<WebKitPage>) => Promise<void>,
  pageLoad: 'normal' | 'none' = 'normal',
): void {
  it(title, async () => {
    const start = Date.now();
    let current = await env.newPage({ pageLoad });
    const freshBrowser = async () => {
      await env.closePage(current);
      current = await env.newPage({ pageLoad });
      return current;
    };
    try {
      await body(current, freshBrowser);
      report.push({ title, ok: true, ms: Date.now() - start });
    } catch (error) {
      report.push({ title, ok: false, ms: Date.now() - start });
      const file = join(RESULTS_DIR, `${title.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`);
      try {
        await mkdir(RESULTS_DIR, { recursive: true });
        await writeFile(file, await current.session.screenshot());
        (error as Error).message += `\n(screenshot: ${file})`;
      } catch {
        // A screenshot is a help, not the failure.
      }
      throw error;
    } finally {
      await env.closePage(current);
    }
  });
}

/** Opens the test host page and mounts the widget; `prepare` runs in between (a wallet, the passkey shim). */
async function mountWidget(page: WebKitPage, options: HostMountOptions, prepare?: () => Promise<unknown>): Promise<void> {
  await page.open(hostPageUrl(env.host.url));
  await page.waitFor('the host page', () => page.evaluate(() => typeof (window as unknown as { __mount?: unknown }).__mount === 'function'));
  await prepare?.();
  await page.evaluate((opts: HostMountOptions) => (window as unknown as { __mount(o: HostMountOptions): Promise<void> }).__mount(opts), options);
}

/** The host page's recorded callbacks. */
function hostEvents(page: WebKitPage): Promise<HostEvent[]> {
  return page.evaluate(() => (window as unknown as { __events: HostEvent[] }).__events);
}

/**
 * Signed in on the host page: one `onSuccess` and no `onError`, the page's client holds a session, and it is the live
 * session the emulator knows by the page's cookie.
 */
async function expectSignedInOnHost(page: WebKitPage): Promise<EmulatorSession> {
  const session = await emulatorSessionOf(page, env.emulator);
  const events = await page.waitFor('the onSuccess callback', async () => {
    const all = await hostEvents(page);
    return all.some((e) => e.kind === 'success') ? all : null;
  });
  expect(events.filter((e) => e.kind === 'success')).toHaveLength(1);
  expect(events.filter((e) => e.kind === 'error')).toEqual([]);
  const client = await page.evaluate(
    () => (window as unknown as { __client: { session: { getSync(): { session_id: string; user_id: string } | null } } }).__client.session.getSync(),
  );
  expect(client).toMatchObject({ session_id: session.session_id, user_id: session.user_id });
  return session;
}

/**
 * Signed in on the demo's account page after a redirect (magic link, OAuth): the page says so for the emulator's
 * session behind its cookie, and shows the user.
 */
async function expectSignedInOnAccount(page: WebKitPage, email: string): Promise<EmulatorSession> {
  await page.expectUrl(`${env.host.url}/account`, (url) => url.origin === env.host.url && url.pathname === '/account');
  const session = await emulatorSessionOf(page, env.emulator);
  await page.expectText(`Signed in (${session.user_id})`);
  await page.expectText(email);
  return session;
}

/** The types of the `onEvent` steps the host page recorded, in order. */
async function eventTypes(page: WebKitPage): Promise<string[]> {
  return (await hostEvents(page)).filter((e) => e.kind === 'event').map((e) => (e.data as { type: string }).type);
}

/** Types a passcode into OTP Authenticate's six boxes: the widget moves the focus on after each digit. */
async function typePasscode(page: WebKitPage, code: string): Promise<void> {
  await page.expectHeading('Enter passcode');
  await page.type('Digit 1 of 6', code);
  await page.expectHeading('Success');
  await page.expectText('Your passcode has been successfully verified.');
}

/** A React host site whose `<Login>` is given the public token as `client`, one of its scripts held until `release`. */
interface HeldReactHost {
  site: ReactHostSite;
  /** The site's paths the browser asked for so far. */
  asked: string[];
  /** Lets the held script load. */
  release(): void;
  stop(): Promise<void>;
}

/**
 * Serves the React host given the token (`serveReactHost`), with one script held back: the chunk that holds
 * `createAuthClient` (`client`), or the page's own script (`app`).
 */
async function serveTokenReactHost({ serverRendered, hold }: { serverRendered: boolean; hold: 'client' | 'app' }): Promise<HeldReactHost> {
  const asked: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // Known once the bundle is built, before the browser asks for anything.
  let clientChunk = '';
  const site = await serveReactHost({
    clientKind: 'token',
    config: { products: ['otp'], otpOptions: { methods: ['email'] } },
    emulatorUrl: env.emulator.url,
    publicToken: env.emulator.publicToken,
    serverRendered,
    holdBack: (path) => {
      asked.push(path);
      return path === (hold === 'app' ? '/assets/app.js' : clientChunk) ? released : undefined;
    },
  });
  clientChunk = site.clientChunk;
  return {
    site,
    asked,
    release,
    async stop() {
      // A chunk still held would keep its connection open.
      release();
      await site.stop();
    },
  };
}

/** The page's requests to the emulator that have completed (Resource Timing, in every engine). */
function emulatorRequests(page: WebKitPage): Promise<string[]> {
  return page.evaluate(
    (origin: string) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(origin)),
    env.emulator.url,
  );
}

describe('sign-in flows in WebKit', () => {
  flow(
    'email passcode on a server-rendered form under a strict nonce policy: Continue pressed before the script, sent once the widget takes over',
    async (page) => {
      const email = 'early@example.com';
      const nonce = 'd2Via2l0LWNhcHR1cmUtbm9uY2U';
      const config: HostMountOptions['config'] = { products: ['otp'], otpOptions: { methods: ['email'] } };
      const policy = [
        "default-src 'self'",
        `script-src 'nonce-${nonce}' 'strict-dynamic'`,
        `style-src 'nonce-${nonce}'`,
        "require-trusted-types-for 'script'",
        'trusted-types auth-widget',
        `connect-src 'self' ${new URL(env.emulator.url).origin}`,
      ].join('; ');
      const site = await serveServerRendered(await renderLoginHtml({ config, nonce }), env.emulator.url, { nonce, pageHeaders: { 'Content-Security-Policy': policy } });
      try {
        await page.open(site.url);
        // The server's HTML alone, styled; its capture script has enabled Continue while the widget's is held back.
        await page.expectHeading('Sign up or log in');
        const form = () =>
          page.evaluate(() => ({
            mounted: typeof (window as unknown as { __mount?: unknown }).__mount === 'function',
            width: getComputedStyle(document.querySelector('.aw-root')!).width,
            disabled: (document.querySelector('button[type="submit"]') as HTMLButtonElement | null)?.disabled,
            busy: document.querySelector('button[type="submit"]')?.getAttribute('aria-busy') ?? null,
            typed: (document.querySelector('input[type="email"]') as HTMLInputElement | null)?.value,
            search: location.search,
          }));
        expect(await form()).toEqual({ mounted: false, width: '400px', disabled: false, busy: null, typed: '', search: '' });
        await page.fill('Email', email);
        await page.click('Continue with email');
        // Held, busy, and kept from the page: nothing sent, the address not in the URL.
        await page.waitFor('the held submit', async () => (await form()).busy === 'true');
        await page.settle(300);
        expect(await form()).toMatchObject({ disabled: true, search: '' });
        expect(await inbox.messages(email)).toHaveLength(0);

        site.release();
        await page.waitFor('the host page', async () => (await form()).mounted);
        await page.evaluate((opts: HostMountOptions) => (window as unknown as { __mount(o: HostMountOptions): Promise<void> }).__mount(opts), { config, nonce });
        await page.expectText(`A 6-digit passcode was sent to you at ${email}.`);
        await page.settle(300);
        expect(await inbox.messages(email)).toHaveLength(1);
        await typePasscode(page, await inbox.code(email));
        expect(await eventTypes(page)).toEqual(['passcode_sent', 'passcode_verified']);
        await expectSignedInOnHost(page);
      } finally {
        await site.stop();
      }
    },
    'none',
  );

  flow('email passcode', async (page) => {
    const email = 'ada@example.com';
    await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    await page.fill('Email', email);
    await page.click('Continue with email');
    await page.expectText(`A 6-digit passcode was sent to you at ${email}.`);
    await typePasscode(page, await inbox.code(email));
    expect(await eventTypes(page)).toEqual(['passcode_sent', 'passcode_verified']);
    await expectSignedInOnHost(page);
  });

  flow('email passcode with <auth-widget-login> on a plain page whose one script is the elements\' entry', async (page) => {
    const email = 'element@example.com';
    const site = await serveElementsPage(loginElementTag(env.emulator, { products: ['otp'], otpOptions: { methods: ['email'] } }));
    try {
      await page.open(site.url);
      await page.fill('Email', email);
      await page.click('Continue with email');
      await page.expectText(`A 6-digit passcode was sent to you at ${email}.`);
      await typePasscode(page, await inbox.code(email));
      const heard = await page.waitFor('the auth-widget-success event', async () => {
        const answers = await page.evaluate(() => (window as unknown as { __heard: { user_id?: string }[] }).__heard);
        return answers.length > 0 ? answers : null;
      });
      expect(heard).toEqual([expect.objectContaining({ user_id: expect.stringMatching(/^user-/) })]);
    } finally {
      await site.stop();
    }
  });

  for (const [channel, button] of [
    ['sms', 'Continue with text message'],
    ['whatsapp', 'Continue with WhatsApp'],
  ] as const) {
    flow(`${channel === 'sms' ? 'SMS' : 'WhatsApp'} passcode`, async (page) => {
      await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: [channel] } } });
      await page.fill('Phone number', PHONE_NATIONAL);
      await page.click(button);
      await page.expectText('A 6-digit passcode was sent to you at +1 (201) 555-0123.');
      const message = await inbox.waitForMessage(PHONE_E164);
      expect(message.channel).toBe(channel);
      await typePasscode(page, message.code!);
      const session = await expectSignedInOnHost(page);
      expect(env.emulator.store.state.users[session.user_id]?.phone_numbers).toMatchObject([{ phone_number: PHONE_E164, verified: true }]);
    });
  }

  flow('email magic link, read from the emulator inbox, through /authenticate', async (page) => {
    const email = 'link@example.com';
    const redirect = `${env.host.url}/authenticate`;
    await mountWidget(page, {
      config: { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect } },
    });
    await page.fill('Email', email);
    await page.click('Continue with email');
    await page.expectHeading('Check your email');
    await page.expectText(`An email was sent to ${email}.`);
    expect(await eventTypes(page)).toEqual(['magic_link_sent']);
    const link = await inbox.link(email);
    expect(link.startsWith(`${redirect}?`)).toBe(true);
    await page.open(link);
    await expectSignedInOnAccount(page, email);
  });

  flow("OAuth (Google) through the emulator's consent page, back through /authenticate", async (page) => {
    const email = 'oauth-user@example.com';
    const redirect = `${env.host.url}/authenticate`;
    await mountWidget(page, {
      config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google' }], loginRedirectURL: redirect, signupRedirectURL: redirect } },
    });
    await page.click('Continue with Google');
    await page.expectUrl("the emulator's consent page", (url) => url.origin === env.emulator.url);
    await page.fill('Sign in as', email);
    await page.click('Continue');
    const session = await expectSignedInOnAccount(page, email);
    expect(env.emulator.store.state.users[session.user_id]?.providers.map((p) => p.provider_type.toLowerCase())).toEqual(['google']);
  });

  flow('password sign-up, then login in a fresh browser', async (page, freshBrowser) => {
    const email = 'new-password@example.com';
    const config = passwordsConfig(env.host.url);
    await mountWidget(page, { config });
    await page.fill('Email', email);
    await page.click('Continue with email');
    await page.expectHeading('Create your account');
    await page.fill('Password', STRONG);
    await page.click('Continue');
    await page.expectHeading(SUCCESS);
    expect(await eventTypes(page)).toEqual(['password_create']);
    const signUp = await expectSignedInOnHost(page);

    // Another browser, with no cookie or storage: the same user logs in with the password.
    const again = await freshBrowser();
    await mountWidget(again, { config });
    await again.fill('Email', email);
    await again.click('Continue with email');
    await again.expectHeading('Log in');
    await again.fill('Password', STRONG);
    await again.click('Continue');
    await again.expectHeading(SUCCESS);
    expect(await eventTypes(again)).toEqual(['password_authenticate']);
    const login = await expectSignedInOnHost(again);
    expect(login.user_id).toBe(signUp.user_id);
    expect(login.session_id).not.toBe(signUp.session_id);
  });

  for (const [chain, button] of [
    ['ethereum', 'Continue with Metamask'],
    ['solana', 'Continue with Phantom'],
  ] as const) {
    flow(`${chain === 'ethereum' ? 'Ethereum' : 'Solana'} wallet (WebKit: injected after load, keys in Node over a polled bridge)`, async (page) => {
      let wallet: Awaited<ReturnType<typeof installWallet>> | undefined;
      await mountWidget(page, { config: { products: ['crypto'] } }, async () => {
        wallet = await installWallet(page);
      });
      await page.click(button);
      await page.expectHeading('Success');
      await page.expectText('You have successfully logged in with your wallet.');
      expect(wallet!.requests.map((r) => `${r.chain} ${r.method}`)).toEqual([`${chain} connect`, `${chain} sign`]);
      expect(await eventTypes(page)).toEqual(['wallet_start', 'wallet_authenticate']);
      const session = await expectSignedInOnHost(page);
      const address = chain === 'ethereum' ? wallet!.ethereumAddress : wallet!.solanaAddress;
      const wallets = env.emulator.store.state.users[session.user_id]?.crypto_wallets ?? [];
      expect(wallets.map((w) => [w.crypto_wallet_type, w.crypto_wallet_address.toLowerCase(), w.verified])).toEqual([[chain, address.toLowerCase(), true]]);
    });
  }

  flow('passkey registration, then passkey login in a fresh browser (WebKit: no WebAuthn in MiniBrowser, a credential shim over a software authenticator in Node)', async (page, freshBrowser) => {
    const authenticator = new SoftAuthenticator();
    const email = 'passkey-user@example.com';
    let ceremonies: string[] = [];
    // A signed-in user first, made through the page's client: registration needs one, and its screens are the test.
    await mountWidget(page, { entry: 'passkeyRegistration', config: { products: ['passkeys', 'emailMagicLinks'] } }, async () => {
      ceremonies = await installPasskeys(page, authenticator);
      await page.evaluate(
        (address: string, password: string) =>
          (window as unknown as { __client: { passwords: { create(o: object): Promise<unknown> } } }).__client.passwords.create({
            email: address,
            password,
            session_duration_minutes: 60,
          }),
        email,
        STRONG,
      );
    });
    await page.expectHeading('Set up a new Passkey');
    await page.click('Create a Passkey');
    await page.expectHeading('Passkey successfully created');
    expect(ceremonies).toEqual(['create']);
    expect(authenticator.credentials).toHaveLength(1);
    const registrations = Object.values(env.emulator.store.state.users).flatMap((u) => u.webauthn_registrations);
    expect(registrations).toHaveLength(1);
    expect(await eventTypes(page)).toEqual(['passkey_register']);
    const registered = await expectSignedInOnHost(page);

    // Another browser, signed out, with the same authenticator: the passkey logs in.
    const again = await freshBrowser();
    let loginCeremonies: string[] = [];
    await mountWidget(again, { config: { products: ['passkeys', 'oauth'], oauthOptions: { providers: [{ type: 'google' }] } } }, async () => {
      loginCeremonies = await installPasskeys(again, authenticator);
    });
    await again.click('Login with a Passkey');
    await again.expectHeading('Success');
    await again.expectText('Your Passkey has been successfully authenticated.');
    expect(loginCeremonies).toEqual(['get']);
    expect(await eventTypes(again)).toEqual(['passkey_authenticate']);
    const login = await expectSignedInOnHost(again);
    expect(login.user_id).toBe(registered.user_id);
    expect(login.session_id).not.toBe(registered.session_id);
    expect(authenticator.credentials[0]?.counter).toBe(1);
  });
});

describe('a React host that gives <Login> the public token as client, in WebKit', () => {
  flow(
    'rendered in the browser: Continue pressed before the client module has arrived is sent once it has, and signs in',
    async (page) => {
      const email = 'react-token@example.com';
      const host = await serveTokenReactHost({ serverRendered: false, hold: 'client' });
      try {
        await page.open(host.site.url);
        // The widget is up while its client's module is on its way (asked for, held).
        await page.expectHeading('Sign up or log in');
        await page.waitFor('the request for the client module', async () => host.asked.includes(host.site.clientChunk));
        await page.fill('Email', email);
        await page.click('Continue with email');
        await page.waitFor('the press taken, busy', () =>
          page.evaluate(() => document.querySelector('button[type="submit"]')?.getAttribute('aria-busy') === 'true'),
        );
        // Time for a send to leave, were one to go without the client.
        await page.settle(300);
        expect(await emulatorRequests(page)).toEqual([]);
        expect(await inbox.messages(email)).toHaveLength(0);

        host.release();
        await page.expectText(`A 6-digit passcode was sent to you at ${email}.`);
        // Time for a second send to show, were there one.
        await page.settle(300);
        expect((await emulatorRequests(page)).filter((url) => SEND.test(new URL(url).pathname))).toHaveLength(1);
        expect(await inbox.messages(email)).toHaveLength(1);
        await typePasscode(page, await inbox.code(email));
        await emulatorSessionOf(page, env.emulator);
      } finally {
        await host.stop();
      }
    },
    'none',
  );

  flow(
    'rendered by React on a server with the token, hydrated with it in place without a mismatch, and signs in',
    async (page) => {
      const email = 'react-token-ssr@example.com';
      const host = await serveTokenReactHost({ serverRendered: true, hold: 'app' });
      try {
        // The first screen is in the page as the server sends it.
        const html = await (await fetch(`http://127.0.0.1:${host.site.port}/`)).text();
        expect(html).toContain('Sign up or log in');
        await page.open(host.site.url);
        await page.expectHeading('Sign up or log in');
        // The server's nodes, remembered without touching their markup (an attribute would be a mismatch of its own).
        await page.evaluate(() => {
          (window as unknown as { __serverNodes: Element[] }).__serverNodes = Array.from(document.querySelectorAll('#root h2, #root input, #root button'));
        });
        host.release();
        // Hydrated: the "Loading" text the waiting buttons were described by is gone.
        await page.waitFor('hydration', () =>
          page.evaluate(() => Array.isArray((window as unknown as { __recoverable?: unknown }).__recoverable) && !document.querySelector('#root [id$="-wait"]')),
        );
        const hydrated = () =>
          page.evaluate(() => ({
            kept: (window as unknown as { __serverNodes: Element[] }).__serverNodes.map((node) => node.isConnected),
            recoverable: (window as unknown as { __recoverable: string[] }).__recoverable,
          }));
        expect(await hydrated()).toEqual({ kept: [true, true, true], recoverable: [] });

        await page.fill('Email', email);
        await page.click('Continue with email');
        await typePasscode(page, await inbox.code(email));
        await emulatorSessionOf(page, env.emulator);
        expect((await hydrated()).recoverable).toEqual([]);
      } finally {
        await host.stop();
      }
    },
    'none',
  );
});
