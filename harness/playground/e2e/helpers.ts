/**
 * Small helpers the specs share: reading the host page's recorded callbacks, its client, and what a passcode or
 * reset email carries, and making users through the host page's client before the widget is mounted. Fixtures
 * live in `../src/fixtures`; these only save repetition in the specs.
 */
import type { Locator, Page } from '@playwright/test';
import type { AuthClient } from '@auth-widget/sdk';
import { expect, hostEvents, openHostPage, type HostEvent } from '../fixtures/index.ts';
import { STRONG } from './passwordHelpers.ts';

/** The client of the host page (`window.__client`), for use inside `page.evaluate`. */
export type PageWindow = Window & { __client: AuthClient };

/** The types of the `onEvent` steps the host page recorded, in order. */
export async function eventTypes(page: Page): Promise<string[]> {
  return (await hostEvents(page)).filter((e) => e.kind === 'event').map((e) => (e.data as { type: string }).type);
}

/** The recorded callbacks of one kind (`success`, `error` or `event`). */
export async function callbacks(page: Page, kind: HostEvent['kind']): Promise<HostEvent[]> {
  return (await hostEvents(page)).filter((e) => e.kind === kind);
}

/** The host page client's current session, or null. */
export function sessionOf(page: Page) {
  return page.evaluate(() => (window as unknown as PageWindow).__client.session.getSync());
}

/**
 * Replaces the text of a field that already holds some. Firefox's WebDriver BiDi driver cannot select the text of an
 * `<input type=email>` (its `selectionStart` is null), so `fill` appends there; a field cleared first fills alike in
 * every engine.
 */
export async function refill(field: Locator, value: string): Promise<void> {
  await field.clear();
  await field.fill(value);
}

/** A request the page's scripts sent with `fetch`. */
export interface SentRequest {
  method: string;
  url: URL;
  /** The headers the script gave, names in lower case (not those the browser adds). */
  headers: Record<string, string>;
  body: string | null;
}

let recorders = 0;

/**
 * Records the `fetch` calls of the page's scripts to URLs matching `url` (from the next navigation on, in every page
 * the test opens in this tab), bodies included, in the order they start. Read in the page, not from the network:
 * Firefox's WebDriver BiDi driver gives no request body (`postData()` is null) to the `request` event or to a route,
 * and the client sends every call with `fetch`.
 */
export async function recordRequests(page: Page, url: (url: URL) => boolean): Promise<SentRequest[]> {
  const sent: SentRequest[] = [];
  const binding = `__recordRequest${++recorders}`;
  await page.exposeBinding(binding, (_source, request: Omit<SentRequest, 'url'> & { url: string }) => {
    const parsed = new URL(request.url);
    if (url(parsed)) sent.push({ ...request, url: parsed });
  });
  await page.addInitScript((name) => {
    const record = (window as unknown as Record<string, (request: unknown) => Promise<void>>)[name]!;
    const original = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      const request = input instanceof Request ? input : null;
      void record({
        method: (init?.method ?? request?.method ?? 'GET').toUpperCase(),
        url: new URL(request ? request.url : String(input), location.href).href,
        headers: Object.fromEntries(new Headers(init?.headers ?? request?.headers)),
        body: typeof init?.body === 'string' ? init.body : null,
      });
      return original.call(this, input, init);
    };
  }, binding);
  return sent;
}

/**
 * Holds back the page's requests to `url` until the returned function is called, then lets them go on unchanged: a
 * slow script or a slow answer that lasts exactly as long as the test needs, rather than a fixed delay.
 */
export async function holdBack(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Types a passcode into the six boxes of OTP Authenticate. */
export async function typePasscode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(code);
}

/** Every URL in a message body, in order (a reset email carries the reset link, then the log-in link). */
export function urlsIn(body: string): string[] {
  return body.match(/https?:\/\/\S+/g) ?? [];
}

/** Waits until the host page client has a session, and returns it. */
export async function expectSignedIn(page: Page) {
  await expect.poll(async () => (await sessionOf(page))?.user_id ?? null).toMatch(/^user-/);
  return (await sessionOf(page))!;
}

/** The passcode a user did not receive: any six digits but the right ones. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

/**
 * Opens the host page and signs a new user up with a password through its client, so that a widget mounted next
 * in this page starts signed in (the session is in the page's cookies). Shorter than going through the widget's
 * password screens, which specs of passkeys and other signed-in screens do not test.
 */
export async function signUpWithPassword(page: Page, hostUrl: string, email: string, password: string = STRONG): Promise<void> {
  await openHostPage(page, hostUrl);
  await page.evaluate(
    async ([address, secret]) => {
      await (window as unknown as PageWindow).__client.passwords.create({ email: address!, password: secret!, session_duration_minutes: 60 });
    },
    [email, password],
  );
}

/**
 * Opens the host page, signs `email` in through its client with an email passcode (`code` reads it from the inbox),
 * registers a passkey in the page's authenticator, then signs out: a returning passkey user for the widget mounted
 * next in this page. The specs that log in with a passkey need one made outside the screens they test.
 */
export async function registerPasskey(page: Page, hostUrl: string, code: (to: string) => Promise<string>, email: string): Promise<void> {
  await openHostPage(page, hostUrl);
  const methodId = await page.evaluate(
    async (to) => (await (window as unknown as PageWindow).__client.otps.email.loginOrCreate(to)).method_id,
    email,
  );
  const passcode = await code(email);
  await page.evaluate(
    async ([c, m]) => {
      const client = (window as unknown as PageWindow).__client;
      await client.otps.authenticate(c!, m!, { session_duration_minutes: 30 });
      await client.webauthn.register({ is_passkey: true, session_duration_minutes: 30 });
      await client.session.revoke();
    },
    [passcode, methodId],
  );
}

/**
 * The host page's client hands the widget a user whose registrations are not a list, as a broken answer would if
 * nothing checked it: the passkey screens' own code is what breaks (the error screen shows), whatever the client
 * checks of answers. `repairUser` undoes it.
 */
export async function breakUserRegistrations(page: Page): Promise<void> {
  await page.evaluate(() => {
    const user = (window as unknown as PageWindow).__client.user;
    const getSync = user.getSync.bind(user);
    let seen: unknown = null;
    let broken: unknown = null;
    user.getSync = () => {
      const current = getSync();
      if (current !== seen) [seen, broken] = [current, current && { ...current, webauthn_registrations: {} }];
      return broken as ReturnType<typeof getSync>;
    };
    (window as unknown as { __repairUser(): void }).__repairUser = () => {
      user.getSync = getSync;
    };
  });
}

/** Undoes `breakUserRegistrations`. */
export async function repairUser(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __repairUser(): void }).__repairUser());
}

/** Console errors and page errors, as they come: a hydration mismatch, a React or Preact warning, a failed script. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
