/**
 * Main in Chromium against the emulator: configuration errors, the logo, tabs and the country selector, the social
 * and wallet buttons, and passkeys (the button, and autofill with a virtual authenticator).
 */
import { expect, hostEvents, test } from '../fixtures/index.ts';
import { callbacks, refill, registerPasskey } from './helpers.ts';

test('passkeys alone show only the configuration error', async ({ page, mountWidget }) => {
  await mountWidget(page, { config: { products: ['passkeys'] } });
  await expect(page.locator('.aw-main')).toHaveText('Error: Cannot use Passkeys by itself, please add another product to the config.');
  await expect(page.getByRole('heading')).toHaveCount(0);
  await expect(page.getByRole('button')).toHaveCount(0);
});

test('magic links with email passcodes show only their configuration error', async ({ page, mountWidget }) => {
  await mountWidget(page, { config: { products: ['otp', 'emailMagicLinks'], otpOptions: { methods: ['email'] } } });
  await expect(page.locator('.aw-main')).toHaveText('Error: Cannot use both EML and Email OTP');
});

test('a logo URL that is not http(s) is refused with one console error', async ({ page, mountWidget }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await mountWidget(page, { config: { products: ['emailMagicLinks'], logo: { logoImageUrl: 'javascript:alert(1)' } } });
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  await expect(page.locator('#widget img')).toHaveCount(0);
  expect(errors.filter((text) => text.includes('logoImageUrl'))).toHaveLength(1);
});

test('tabs, the country selector and an SMS passcode', async ({ page, mountWidget, inbox }) => {
  await mountWidget(page, { config: { products: ['otp', 'passwords'], otpOptions: { methods: ['sms', 'email'] } } });
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Text', 'Email']);
  await expect(page.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');

  // Keyboard: arrows move between the tabs and select them.
  await page.getByRole('tab', { name: 'Text' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Email' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();

  const select = page.getByRole('combobox', { name: 'Country code' });
  await expect(select).toHaveValue('US');
  await expect(page.locator('.aw-country-code')).toHaveText('+1');
  await expect(select.locator('option[value="US"]')).toHaveText('United States (+1)');
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  // The spec's placeholder until a country is picked, then that country's example number (the reference UI's).
  await expect(phone).toHaveAttribute('placeholder', '(123) 456-7890');
  await select.selectOption('GB');
  await expect(page.locator('.aw-country-code')).toHaveText('+44');
  await expect(phone).toHaveAttribute('placeholder', '07400 123456');
  await select.selectOption('US');
  await expect(phone).toHaveAttribute('placeholder', '(201) 555-0123');
  await phone.fill('555');
  await page.getByRole('button', { name: 'Continue with text message' }).click();
  await expect(page.locator('.aw-field-error')).toHaveText('Invalid phone number, please try again.');

  await phone.fill('(201) 555-0123');
  await page.getByRole('button', { name: 'Continue with text message' }).click();
  await expect(page.getByText('A 6-digit passcode was sent to you at +1 (201) 555-0123.')).toBeVisible();
  const code = await inbox.code('+12015550123');
  await page.keyboard.type(code);
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
});

test('the password flow takes the Email tab', async ({ page, mountWidget }) => {
  await mountWidget(page, { config: { products: ['otp', 'passwords'], otpOptions: { methods: ['email', 'sms'] } } });
  await expect(page.getByRole('tab')).toHaveText(['Email', 'Text']);
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.locator('.aw-field-error')).toHaveText('Invalid email address');
  await refill(email, 'newcomer@example.com');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('newcomer@example.com');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
});

test('a social button goes through the provider and signs in', async ({ page, host, mountWidget }) => {
  const redirect = `${host.url}/authenticate`;
  await mountWidget(page, {
    config: {
      products: ['oauth', 'emailMagicLinks'],
      oauthOptions: { providers: [{ type: 'github' }, { type: 'gitlab' }], loginRedirectURL: redirect, signupRedirectURL: redirect },
    },
  });
  const buttons = page.locator('[data-section="oauth"] button');
  await expect(buttons).toHaveText(['Continue with GitHub', 'Continue with GitLab']);
  // The "or" divider separates the social buttons from the form.
  await expect(page.locator('.aw-main-sections > .aw-divider')).toHaveText('or');
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  // The consent page's own button: exact, since the widget's "Continue with …" buttons match until the page leaves.
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(`${host.url}/account`);
  await expect(page.getByTestId('session-status')).toContainText('Signed in');
});

test('wallet buttons are limited by the social buttons and lead to the crypto screens', async ({ page, mountWidget }) => {
  await mountWidget(page, {
    config: { products: ['oauth', 'crypto'], oauthOptions: { providers: [{ type: 'google' }, { type: 'apple' }, { type: 'github' }] } },
  });
  await expect(page.locator('[data-section="crypto"] button')).toHaveText([
    'Continue with Metamask',
    'Continue with Coinbase',
    'Continue with other Crypto Wallet',
    'Set up a new crypto wallet',
  ]);
  await page.getByRole('button', { name: 'Set up a new crypto wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Set up a new crypto wallet' })).toBeVisible();
});

test('the passkey button is at the top when there is no email form', async ({ page, mountWidget }) => {
  await mountWidget(page, { config: { products: ['oauth', 'passkeys'], oauthOptions: { providers: [{ type: 'github' }] } } });
  await expect(page.locator('#widget button').first()).toHaveText('Login with a Passkey');
});

test('passkey autofill signs in with a stored passkey, without a button', async ({ page, host, mountWidget, passkeys, inbox }) => {
  await passkeys.add();
  const email = 'ada@example.com';
  await registerPasskey(page, host.url, (to) => inbox.code(to), email);
  await mountWidget(page, { config: { products: ['emailMagicLinks', 'passkeys'] } });
  // A conditional request completes by itself when the authenticator holds a passkey for the site (both kinds).
  await expect(page.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
  const events = await hostEvents(page);
  expect(events.filter((e) => e.kind === 'success')).toHaveLength(1);
  expect(events).toContainEqual(expect.objectContaining({ kind: 'event', data: expect.objectContaining({ type: 'passkey_authenticate' }) }));
});

test('passkey autofill without a stored passkey stays silent and keeps the form', async ({ page, mountWidget, passkeys }) => {
  await passkeys.add();
  const starts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/webauthn/authenticate/start/')) starts.push(request.url());
  });
  await mountWidget(page, { config: { products: ['emailMagicLinks', 'passkeys'] } });
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAttribute('autocomplete', 'username webauthn');
  await expect(page.getByRole('button', { name: 'Login with a Passkey' })).toHaveCount(0);
  // Chromium with its virtual authenticator refuses at once with no passkey: each refusal uses one of the five
  // attempts, then autofill stops. The software authenticator, as a browser whose autofill has no passkey to offer,
  // keeps the one request pending.
  const expected = passkeys.kind === 'cdp' ? 5 : 1;
  await expect.poll(() => starts.length).toBe(expected);
  await page.waitForTimeout(500);
  expect(starts).toHaveLength(expected);
  await expect(email).toBeEditable();
  await expect(page.locator('.aw-banner')).toHaveCount(0);
  expect(await callbacks(page, 'error')).toHaveLength(0);
});
