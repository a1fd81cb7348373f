/**
 * The session after a widget sign-in: the cookies' names and flags, the background refresh
 * (every 180 000 ms, and at once when a page starts with a session cookie), log out, cross-tab sync between two
 * pages of one context, and unrecoverable errors — the session revoked on the provider's side, or run out there —
 * ending the session in every tab. Page clocks are Playwright's fake clocks, so no test waits three minutes.
 */
import type { BrowserContext, Page, Request } from '@playwright/test';
import { DEFAULT_COOKIE_NAMES } from '@auth-widget/sdk';
import { expect, test, type HostClientOptions, type HostMountOptions, type Inbox } from '../fixtures/index.ts';
import { expectSignedIn, sessionOf, typePasscode, type PageWindow } from './helpers.ts';

const config = { products: ['otp' as const], otpOptions: { methods: ['email' as const] } };

/** Signs `email` in through the widget with an email passcode; returns the session. */
async function signIn(
  page: Page,
  mountWidget: (page: Page, options: HostMountOptions) => Promise<void>,
  inbox: Inbox,
  email: string,
  client?: HostClientOptions,
) {
  await mountWidget(page, { config, client });
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await typePasscode(page, await inbox.code(email));
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
  return expectSignedIn(page);
}

async function cookie(context: BrowserContext, url: string, name: string) {
  return (await context.cookies(url)).find((c) => c.name === name);
}

const isSessionRefresh = (url: string) => url.endsWith('/sdk/v1/sessions/authenticate');

interface SignInTime {
  __signedInAt?: number;
}

/** An init script: keeps the page's time (its fake clock's) when a passcode's answer arrives, the refresh's start. */
function noteSignInTime(): void {
  const original = window.fetch;
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = original(input, init);
    if (url.endsWith('/sdk/v1/otps/authenticate')) {
      void answer.then(() => ((window as unknown as SignInTime).__signedInAt = Date.now()), () => undefined);
    }
    return answer;
  };
}

/** What the page's own fetch saw of its last session refresh: sent, then the answer's status and body. */
interface RefreshWatch {
  __refreshWatched?: boolean;
  __refreshSent?: boolean;
  __refreshStatus?: number;
  /** The body's text, or null when the page dropped the call before it was read. */
  __refreshBody?: string | null;
}

/**
 * Watches the page's own fetch for its next session refresh: marks it sent, and keeps its answer's status and body
 * (read from a clone, beside the client's own read). The driver's copy of a body is not kept for long on a busy
 * machine ("No data found for resource"), while the page's is.
 */
async function watchRefreshFetch(page: Page): Promise<void> {
  await page.evaluate((path) => {
    const watched = window as unknown as RefreshWatch;
    watched.__refreshSent = false;
    delete watched.__refreshStatus;
    delete watched.__refreshBody;
    if (watched.__refreshWatched) return;
    watched.__refreshWatched = true;
    const original = window.fetch;
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const answer = original(input, init);
      // The first refresh since the watch began is the one a test asks about; a later one (sent without a session
      // once another tab said it ended) must not overwrite it.
      if (url.endsWith(path) && !watched.__refreshSent) {
        watched.__refreshSent = true;
        answer.then(
          (response) => {
            watched.__refreshStatus = response.status;
            response.clone().text().then(
              (text) => (watched.__refreshBody = text),
              () => (watched.__refreshBody = null),
            );
          },
          () => undefined,
        );
      }
      return answer;
    };
  }, '/sdk/v1/sessions/authenticate');
}

/**
 * The next background refresh of any of `pages` (tabs of one context, whose clock is one): it fires within 180 s of
 * the last sign-in or sync, so the clock is moved on five seconds at a time until a page sends it, then left alone
 * until it is answered. A step shorter than a call's timeout (20 s) cannot fire the refresh and its timeout both: a
 * minute at a time, one run now and then ended the call at its timeout before the provider's answer arrived. Whether
 * it was sent is asked of each page itself (its fetch is watched) after a short real pause: the driver's request event
 * can come several steps late on a busy machine, and four late steps are the call's timeout, which drops the answer's
 * body. The answer is the one the sending page's fetch got (see watchRefreshFetch).
 */
