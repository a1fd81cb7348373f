/**
 * The reference provider's headless client, `totps` namespace, on the emulator: create for the signed-in user,
 * authenticate with a code of the authenticator app, recoveryCodes, and recover with a recovery code.
 */
import { totpCode } from '@auth-widget/harness/testing';
import { expectReferenceSignedIn, newReferenceClient, referenceSignUp, type ReferenceWindow } from './referenceClient.ts';
import { expect, test } from './test.ts';

/** The answer of `totps.recoveryCodes`, as the emulator sends it. */
type RecoveryCodes = { totps: { totp_id: string; recovery_codes: string[] }[] };

test('create, authenticate, recoveryCodes and recover, each leaving the user and session the reference SDK expects', async ({
  page,
  openReference,
  emulator,
}) => {
  await openReference(page);
  await newReferenceClient(page);
  const signedUp = await referenceSignUp(page, 'totp-user@example.com');

  const created = await page.evaluate(() => (window as ReferenceWindow).ref.totps.create({ expiration_minutes: 5 }));
  expect(created.secret).toMatch(/^[A-Z2-7]+=*$/);
  expect(created.qr_code).toMatch(/^data:image\//);
  expect(created.recovery_codes.length).toBeGreaterThan(0);
  // The reference SDK stores the answer's `__user`: the new TOTP is on the stored user at once.
  const afterCreate = await expectReferenceSignedIn(page);
  expect(afterCreate.user?.totps.map((t: any) => t.totp_id)).toEqual([created.totp_id]);

  const code = totpCode(created.secret, emulator.server.store.clock.now());
  const authenticated = await page.evaluate(
    (code) => (window as ReferenceWindow).ref.totps.authenticate({ totp_code: code, session_duration_minutes: 30 }),
    code,
  );
  expect(authenticated.totp_id).toBe(created.totp_id);
  const afterAuthenticate = await expectReferenceSignedIn(page);
  expect(afterAuthenticate.user?.totps[0]?.verified).toBe(true);
  expect(afterAuthenticate.session?.authentication_factors.length).toBeGreaterThan(signedUp.session?.authentication_factors.length);

  const codes = (await page.evaluate(() => (window as ReferenceWindow).ref.totps.recoveryCodes())) as unknown as RecoveryCodes;
  expect(codes.totps[0]?.recovery_codes).toEqual(created.recovery_codes);

  await page.evaluate(() => (window as ReferenceWindow).ref.session.revoke());
  await page.evaluate(
    () => (window as ReferenceWindow).ref.passwords.authenticate({ email: 'totp-user@example.com', password: 'Plaid-Harbour-Quiet-Lantern-42', session_duration_minutes: 30 }),
  );
  const recovered = await page.evaluate(
    (code) => (window as ReferenceWindow).ref.totps.recover({ recovery_code: code, session_duration_minutes: 30 }),
    created.recovery_codes[0]!,
  );
  expect(recovered.totp_id).toBe(created.totp_id);
  const afterRecover = await expectReferenceSignedIn(page);
  expect(afterRecover.user?.user_id).toBe(signedUp.user?.user_id);
  const left = (await page.evaluate(() => (window as ReferenceWindow).ref.totps.recoveryCodes())) as unknown as RecoveryCodes;
  expect(left.totps[0]?.recovery_codes).not.toContain(created.recovery_codes[0]);
});
