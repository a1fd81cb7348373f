/**
 * The widget where the browser will not keep what the client stores: a page whose cookies and localStorage throw
 * on access (as in a sandboxed frame) still mounts the widget and signs in, with the session in the page's memory;
 * and a browser whose clock is hours off the provider's keeps its session cookies for the session's lifetime, so
 * the user is still signed in after a reload.
 */
import type { Page } from '@playwright/test';
import { DEFAULT_COOKIE_NAMES } from '@auth-widget/sdk';
import { startEmulator } from '@auth-widget/harness';
import { createInbox, expect, mountInPage, openHostPage, startHostSite, test, type Inbox } from '../fixtures/index.ts';
import { expectSignedIn, typePasscode, type PageWindow } from './helpers.ts';

const config = { products: ['otp' as const], otpOptions: { methods: ['email' as const] } };
const HOUR = 3_600_000;

/** Signs `email` in through the widget already mounted in `page`, with an email passcode from `inbox`. */
async function signInWithPasscode(page: Page, inbox: Inbox, email: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await typePasscode(page, await inbox.code(email));
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
  return expectSignedIn(page);
}

/** The kinds of storage warning the host page's client raised so far (a listener is told the earlier ones). */
function warningKinds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const kinds: string[] = [];
    (window as unknown as PageWindow).__client.onWarning((warning) => kinds.push(warning.kind));
    return kinds.sort();
  });
}

test('where cookies and localStorage throw on access, the widget mounts and signs in with the session in memory', async ({
  page,
  context,
  host,
  mountWidget,
  inbox,
}) => {
  // What a frame sandboxed without allow-same-origin does: every read and write of either is a SecurityError.
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
    };
    // On the document itself, which comes before whichever prototype an engine keeps its accessor on.
    Object.defineProperty(document, 'cookie', { configurable: true, get: refuse, set: refuse });
    Object.defineProperty(window, 'localStorage', { configurable: true, get: refuse });
  });
  const warnings: string[] = [];
  const pageErrors: Error[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && message.text().startsWith('auth-widget:')) warnings.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error));

  await mountWidget(page, { config });
  const session = await signInWithPasscode(page, inbox, 'sandboxed@example.com');
  expect(session.user_id).toMatch(/^user-/);

  // Each kind once, as console.warn and as the client's event; their text loads when the first is raised.
  await expect.poll(() => warningKinds(page)).toEqual(['cookies_blocked', 'storage_blocked']);
  expect(warnings).toHaveLength(2);
  expect(warnings.join('\n')).toContain('SecurityError');
  expect(pageErrors).toEqual([]);
  // Nothing reached the browser's storage: the session lives in the page alone.
  expect(await context.cookies(host.url)).toEqual([]);
});

test('a browser whose clock is two hours ahead of the provider\'s keeps the session cookies: still signed in after a reload', async ({
  page,
  context,
}) => {
  // The browser's cookie store reads the machine's clock, which Playwright's page.clock does not move; so the
  // provider's clock is set two hours back instead, which puts the browser two hours ahead of it for the page's
  // scripts and its cookie store alike. An expiry taken from the provider's `expires_at` is then already past here.
  const emulator = await startEmulator({ port: 0, clock: { now: () => Date.now() - 2 * HOUR } });
  const site = await startHostSite({ emulatorUrl: emulator.url });
  try {
    await openHostPage(page, site.url);
    await mountInPage(page, { config });
    const session = await signInWithPasscode(page, createInbox(emulator.url), 'fast-clock@example.com');
    expect(Date.parse(session.expires_at)).toBeLessThan(Date.now());

    const lifetime = Date.parse(session.expires_at) - Date.parse(session.last_accessed_at);
    const cookies = await context.cookies(site.url);
    expect(cookies.map((c) => c.name).sort()).toEqual([DEFAULT_COOKIE_NAMES.opaqueToken, DEFAULT_COOKIE_NAMES.jwt].sort());
    for (const cookie of cookies) {
      // The session's lifetime, counted from the browser's own clock.
      expect(Math.abs(cookie.expires * 1000 - (Date.now() + lifetime))).toBeLessThan(60_000);
    }
    expect(await warningKinds(page)).toEqual([]);

    await page.reload();
    await page.waitForFunction(() => typeof (window as unknown as { __mount?: unknown }).__mount === 'function');
    expect((await expectSignedIn(page)).session_id).toBe(session.session_id);
  } finally {
    await site.stop();
    await emulator.stop();
  }
});