async function nextRefresh(...pages: [Page, ...Page[]]): Promise<{ status(): number; json(): Promise<unknown> }> {
  let sender: Page | undefined;
  const listeners = pages.map((page) => {
    const onRequest = (request: Request) => {
      if (isSessionRefresh(request.url())) sender ??= page;
    };
    page.on('request', onRequest);
    return onRequest;
  });
  for (const page of pages) await watchRefreshFetch(page);
  const sentBy = async (page: Page) => page.evaluate(() => (window as unknown as RefreshWatch).__refreshSent === true);
  for (let elapsed = 0; elapsed < 200_000 && !sender; elapsed += 5_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const page of pages) if (!sender && (await sentBy(page))) sender = page;
    if (!sender) await pages[0].clock.runFor(5_000);
  }
  pages.forEach((page, i) => page.off('request', listeners[i]!));
  if (!sender) throw new Error('no page sent a session refresh within 200 s of its clock');
  const page: Page = sender;
  const readAnswer = () => page.evaluate(() => (window as unknown as RefreshWatch).__refreshStatus);
  await expect.poll(readAnswer, { message: 'the provider answered the refresh', timeout: 30_000 }).not.toBeUndefined();
  const status = (await readAnswer())!;
  return {
    status: () => status,
    // A body can be gone when the page drops the call (a tab told by another that the session ended): only a test
    // that reads it needs it.
    json: async () => {
      const readBody = () => page.evaluate(() => (window as unknown as RefreshWatch).__refreshBody);
      await expect.poll(readBody, { message: 'the page read the refresh answer\'s body', timeout: 10_000 }).not.toBeUndefined();
      const body = await readBody();
      if (body === null || body === undefined) throw new Error('the page dropped the refresh answer before its body was read');
      return JSON.parse(body) as unknown;
    },
  };
}

test('the session cookies: default names, SameSite Lax, not Secure on localhost, readable by the page, expiring with the session', async ({
  page,
  context,
  host,
  mountWidget,
  inbox,
}) => {
  const session = await signIn(page, mountWidget, inbox, 'cookies@example.com');
  const cookies = await context.cookies(host.url);
  expect(cookies.map((c) => c.name).sort()).toEqual([DEFAULT_COOKIE_NAMES.opaqueToken, DEFAULT_COOKIE_NAMES.jwt].sort());
  // Which names they are is the reference SDK's to say: conformance/wireNames.spec.ts reads them from its code.
  const tokens = await page.evaluate(() => (window as unknown as PageWindow).__client.session.getTokens());
  for (const c of cookies) {
    expect(c).toMatchObject({ domain: 'localhost', path: '/', sameSite: 'Lax', secure: false, httpOnly: false });
    expect(Math.abs(c.expires - Date.parse(session.expires_at) / 1000)).toBeLessThan(2);
  }
  expect(cookies.find((c) => c.name === DEFAULT_COOKIE_NAMES.opaqueToken)?.value).toBe(tokens?.session_token);
  expect(cookies.find((c) => c.name === DEFAULT_COOKIE_NAMES.jwt)?.value).toBe(tokens?.session_jwt);
});

test('cookie options rename the cookies', async ({ page, context, host, mountWidget, inbox }) => {
  await signIn(page, mountWidget, inbox, 'renamed@example.com', {
    cookieOptions: { opaqueTokenCookieName: 'shop_session', jwtCookieName: 'shop_session_jwt', path: '/' },
  });
  expect((await context.cookies(host.url)).map((c) => c.name).sort()).toEqual(['shop_session', 'shop_session_jwt']);
});

