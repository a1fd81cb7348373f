/**
 * Passkey logins that go wrong, beyond widget-passkeys.spec.ts and widget-main.spec.ts
 * (registration, the list, the already-registered and cancelled-registration messages, the button and autofill
 * logins): a passkey deleted from the account but not from the authenticator, a provider error, and a cancelled
 * login prompt, which stays silent and leaves the button working.
 */
import type { Page } from '@playwright/test';
import { expect, test, type EmulatorHandle } from '../fixtures/index.ts';
import { callbacks, eventTypes, sessionOf, signUpWithPassword, type PageWindow } from './helpers.ts';

/** No email or phone form, so Main shows "Login with a Passkey". */
const config = { products: ['passkeys' as const, 'oauth' as const], oauthOptions: { providers: [{ type: 'google' as const }] } };

/** A user with a passkey in the page's authenticator, signed out again. */
async function userWithPasskey(page: Page, hostUrl: string, email: string): Promise<void> {
  await signUpWithPassword(page, hostUrl, email);
  await page.evaluate(async () => {
    const client = (window as unknown as PageWindow).__client;
    await client.webauthn.register({ is_passkey: true, session_duration_minutes: 60 });
    await client.session.revoke();
  });
}

function registrations(emulator: EmulatorHandle) {
  return Object.values(emulator.server.store.state.users).flatMap((u) => u.webauthn_registrations);
}

const banner = (page: Page) => page.locator('.aw-banner');

test('a passkey deleted from the account but still in the authenticator reads "Passkey registration not found…"', async ({
  page,
  host,
  emulator,
  mountWidget,
  passkeys,
}) => {
  await passkeys.add();
  await userWithPasskey(page, host.url, 'deleted@example.com');
  for (const user of Object.values(emulator.server.store.state.users)) user.webauthn_registrations = [];
  expect(await passkeys.credentials()).toHaveLength(1);

  await mountWidget(page, { config });
  await page.getByRole('button', { name: 'Login with a Passkey' }).click();
  await expect(banner(page)).toHaveText(
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  );
  const [error] = await callbacks(page, 'error');
  expect(error?.data).toMatchObject({ errorType: 'webauthn_registration_not_found' });
  await expect(page.getByRole('button', { name: 'Login with a Passkey' })).toBeEnabled();
});

test('a provider error during a passkey login reads "Unknown error occurred during passkey authentication. Please try again."; the retry signs in', async ({
  page,
  host,
  emulator,
  mountWidget,
  passkeys,
}) => {
  await passkeys.add();
  await userWithPasskey(page, host.url, 'unlucky@example.com');
  await emulator.fault({ path: '/sdk/v1/webauthn/authenticate', status: 500 });
  await mountWidget(page, { config });
  await page.getByRole('button', { name: 'Login with a Passkey' }).click();
  await expect(banner(page)).toHaveText('Unknown error occurred during passkey authentication. Please try again.');
  await page.getByRole('button', { name: 'Login with a Passkey' }).click();
  await expect(page.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
  expect(await eventTypes(page)).toEqual(['passkey_authenticate']);
  expect(registrations(emulator)).toHaveLength(1);
});

test('a cancelled login prompt shows nothing and the button works again', async ({ page, host, mountWidget, passkeys }) => {
  await passkeys.add();
  await userWithPasskey(page, host.url, 'hesitant@example.com');
  await mountWidget(page, { config });
  const starts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/webauthn/authenticate/start/')) starts.push(request.url());
  });
  await passkeys.cancelCeremonies(async () => {
    await page.getByRole('button', { name: 'Login with a Passkey' }).click();
    await expect.poll(() => starts.length).toBe(1);
    // Busy from the click until the refused ceremony has ended.
    await expect(page.getByRole('button', { name: 'Login with a Passkey' })).not.toHaveAttribute('aria-busy', 'true');
  });
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  expect(await sessionOf(page)).toBeNull();
  await expect(banner(page)).toHaveCount(0);
  expect(await callbacks(page, 'error')).toEqual([]);
  await page.getByRole('button', { name: 'Login with a Passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
});
