import type { Page } from '@playwright/test';
import type { Inbox } from '@auth-widget/harness/fixtures';
import { expect, test } from './test.ts';
import { expectSignedIn, mountLogin, mountPasskeyRegistration, openLink, type ReferenceLoginConfig } from './referenceUi.ts';

const EMAIL = 'ada@example.com';
const OTP_CONFIG: ReferenceLoginConfig = { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 5 } };
const PASSKEY_SUCCESS = 'Your Passkey has been successfully authenticated.';

/** Signs in through the UI with an email passcode, as a user does before adding a passkey. */
async function signInWithPasscode(page: Page, inbox: Inbox): Promise<string> {
  await mountLogin(page, OTP_CONFIG);
  await page.getByPlaceholder('example@email.com').fill(EMAIL);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByLabel('One-time passcode').fill(await inbox.code(EMAIL));
  return expectSignedIn(page, 'Your passcode has been successfully verified.');
}

/** Signs in, then creates a passkey on the site's `/passkeys` page through the registration screens. */
async function registerThroughUi(page: Page, siteUrl: string, inbox: Inbox): Promise<string> {
  const userId = await signInWithPasscode(page, inbox);
  await openLink(page, `${siteUrl}/passkeys`);
  await mountPasskeyRegistration(page, OTP_CONFIG);
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(page.getByText('Passkey successfully created!')).toBeVisible();
  return userId;
}

/** Ends the session through the reference client, so the next mount starts signed out. */
async function signOut(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await window.Reference.ui().session.revoke();
  });
}

test.describe("the reference provider's prebuilt UI: passkeys", () => {
  test('registers a passkey after a login, and lists it', async ({ page, openReference, referenceSite, inbox, passkeys }) => {
    await passkeys.add();
    await openReference(page);
    const userId = await registerThroughUi(page, referenceSite.url, inbox);
    await expect(page.getByText('Existing Passkeys')).toBeVisible();
    expect(await expectSignedIn(page)).toBe(userId);
    expect(await passkeys.credentials()).toHaveLength(1);
    const registrations = await page.evaluate(() => window.Reference.ui().user.getSync()?.webauthn_registrations ?? []);
    expect(registrations).toHaveLength(1);
  });

  test('renames, then deletes, the passkey from the registration screen', async ({
    page,
    openReference,
    referenceSite,
    inbox,
    passkeys,
    emulator,
  }) => {
    await passkeys.add();
    await openReference(page);
    const userId = await registerThroughUi(page, referenceSite.url, inbox);
    const registrations = () => emulator.server.store.state.users[userId]?.webauthn_registrations ?? [];
    // The screen saves a rename and a deletion without waiting for the answer: poll the provider's side.
    await page.getByTestId(/^clickable-edit-icon-edit/).click();
    await page.getByTestId(/^editable-row-input-/).fill('Work laptop');
    await page.getByTestId(/^clickable-edit-icon-save/).click();
    await expect.poll(() => registrations().map((r) => r.name)).toEqual(['Work laptop']);

    await page.getByTestId(/^clickable-edit-icon-delete/).click();
    await expect(page.getByText('Once deleted, the passkey cannot be restored.')).toBeVisible();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => registrations().length).toBe(0);
    // The client took the user of the deletion's answer.
    await expect
      .poll(() => page.evaluate(() => window.Reference.ui().user.getSync()?.webauthn_registrations.length))
      .toBe(0);
  });

  test('logs in with the passkey button', async ({ page, openReference, referenceSite, inbox, passkeys }) => {
    await passkeys.add();
    await openReference(page);
    const userId = await registerThroughUi(page, referenceSite.url, inbox);
    await signOut(page);
    await openLink(page, referenceSite.url);
    // With no email field to autofill, the UI offers the passkey as a button.
    await mountLogin(page, { products: ['oauth', 'passkeys'], oauthOptions: { providers: [{ type: 'google' }] } });
    await page.getByRole('button', { name: 'Login with a Passkey' }).click();
    expect(await expectSignedIn(page, PASSKEY_SUCCESS)).toBe(userId);
  });

  test('logs in through passkey autofill on the email field', async ({ page, openReference, referenceSite, inbox, passkeys }) => {
    await passkeys.add();
    await openReference(page);
    const userId = await registerThroughUi(page, referenceSite.url, inbox);
    await signOut(page);
    await openLink(page, referenceSite.url);
    // The email form starts a conditional-mediation request; the virtual authenticator answers it with the stored
    // passkey, as a user picking it from the autofill list.
    await mountLogin(page, { ...OTP_CONFIG, products: ['otp', 'passkeys'] });
    await expect(page.getByPlaceholder('example@email.com')).toHaveAttribute('autocomplete', 'email webauthn');
    expect(await expectSignedIn(page, PASSKEY_SUCCESS)).toBe(userId);
  });
});
