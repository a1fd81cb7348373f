/**
 * The passkey screens: registration start, success with the passkey list (rename, delete,
 * one row at a time), the confirmation after a passkey login, and passkey autofill on a phone-only form and inside a
 * Shadow DOM, with a virtual authenticator (Chromium's own through CDP, a software one in other engines) against the
 * emulator, which verifies every ceremony.
 */
import type { Page } from '@playwright/test';
import { expect, hostEvents, mountInPage, openHostPage, test, type EmulatorHandle, type HostMountOptions, type Passkeys } from '../fixtures/index.ts';
import { callbacks, eventTypes, expectSignedIn, registerPasskey, signUpWithPassword, type PageWindow } from './helpers.ts';

const config = { products: ['passkeys' as const, 'emailMagicLinks' as const] };

/** The emulator's registrations of every user: id → name. */
function storedNames(emulator: EmulatorHandle): Record<string, string> {
  const registrations = Object.values(emulator.server.store.state.users).flatMap((u) => u.webauthn_registrations);
  return Object.fromEntries(registrations.map((r) => [r.webauthn_registration_id, r.name]));
}

const errorBanner = (page: Page) => page.locator('.aw-banner[data-variant="error"]');
const rows = (page: Page) => page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem');

test.describe('Passkey registration start', () => {
  test('without a signed-in user shows the warning instead of the buttons', async ({ page, mountWidget }) => {
    await mountWidget(page, { entry: 'passkeyRegistration', config });
    await expect(page.getByText('Error: Cannot use PasskeyRegistration component without active user authenticated.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create a Passkey' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Skip' })).toHaveCount(0);
  });

  test('"Create a Passkey" registers a passkey and lists it; "Done" emits passkey_done', async ({ page, host, mountWidget, passkeys, emulator }) => {
    await signUpWithPassword(page, host.url, 'ada@example.com');
    await passkeys.add();
    await mountWidget(page, { entry: 'passkeyRegistration', config });
    await expect(page.getByRole('heading', { name: 'Set up a new Passkey' })).toBeFocused();
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Passkey successfully created' })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    expect(await passkeys.credentials()).toHaveLength(1);
    expect(Object.values(storedNames(emulator))).toHaveLength(1);
    await expect(rows(page)).toContainText(Object.values(storedNames(emulator))[0]!);
    expect(await eventTypes(page)).toEqual(['passkey_register']);
    expect(await callbacks(page, 'success')).toHaveLength(1);
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await eventTypes(page)).toEqual(['passkey_register', 'passkey_done']);
  });

  test('a passkey the authenticator already holds reads as already registered', async ({ page, host, mountWidget, passkeys }) => {
    await signUpWithPassword(page, host.url, 'grace@example.com');
    await passkeys.add();
    await mountWidget(page, { entry: 'passkeyRegistration', config });
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await page.getByRole('button', { name: 'Set up another Passkey' }).click();
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(errorBanner(page)).toHaveText(
      'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
    );
    expect(await passkeys.credentials()).toHaveLength(1);
  });

  test('a cancelled prompt says the passkey was not created', async ({ page, host, mountWidget, passkeys, emulator }) => {
    await signUpWithPassword(page, host.url, 'linus@example.com');
    await passkeys.add();
    await mountWidget(page, { entry: 'passkeyRegistration', config });
    await passkeys.cancelCeremonies(async () => {
      await page.getByRole('button', { name: 'Create a Passkey' }).click();
      await expect(errorBanner(page)).toHaveText(
        'Your Passkey was not created. Click \u201cCreate a Passkey\u201d to try again or skip without adding a Passkey.',
      );
    });
    const [error] = await callbacks(page, 'error');
    expect(error?.data).toMatchObject({ code: 'user_cancellation' });
    expect(storedNames(emulator)).toEqual({});
  });

  test('"Skip" goes to the success screen; "Set up another Passkey" returns', async ({ page, host, mountWidget }) => {
    await signUpWithPassword(page, host.url, 'barbara@example.com');
    await mountWidget(page, { entry: 'passkeyRegistration', config });
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { name: 'Passkey successfully created' })).toBeVisible();
    expect(await eventTypes(page)).toEqual(['passkey_skip']);
    await page.getByRole('button', { name: 'Set up another Passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
  });
});

test.describe('Passkey list', () => {
  /** A signed-in user with two passkeys made through the widget, on the success screen. */
  async function twoPasskeys(
    page: Page,
    hostUrl: string,
    mountWidget: (page: Page, options: HostMountOptions) => Promise<void>,
    passkeys: Passkeys,
  ) {
    await signUpWithPassword(page, hostUrl, 'margaret@example.com');
    const authenticator = await passkeys.add();
    await mountWidget(page, { entry: 'passkeyRegistration', config });
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(rows(page)).toHaveCount(1);
    // The authenticator forgets the first passkey, so it can make a second one for the same account.
    await authenticator.clearCredentials();
    await page.getByRole('button', { name: 'Set up another Passkey' }).click();
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(rows(page)).toHaveCount(2);
  }

  test('rename with the keyboard (Enter saves, Escape cancels), one row at a time', async ({ page, host, mountWidget, passkeys, emulator }) => {
    await twoPasskeys(page, host.url, mountWidget, passkeys);
    const [firstId] = Object.keys(storedNames(emulator));
    const editButtons = page.getByRole('button', { name: /^Edit the name of / });
    await editButtons.first().focus();
    await page.keyboard.press('Enter');
    const input = page.getByLabel('Passkey name');
    await expect(input).toBeFocused();
    // The other row's actions are disabled while this one is edited.
    await expect(page.getByRole('button', { name: /^Edit the name of / })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Delete / })).toBeDisabled();
    await input.fill('Scratch');
    await page.keyboard.press('Escape');
    await expect(input).toHaveCount(0);
    await expect(page.getByText('Scratch')).toHaveCount(0);

    await editButtons.first().click();
    await page.getByLabel('Passkey name').fill('Work laptop');
    await page.keyboard.press('Enter');
    await expect(rows(page).first().locator('.aw-passkey-name')).toHaveText('Work laptop');
    await expect(page.getByRole('button', { name: 'Edit the name of Work laptop' })).toBeFocused();
    await expect.poll(() => storedNames(emulator)[firstId!]).toBe('Work laptop');
    // After a reload the provider's name is shown.
    await mountWidget(page, { entry: 'passkeyRegistration', config });
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(rows(page).first().locator('.aw-passkey-name')).toHaveText('Work laptop');
  });

  test('delete after the warning; Cancel keeps the passkey', async ({ page, host, mountWidget, passkeys, emulator }) => {
    await twoPasskeys(page, host.url, mountWidget, passkeys);
    const [firstId, secondId] = Object.keys(storedNames(emulator));
    const firstName = storedNames(emulator)[firstId!]!;
    await page.getByRole('button', { name: /^Delete / }).first().click();
    await expect(rows(page).first()).toContainText('Deleting a passkey cannot be undone: a deleted passkey cannot be restored.');
    await expect(rows(page).nth(1).getByRole('button', { name: /^Edit the name of / })).toBeDisabled();
    await rows(page).first().getByRole('button', { name: 'Cancel' }).click();
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole('button', { name: /^Delete / }).first().click();
    await page.getByRole('button', { name: `Delete ${firstName} for good` }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect.poll(() => Object.keys(storedNames(emulator))).toEqual([secondId]);
  });

  test('a refused rename is rolled back and only logged', async ({ page, host, mountWidget, passkeys, emulator }) => {
    await twoPasskeys(page, host.url, mountWidget, passkeys);
    const names = storedNames(emulator);
    const firstName = Object.values(names)[0]!;
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    // The delay keeps the optimistic name on screen long enough to be seen before the rollback.
    await emulator.fault({ path: `/sdk/v1/webauthn/update/${Object.keys(names)[0]}`, method: 'PUT', status: 500, delay_ms: 1_500 });
    await page.getByRole('button', { name: /^Edit the name of / }).first().click();
    await page.getByLabel('Passkey name').fill('Never saved');
    await page.keyboard.press('Enter');
    await expect(rows(page).first().locator('.aw-passkey-name')).toHaveText('Never saved');
    await expect(rows(page).first().locator('.aw-passkey-name')).toHaveText(firstName);
    await expect.poll(() => logged.some((text) => text.includes('could not rename the passkey'))).toBe(true);
    await expect(errorBanner(page)).toHaveCount(0);
    expect(storedNames(emulator)).toEqual(names);
  });
});

