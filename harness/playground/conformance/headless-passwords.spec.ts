/**
 * The reference provider's headless client, `passwords` namespace, on the emulator: strength check, create,
 * authenticate, the email reset (with and without PKCE), the session reset and the existing-password reset.
 */
import type { Request } from '@playwright/test';
import {
  STRONG_PASSWORD,
  expectReferenceSignedIn,
  expectReferenceSignedOut,
  newReferenceClient,
  referenceSignUp,
  tokenOf,
  type ReferenceWindow,
} from './referenceClient.ts';
import { expect, test } from './test.ts';

const NEW_PASSWORD = 'Velvet-Compass-Tundra-Orchid-77';

test('strengthCheck scores a weak and a strong password', async ({ page, openReference }) => {
  await openReference(page);
  await newReferenceClient(page);
  const [weak, strong] = await page.evaluate(async (strong) => {
    const { ref } = window as ReferenceWindow;
    return [
      await ref.passwords.strengthCheck({ email: 'pw-check@example.com', password: 'password' }),
      await ref.passwords.strengthCheck({ password: strong }),
    ];
  }, STRONG_PASSWORD);
  expect(weak.valid_password).toBe(false);
  expect(weak.breached_password).toBe(true);
  expect(strong.valid_password).toBe(true);
  expect(strong.score).toBeGreaterThanOrEqual(3);
});

test('create signs the new user in; authenticate signs them in again after a revoke', async ({ page, openReference }) => {
  await openReference(page);
  await newReferenceClient(page);
  const created = await referenceSignUp(page, 'pw-user@example.com');
  expect(created.user?.password?.password_id).toBeTruthy();
  await page.evaluate(() => (window as ReferenceWindow).ref.session.revoke());
  await expectReferenceSignedOut(page);
  await page.evaluate(
    (password) =>
      (window as ReferenceWindow).ref.passwords.authenticate({ email: 'pw-user@example.com', password, session_duration_minutes: 30 }),
    STRONG_PASSWORD,
  );
  const state = await expectReferenceSignedIn(page);
  expect(state.user?.user_id).toBe(created.user?.user_id);
});

test('resetByEmailStart emails a reset link; resetByEmail sets the password and signs in', async ({
  page,
  openReference,
  referenceSite,
  inbox,
}) => {
  await openReference(page);
  await newReferenceClient(page);
  const email = 'pw-reset@example.com';
  await referenceSignUp(page, email);
  await page.evaluate(() => (window as ReferenceWindow).ref.session.revoke());
  await page.evaluate(
    ({ email, url }) =>
      (window as ReferenceWindow).ref.passwords.resetByEmailStart({
        email,
        login_redirect_url: url,
        reset_password_redirect_url: `${url}/reset-password`,
        reset_password_expiration_minutes: 30,
      }),
    { email, url: referenceSite.url },
  );
  const link = await inbox.link(email);
  expect(link.startsWith(`${referenceSite.url}/reset-password?`)).toBe(true);
  await page.evaluate(
    ({ token, password }) =>
      (window as ReferenceWindow).ref.passwords.resetByEmail({ token, password, session_duration_minutes: 30 }),
    { token: tokenOf(link), password: NEW_PASSWORD },
  );
  await expectReferenceSignedIn(page);
  await page.evaluate(() => (window as ReferenceWindow).ref.session.revoke());
  await page.evaluate(
    ({ email, password }) =>
      (window as ReferenceWindow).ref.passwords.authenticate({ email, password, session_duration_minutes: 30 }),
    { email, password: NEW_PASSWORD },
  );
  await expectReferenceSignedIn(page);
});

test.describe('with PKCE required for password resets', () => {
  test.use({ emulatorProject: { pkce_required_for_password_resets: true } });

  test('resetByEmailStart sends a code_challenge; resetByEmail its verifier, then clears it', async ({
    page,
    openReference,
    referenceSite,
    inbox,
  }) => {
    await openReference(page);
    await newReferenceClient(page);
    const email = 'pw-pkce@example.com';
    await referenceSignUp(page, email);
    await page.evaluate(() => (window as ReferenceWindow).ref.session.revoke());
    const bodies: Record<string, any>[] = [];
    page.on('request', (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/sdk/v1/passwords/email/')) bodies.push(request.postDataJSON());
    });
    await page.evaluate(
      ({ email, url }) =>
        (window as ReferenceWindow).ref.passwords.resetByEmailStart({ email, reset_password_redirect_url: `${url}/reset-password` }),
      { email, url: referenceSite.url },
    );
    expect(bodies[0]?.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await page.evaluate(
      ({ token, password }) =>
        (window as ReferenceWindow).ref.passwords.resetByEmail({ token, password, session_duration_minutes: 30 }),
      { token: tokenOf(await inbox.link(email)), password: NEW_PASSWORD },
    );
    expect(bodies[1]?.code_verifier).toBeTruthy();
    await expectReferenceSignedIn(page);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('code_verifier')))).toEqual([]);
  });
});

test('resetBySession sets a new password for the signed-in user and keeps the session', async ({ page, openReference }) => {
  await openReference(page);
  await newReferenceClient(page);
  const before = await referenceSignUp(page, 'pw-session@example.com');
  await page.evaluate(
    (password) => (window as ReferenceWindow).ref.passwords.resetBySession({ password, session_duration_minutes: 30 }),
    NEW_PASSWORD,
  );
  const after = await expectReferenceSignedIn(page);
  expect(after.session?.session_id).toBe(before.session?.session_id);
  await page.evaluate(() => (window as ReferenceWindow).ref.session.revoke());
  await page.evaluate(
    (password) =>
      (window as ReferenceWindow).ref.passwords.authenticate({ email: 'pw-session@example.com', password, session_duration_minutes: 30 }),
    NEW_PASSWORD,
  );
  await expectReferenceSignedIn(page);
});

test('resetByExistingPassword replaces a known password and signs in', async ({ page, openReference }) => {
  await openReference(page);
  await newReferenceClient(page);
  const email = 'pw-existing@example.com';
  await referenceSignUp(page, email);
  await page.evaluate(() => (window as ReferenceWindow).ref.session.revoke());
  await page.evaluate(
    ({ email, existing, next }) =>
      (window as ReferenceWindow).ref.passwords.resetByExistingPassword({
        email,
        existing_password: existing,
        new_password: next,
        session_duration_minutes: 30,
      }),
    { email, existing: STRONG_PASSWORD, next: NEW_PASSWORD },
  );
  const state = await expectReferenceSignedIn(page);
  expect(state.user?.emails[0]?.email).toBe(email);
});
