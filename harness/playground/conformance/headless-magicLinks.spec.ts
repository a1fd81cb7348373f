/**
 * The reference provider's headless client, `magicLinks` namespace, on the emulator: login_or_create, send
 * (primary without a session, secondary with one), authenticate, with and without PKCE.
 */
import type { Request } from '@playwright/test';
import {
  expectReferenceSignedIn,
  newReferenceClient,
  referenceSignUp,
  tokenOf,
  type ReferenceWindow,
} from './referenceClient.ts';
import { expect, test } from './test.ts';

/** Sends with the reference client, with the redirect URLs on the conformance site. */
function sendOptions(siteUrl: string) {
  return {
    login_magic_link_url: `${siteUrl}/authenticate`,
    signup_magic_link_url: `${siteUrl}/authenticate`,
    login_expiration_minutes: 30,
    signup_expiration_minutes: 30,
  };
}

test('loginOrCreate sends a signup link; authenticate signs the new user in', async ({ page, openReference, referenceSite, inbox }) => {
  await openReference(page);
  await newReferenceClient(page);
  const email = 'ml-new@example.com';
  const sent = (await page.evaluate(
    ({ email, options }) => (window as ReferenceWindow).ref.magicLinks.email.loginOrCreate(email, options),
    { email, options: sendOptions(referenceSite.url) },
  )) as unknown as { user_id: string; user_created: boolean };
  expect(sent.user_created).toBe(true);
  const link = await inbox.link(email);
  expect(link.startsWith(`${referenceSite.url}/authenticate?`)).toBe(true);

  const answer = await page.evaluate(
    (token) => (window as ReferenceWindow).ref.magicLinks.authenticate(token, { session_duration_minutes: 30 }),
    tokenOf(link),
  );
  expect(answer.user_id).toBe(sent.user_id);
  const state = await expectReferenceSignedIn(page);
  expect(state.user?.emails[0]?.email).toBe(email);
  expect(state.user?.emails[0]?.verified).toBe(true);
});

test('send without a session is primary (an existing user); with a session, secondary adds the email', async ({
  page,
  openReference,
  referenceSite,
  inbox,
}) => {
  await openReference(page);
  await newReferenceClient(page);
  const paths: string[] = [];
  page.on('request', (request: Request) => paths.push(new URL(request.url()).pathname));

  // Primary: an existing user, signed out.
  const email = 'ml-known@example.com';
  await referenceSignUp(page, email);
  await page.evaluate(() => (window as ReferenceWindow).ref.session.revoke());
  await page.evaluate(
    ({ email, options }) => (window as ReferenceWindow).ref.magicLinks.email.send(email, options),
    { email, options: sendOptions(referenceSite.url) },
  );
  expect(paths).toContain('/sdk/v1/magic_links/email/send/primary');
  await page.evaluate(
    (token) => (window as ReferenceWindow).ref.magicLinks.authenticate(token, { session_duration_minutes: 30 }),
    tokenOf(await inbox.link(email)),
  );
  await expectReferenceSignedIn(page);

  // Secondary: the signed-in user adds a second email, which the followed link verifies.
  const second = 'ml-second@example.com';
  await page.evaluate(
    ({ email, options }) => (window as ReferenceWindow).ref.magicLinks.email.send(email, options),
    { email: second, options: sendOptions(referenceSite.url) },
  );
  expect(paths).toContain('/sdk/v1/magic_links/email/send/secondary');
  await page.evaluate(
    (token) => (window as ReferenceWindow).ref.magicLinks.authenticate(token, { session_duration_minutes: 30 }),
    tokenOf(await inbox.link(second)),
  );
  const state = await expectReferenceSignedIn(page);
  expect(state.user?.emails.map((e: { email: string }) => e.email).sort()).toEqual([second, email].sort());
});

test.describe('with PKCE required for magic links', () => {
  test.use({ emulatorProject: { pkce_required_for_email_magic_links: true } });

  test('loginOrCreate sends a code_challenge; authenticate sends its verifier and clears it', async ({
    page,
    openReference,
    referenceSite,
    inbox,
  }) => {
    await openReference(page);
    await newReferenceClient(page);
    const bodies: Record<string, any>[] = [];
    page.on('request', (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/sdk/v1/magic_links/')) bodies.push(request.postDataJSON());
    });
    const email = 'ml-pkce@example.com';
    await page.evaluate(
      ({ email, options }) => (window as ReferenceWindow).ref.magicLinks.email.loginOrCreate(email, options),
      { email, options: sendOptions(referenceSite.url) },
    );
    expect(bodies[0]?.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);

    await page.evaluate(
      (token) => (window as ReferenceWindow).ref.magicLinks.authenticate(token, { session_duration_minutes: 30 }),
      tokenOf(await inbox.link(email)),
    );
    expect(bodies[1]?.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    await expectReferenceSignedIn(page);
    const verifiers = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('code_verifier')));
    expect(verifiers).toEqual([]);
  });
});