test('Passkey Confirmation after a passkey login from Main', async ({ page, host, mountWidget, passkeys }) => {
  await signUpWithPassword(page, host.url, 'katherine@example.com');
  await passkeys.add();
  await mountWidget(page, { entry: 'passkeyRegistration', config });
  await page.getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Passkey successfully created' })).toBeVisible();
  await page.evaluate(async () => (window as unknown as PageWindow).__client.session.revoke());
  // No email or phone form: Main offers the "Login with a Passkey" button.
  await mountWidget(page, { config: { products: ['passkeys', 'oauth'], oauthOptions: { providers: [{ type: 'google' }] } } });
  await page.getByRole('button', { name: 'Login with a Passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(page.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
});

test.describe('Passkey autofill beyond the light-DOM email field', () => {
  const phoneOnly = { products: ['otp' as const, 'passkeys' as const], otpOptions: { methods: ['sms' as const] } };
  const emailOnly = { products: ['emailMagicLinks' as const, 'passkeys' as const] };
  const cases = [
    ['a phone-only form', phoneOnly, false, 'Phone number'],
    ['a phone-only form in a Shadow DOM', phoneOnly, true, 'Phone number'],
    ['the email form in a Shadow DOM', emailOnly, true, 'Email'],
  ] as const;

  for (const [name, config, shadow, label] of cases) {
    test(`${name}: the field offers passkeys, and autofill signs in`, async ({ page, host, passkeys, inbox }) => {
      const authenticator = await passkeys.add();
      await registerPasskey(page, host.url, (to) => inbox.code(to), 'ada@example.com');
      const starts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/webauthn/authenticate/start/')) starts.push(request.url());
      });

      // Without a touch the conditional request stays pending, as while the visitor has not picked a passkey yet.
      await authenticator.setAutomaticPresence(false);
      await mountInPage(page, { config, shadow });
      // Playwright's locators enter open shadow roots; the widget is in one when `shadow` is set.
      await expect(page.getByRole('textbox', { name: label })).toHaveAttribute('autocomplete', 'username webauthn');
      await expect.poll(() => starts.length).toBe(1);
      await expect(page.getByRole('button', { name: 'Login with a Passkey' })).toHaveCount(0);
      expect(
        await page.evaluate(() => document.querySelector('#widget')?.shadowRoot?.querySelector("input[autocomplete$='webauthn']") != null),
      ).toBe(shadow);

      // With a touch, a conditional request completes by itself when the authenticator holds a passkey for the site.
      // Both authenticators do so without looking for the field (Chromium's virtual one, measured: even with none on
      // the page; the software one never sees the page), so this proves the request starts from the field's tree and
      // is not refused by the WebAuthn library's document-wide search for the field; that Chrome's own autofill finds
      // a field in a shadow root is Chromium's (its autofill reads shadow trees).
      await authenticator.setAutomaticPresence(true);
      await openHostPage(page, host.url);
      await mountInPage(page, { config, shadow });
      await expect(page.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
      await expectSignedIn(page);
      expect(starts).toHaveLength(2);
      const events = await hostEvents(page);
      expect(events.filter((e) => e.kind === 'success')).toHaveLength(1);
      expect(events.filter((e) => e.kind === 'error')).toEqual([]);
      expect(await eventTypes(page)).toContain('passkey_authenticate');
    });
  }
});
