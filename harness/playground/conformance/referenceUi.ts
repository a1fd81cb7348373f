/**
 * Mounting the reference provider's prebuilt UI on a conformance page and reading where a flow ended: the screens
 * are driven by a spec as a person would (labels, buttons, texts); these helpers only mount the UI, finish the
 * redirect flows on `/authenticate`, and check the end state every flow must reach.
 */
import type { Page } from '@playwright/test';
import type { StytchLoginConfig } from '@stytch/vanilla-js';
import { expect } from './test.ts';

export type ReferenceLoginConfig = StytchLoginConfig;

/** What a UI mount leaves on `window`: its client and the callbacks it received, for the checks below. */
interface UiHolder {
  referenceUi: {
    client: ReturnType<Window['Reference']['ui']>;
    events: { type: string }[];
    errors: unknown[];
  };
}

/** The session length every mount and authenticate call asks for. */
export const SESSION_MINUTES = 60;

type Mount = 'login' | 'resetPassword' | 'passkeyRegistration';

/** Mounts one of the reference UI's screens in the page's `#widget`, with a fresh UI client and recorded callbacks. */
async function mount(page: Page, kind: Mount, config: ReferenceLoginConfig, passwordResetToken = ''): Promise<void> {
  await page.evaluate(
    ({ kind, config, passwordResetToken }) => {
      const client = window.Reference.ui();
      const holder = { client, events: [] as { type: string }[], errors: [] as unknown[] };
      (window as unknown as UiHolder).referenceUi = holder;
      const callbacks = {
        onEvent: (event: { type: string }) => void holder.events.push(event),
        onError: (error: unknown) => void holder.errors.push(error),
      };
      const options = { elementId: '#widget', config, callbacks };
      if (kind === 'login') client.mountLogin(options);
      else if (kind === 'resetPassword') client.mountResetPassword({ ...options, passwordResetToken });
      else client.mountPasskeyRegistration(options);
    },
    { kind, config, passwordResetToken },
  );
}

/** Mounts the login screen (`mountLogin`). */
export function mountLogin(page: Page, config: ReferenceLoginConfig): Promise<void> {
  return mount(page, 'login', config);
}

/** Mounts the password reset form for a reset token (`mountResetPassword`). */
export function mountResetPassword(page: Page, config: ReferenceLoginConfig, token: string): Promise<void> {
  return mount(page, 'resetPassword', config, token);
}

/** Mounts the passkey registration screens (`mountPasskeyRegistration`); the page must hold a session. */
export function mountPasskeyRegistration(page: Page, config: ReferenceLoginConfig): Promise<void> {
  return mount(page, 'passkeyRegistration', config);
}

/** Follows a link of an email (or a redirect) to a conformance page and waits for the page's clients. */
export async function openLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.waitForFunction(() => typeof window.Reference === 'object');
}

/** The `token` query parameter of the page's URL: what a magic link, reset link or OAuth redirect brought. */
export function tokenOfPage(page: Page): string {
  const token = new URL(page.url()).searchParams.get('token');
  if (!token) throw new Error(`no token in ${page.url()}`);
  return token;
}

/**
 * What an app's `/authenticate` route does with the reference client: takes the token of the URL and calls
 * `magicLinks.authenticate` or `oauth.authenticate` (a PKCE verifier the UI stored in this browser is sent by the
 * client itself).
 */
export async function authenticateRedirect(page: Page, product: 'magicLinks' | 'oauth'): Promise<void> {
  const token = tokenOfPage(page);
  await page.evaluate(
    async ({ product, token, minutes }) => {
      const client = window.Reference.ui();
      (window as unknown as UiHolder).referenceUi = { client, events: [], errors: [] };
      await client[product].authenticate(token, { session_duration_minutes: minutes });
    },
    { product, token, minutes: SESSION_MINUTES },
  );
}

/** The mounted client's session, user and cookie, as the page sees them. */
function readState(page: Page) {
  return page.evaluate(() => {
    const { client } = (window as unknown as UiHolder).referenceUi;
    return { session: client.session.getSync(), user: client.user.getSync() };
  });
}

/**
 * The end state of a successful flow: the UI shows `successText` (when given), the reference client holds the
 * session and the user of that session, and the session cookie is set. Returns the user id.
 */
export async function expectSignedIn(page: Page, successText?: string | RegExp): Promise<string> {
  if (successText !== undefined) await expect(page.getByText(successText).first()).toBeVisible();
  await expect.poll(async () => (await readState(page)).user?.user_id ?? null).toMatch(/^user-/);
  const { session, user } = await readState(page);
  expect(session?.user_id).toBe(user?.user_id);
  const cookies = await page.context().cookies(page.url());
  expect(cookies.find((c) => c.name === 'stytch_session')?.value).toBeTruthy();
  return user!.user_id;
}

/** The errors the UI reported through `onError` so far. */
export function uiErrors(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as unknown as UiHolder).referenceUi.errors.map((e) => JSON.parse(JSON.stringify(e)) as unknown));
}
