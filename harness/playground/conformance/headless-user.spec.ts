/**
 * The reference provider's headless client, `user` namespace, on the emulator: get, update, and the deletion of
 * each factor kind, every call leaving the stored user as the answer's `__user` describes it. The reference SDK
 * (4.18.2) has no call that deletes a crypto wallet, so that deletion is covered by our client's tests only.
 */
import type { Page } from '@playwright/test';
import { totpCode } from '@auth-widget/harness/testing';
import {
  expectReferenceSignedIn,
  newReferenceClient,
  referenceState,
  tokenOf,
  type ReferenceWindow,
} from './referenceClient.ts';
import { expect, test } from './test.ts';

const EMAIL = 'factors@example.com';

/** Signs in through the consent page with Google, so the user has an OAuth registration. */
async function signInWithGoogle(page: Page, siteUrl: string): Promise<void> {
  await page.evaluate((url) => {
    void (window as ReferenceWindow).ref.oauth.google.start({ login_redirect_url: `${url}/authenticate`, signup_redirect_url: `${url}/authenticate` });
  }, siteUrl);
  await page.getByLabel('Sign in as').fill(EMAIL);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL((url) => url.href.startsWith(`${siteUrl}/authenticate`) && url.searchParams.has('token'));
  await page.waitForFunction(() => typeof window.Reference === 'object');
  await newReferenceClient(page);
  await page.evaluate(
    (token) => (window as ReferenceWindow).ref.oauth.authenticate(token, { session_duration_minutes: 60 }),
    tokenOf(page.url()),
  );
}

test('get, update, and deleting every factor kind keep the stored user in step', async ({
  page,
  openReference,
  referenceSite,
  inbox,
  passkeys,
  emulator,
}) => {
  await passkeys.add();
  await openReference(page, '/passkeys');
  await newReferenceClient(page);
  await signInWithGoogle(page, referenceSite.url);

  // A second email, a phone number, a TOTP and a passkey, each added with the session.
  const emailSend = await page.evaluate(() => (window as ReferenceWindow).ref.otps.email.send('factors-2@example.com', { expiration_minutes: 5 }));
  await page.evaluate(
    ({ code, id }) => (window as ReferenceWindow).ref.otps.authenticate(code, id, { session_duration_minutes: 60 }),
    { code: await inbox.code('factors-2@example.com'), id: emailSend.method_id },
  );
  const smsSend = await page.evaluate(() => (window as ReferenceWindow).ref.otps.sms.send('+12025550177', { expiration_minutes: 5 }));
  await page.evaluate(
    ({ code, id }) => (window as ReferenceWindow).ref.otps.authenticate(code, id, { session_duration_minutes: 60 }),
    { code: await inbox.code('+12025550177'), id: smsSend.method_id },
  );
  const totp = await page.evaluate(() => (window as ReferenceWindow).ref.totps.create({ expiration_minutes: 5 }));
  await page.evaluate(
    (code) => (window as ReferenceWindow).ref.totps.authenticate({ totp_code: code, session_duration_minutes: 60 }),
    totpCode(totp.secret, emulator.server.store.clock.now()),
  );
  await page.evaluate(() => (window as ReferenceWindow).ref.webauthn.register({ is_passkey: true, session_duration_minutes: 60 }));

  // get: the fresh user replaces the stored one.
  const fetched = (await page.evaluate(() => (window as ReferenceWindow).ref.user.get()))!;
  expect(fetched.emails).toHaveLength(2);
  expect(fetched.phone_numbers).toHaveLength(1);
  expect(fetched.totps).toHaveLength(1);
  expect(fetched.providers).toHaveLength(1);
  expect(fetched.webauthn_registrations).toHaveLength(1);
  expect((await referenceState(page)).user).toEqual(fetched);

  // update: untrusted_metadata merged; the stored user follows the answer's `__user`.
  await page.evaluate(() => (window as ReferenceWindow).ref.user.update({ untrusted_metadata: { theme: 'dark', plan: 'pro' } }));
  expect((await referenceState(page)).user?.untrusted_metadata).toEqual({ theme: 'dark', plan: 'pro' });
  await page.evaluate(() => (window as ReferenceWindow).ref.user.update({ untrusted_metadata: { plan: null } }));
  expect((await referenceState(page)).user?.untrusted_metadata).toEqual({ theme: 'dark' });

  const second = fetched.emails.find((e: any) => e.email === 'factors-2@example.com')!.email_id;
  const deletions = [
    { call: 'deleteEmail', id: second, list: 'emails' },
    { call: 'deletePhoneNumber', id: fetched.phone_numbers[0]!.phone_id, list: 'phone_numbers' },
    { call: 'deleteTOTP', id: fetched.totps[0]!.totp_id, list: 'totps' },
    { call: 'deleteOAuthRegistration', id: fetched.providers[0]!.oauth_user_registration_id, list: 'providers' },
    { call: 'deleteWebauthnRegistration', id: fetched.webauthn_registrations[0]!.webauthn_registration_id, list: 'webauthn_registrations' },
  ] as const;
  for (const { call, id, list } of deletions) {
    const before = (await referenceState(page)).user?.[list].length as number;
    const answer = await page.evaluate(({ call, id }) => ((window as ReferenceWindow).ref.user as any)[call](id), { call, id });
    expect(answer.user_id, call).toBe(fetched.user_id);
    const state = await expectReferenceSignedIn(page);
    expect(state.user?.[list], call).toHaveLength(before - 1);
  }

  // No biometric registration can be made in a browser: the call reaches the emulator and is refused as unknown.
  const refused = await page.evaluate(() =>
    (window as ReferenceWindow).ref.user.deleteBiometricRegistration('biometric-registration-test-none').then(
      () => null,
      (error: { error_type?: string }) => error.error_type ?? String(error),
    ),
  );
  expect(refused).toBe('biometric_registration_not_found');
  const state = await expectReferenceSignedIn(page);
  expect(state.user?.emails.map((e: any) => e.email)).toEqual([EMAIL]);
});
