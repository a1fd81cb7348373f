/**
 * The reference provider's headless client, `webauthn` namespace, on the emulator with a virtual authenticator:
 * register (start and finish), authenticate (start and finish, primary and secondary), update.
 */
import type { Request } from '@playwright/test';
import {
  expectReferenceSignedIn,
  expectReferenceSignedOut,
  newReferenceClient,
  referenceSignUp,
  type ReferenceWindow,
} from './referenceClient.ts';
import { expect, test } from './test.ts';

test('register a passkey, sign in with it, rename it', async ({ page, openReference, passkeys }) => {
  await passkeys.add();
  await openReference(page, '/passkeys');
  await newReferenceClient(page);
  const paths: string[] = [];
  page.on('request', (request: Request) => paths.push(new URL(request.url()).pathname));
  const signedUp = await referenceSignUp(page, 'passkey-user@example.com');

  const registered = await page.evaluate(() =>
    (window as ReferenceWindow).ref.webauthn.register({ is_passkey: true, session_duration_minutes: 30 }),
  );
  expect(paths).toEqual(expect.arrayContaining(['/sdk/v1/webauthn/register/start', '/sdk/v1/webauthn/register']));
  expect(registered.webauthn_registration_id).toBeTruthy();
  expect(await passkeys.credentials()).toHaveLength(1);
  // The reference SDK takes the user from `__user`: the new registration is on the stored user.
  const afterRegister = await expectReferenceSignedIn(page);
  expect(afterRegister.user?.webauthn_registrations.map((r: any) => r.webauthn_registration_id)).toEqual([
    registered.webauthn_registration_id,
  ]);

  // Secondary: a passkey check while signed in.
  await page.evaluate(() =>
    (window as ReferenceWindow).ref.webauthn.authenticate({ is_passkey: true, session_duration_minutes: 30 }),
  );
  expect(paths).toContain('/sdk/v1/webauthn/authenticate/start/secondary');
  await expectReferenceSignedIn(page);

  // Primary: signed out, the passkey signs the user in.
  await page.evaluate(() => (window as ReferenceWindow).ref.session.revoke());
  await expectReferenceSignedOut(page);
  const authenticated = await page.evaluate(() =>
    (window as ReferenceWindow).ref.webauthn.authenticate({ is_passkey: true, session_duration_minutes: 30 }),
  );
  expect(paths).toContain('/sdk/v1/webauthn/authenticate/start/primary');
  expect(authenticated?.webauthn_registration_id).toBe(registered.webauthn_registration_id);
  const afterLogin = await expectReferenceSignedIn(page);
  expect(afterLogin.user?.user_id).toBe(signedUp.user?.user_id);

  const updated = await page.evaluate(
    (id) => (window as ReferenceWindow).ref.webauthn.update({ webauthn_registration_id: id, name: 'Work laptop' }),
    registered.webauthn_registration_id,
  );
  expect(updated.webauthn_registration?.name).toBe('Work laptop');
  const user = (await page.evaluate(() => (window as ReferenceWindow).ref.user.get()))!;
  expect(user.webauthn_registrations[0]?.name).toBe('Work laptop');
});

test('a second-factor security key: register without is_passkey, authenticate without it', async ({ page, openReference, passkeys }) => {
  await passkeys.add({ hasResidentKey: false, transport: 'usb' });
  await openReference(page, '/passkeys');
  await newReferenceClient(page);
  await referenceSignUp(page, 'key-user@example.com');
  await page.evaluate(() =>
    (window as ReferenceWindow).ref.webauthn.register({ authenticator_type: 'cross-platform', session_duration_minutes: 30 }),
  );
  await page.evaluate(() => (window as ReferenceWindow).ref.webauthn.authenticate({ session_duration_minutes: 30 }));
  const state = await expectReferenceSignedIn(page);
  expect(state.user?.webauthn_registrations).toHaveLength(1);
  expect(state.session?.authentication_factors.map((f: any) => f.type)).toContain('webauthn');
});