test('the background refresh re-authenticates after 180000 ms with a new JWT, and at once on a page that starts signed in', async ({
  page,
  context,
  host,
  emulator,
  mountWidget,
  inbox,
}) => {
  await page.clock.install();
  await page.addInitScript(noteSignInTime);
  const session = await signIn(page, mountWidget, inbox, 'refresh@example.com');
  const firstJwt = (await cookie(context, host.url, DEFAULT_COOKIE_NAMES.jwt))?.value;
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (isSessionRefresh(request.url())) refreshes.push(request.url());
  });

  // The page's clock runs on in real time until paused, seconds of it on a busy machine: stop it 1 s before the
  // refresh is due, counted from the sign-in's answer, wherever the time spent since has left it.
  const signedInAt = await page.evaluate(() => (window as unknown as SignInTime).__signedInAt);
  if (signedInAt === undefined) throw new Error('the page saw no passcode answer');
  await page.clock.pauseAt(signedInAt + 179_000);
  expect(refreshes).toEqual([]);
  const refreshed = page.waitForResponse((response) => isSessionRefresh(response.url()));
  // The client schedules its refresh a moment after the answer arrives (it reads the body first).
  await page.clock.runFor(2_000);
  expect((await refreshed).status()).toBe(200);
  await expect.poll(async () => (await cookie(context, host.url, DEFAULT_COOKIE_NAMES.jwt))?.value).not.toBe(firstJwt);
  expect(emulator.server.store.state.sessions[session.session_id]?.revoked).toBe(false);

  // A page that starts with the session cookie refreshes at once (its timers run again: the clock flows).
  await page.clock.resume();
  const atStart = page.waitForResponse((response) => isSessionRefresh(response.url()));
  await page.reload();
  expect((await atStart).status()).toBe(200);
  expect((await expectSignedIn(page)).session_id).toBe(session.session_id);
});

test('log out revokes the session and removes the cookies', async ({ page, context, host, emulator, mountWidget, inbox }) => {
  const session = await signIn(page, mountWidget, inbox, 'logout@example.com');
  await page.evaluate(() => (window as unknown as PageWindow).__client.session.revoke());
  expect(await sessionOf(page)).toBeNull();
  expect(await context.cookies(host.url)).toEqual([]);
  expect(emulator.server.store.state.sessions[session.session_id]?.revoked).toBe(true);
  // A page opened afterwards starts signed out.
  await page.goto(`${host.url}/account`);
  await expect(page.getByTestId('session-status')).toHaveText('Signed out');
});

test('two tabs of one context: a sign-in in one shows in the other, a log out in the other ends it in the first', async ({
  page,
  context,
  host,
  mountWidget,
  inbox,
}) => {
  const other = await context.newPage();
  await other.goto(`${host.url}/account`);
  await expect(other.getByTestId('session-status')).toHaveText('Signed out');

  const session = await signIn(page, mountWidget, inbox, 'tabs@example.com');
  await expect(other.getByTestId('session-status')).toHaveText(`Signed in (${session.user_id})`);

  await other.reload();
  await other.getByRole('button', { name: 'Log out' }).click();
  await expect(other.getByText('You are logged out.')).toBeVisible();
  await expect.poll(() => sessionOf(page)).toBeNull();
  expect(await context.cookies(host.url)).toEqual([]);
});

test('a session revoked on the provider\'s side ends at the next refresh, in every tab', async ({
  page,
  context,
  host,
  emulator,
  mountWidget,
  inbox,
}) => {
  await page.clock.install();
  const session = await signIn(page, mountWidget, inbox, 'revoked@example.com');
  const other = await context.newPage();
  const otherStart = other.waitForResponse((response) => isSessionRefresh(response.url()));
  await other.goto(`${host.url}/account`);
  await otherStart;
  await expect(other.getByTestId('session-status')).toHaveText(`Signed in (${session.user_id})`);

  emulator.revokeSessions(session.user_id);
  // Either tab may refresh first: their timers run from the sign-in and from the other tab's start, moments apart,
  // and a step of the clock can fall between them. The first refresh, whichever tab sends it, ends the session in both.
  expect((await nextRefresh(page, other)).status()).toBe(404);
  await expect.poll(() => sessionOf(page)).toBeNull();
  await expect(other.getByTestId('session-status')).toHaveText('Signed out');
  await expect(other.getByText('You are not signed in.')).toBeVisible();
  expect(await context.cookies(host.url)).toEqual([]);
});

test('a session that ran out at the provider ends at the next refresh, with its cookies', async ({ page, context, host, emulator, mountWidget, inbox }) => {
  await page.clock.install();
  const session = await signIn(page, mountWidget, inbox, 'expired@example.com');
  // The provider's time passes the session's end; the page's own clock has not moved yet.
  await emulator.advanceClock(Math.ceil(Date.parse(session.expires_at) - Date.now()) + 60_000);
  const refused = await nextRefresh(page);
  expect(refused.status()).toBe(404);
  expect(await refused.json()).toMatchObject({ error_type: 'session_not_found' });
  await expect.poll(() => sessionOf(page)).toBeNull();
  expect(await context.cookies(host.url)).toEqual([]);
});
