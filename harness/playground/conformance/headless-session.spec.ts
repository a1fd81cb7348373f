/**
 * The reference provider's headless client, `session` namespace, on the emulator: getSync, getTokens, onChange,
 * authenticate (extend), revoke, a page load that picks the session up from its cookie, and a session the
 * provider ended.
 */
import {
  expectReferenceSignedIn,
  expectReferenceSignedOut,
  newReferenceClient,
  referenceSignUp,
  type ReferenceWindow,
} from './referenceClient.ts';
import { expect, test } from './test.ts';

type ChangeWindow = ReferenceWindow & { changes: (string | null)[] };

test('onChange reports the login and the revoke; authenticate extends; revoke clears state and cookies', async ({
  page,
  openReference,
}) => {
  await openReference(page);
  await newReferenceClient(page);
  await page.evaluate(() => {
    const w = window as unknown as ChangeWindow;
    w.changes = [];
    w.ref.session.onChange((session) => w.changes.push(session?.session_id ?? null));
  });
  const signedUp = await referenceSignUp(page, 'session-user@example.com');
  expect(await page.evaluate(() => (window as unknown as ChangeWindow).changes)).toEqual([signedUp.session?.session_id]);

  const extended = await page.evaluate(() => (window as ReferenceWindow).ref.session.authenticate({ session_duration_minutes: 120 }));
  expect(extended.session.session_id).toBe(signedUp.session?.session_id);
  expect(Date.parse(extended.session.expires_at)).toBeGreaterThan(Date.parse(signedUp.session!.expires_at));
  const state = await expectReferenceSignedIn(page);
  expect(state.session?.expires_at).toBe(extended.session.expires_at);

  await page.evaluate(() => (window as ReferenceWindow).ref.session.revoke());
  await expectReferenceSignedOut(page);
  // The extended session is a new session object (a later expires_at): the reference SDK reports it as a change.
  const id = signedUp.session?.session_id;
  expect(await page.evaluate(() => (window as unknown as ChangeWindow).changes)).toEqual([id, id, null]);
  expect(await page.evaluate(() => (window as ReferenceWindow).ref.session.getTokens())).toBeNull();
});

test('a new page picks the session up from its cookie and refreshes it with authenticate', async ({ page, openReference, referenceSite }) => {
  await openReference(page);
  await newReferenceClient(page);
  const signedUp = await referenceSignUp(page, 'session-reload@example.com');
  const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/sdk/v1/sessions/authenticate');
  await page.goto(`${referenceSite.url}/`);
  await page.waitForFunction(() => typeof window.Reference === 'object');
  await newReferenceClient(page);
  expect((await refreshed).status()).toBe(200);
  await page.waitForFunction(() => (window as ReferenceWindow).ref.user.getSync() !== null);
  const state = await expectReferenceSignedIn(page);
  expect(state.session?.session_id).toBe(signedUp.session?.session_id);
});

test('authenticate on a session the provider ended fails unrecoverably and clears state and cookies', async ({
  page,
  openReference,
  emulator,
}) => {
  await openReference(page);
  await newReferenceClient(page);
  const signedUp = await referenceSignUp(page, 'session-ended@example.com');
  emulator.revokeSessions(signedUp.user?.user_id);
  const errorType = await page.evaluate(() =>
    (window as ReferenceWindow).ref.session.authenticate().then(
      () => null,
      (error: { error_type?: string }) => error.error_type ?? String(error),
    ),
  );
  expect(errorType).toBeTruthy();
  await expectReferenceSignedOut(page);
});
