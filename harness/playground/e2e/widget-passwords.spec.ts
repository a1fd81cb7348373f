/**
 * The password screens in Chromium against the emulator: create-or-login for new, returning and passwordless
 * users, the strength feedback of both policies, breached passwords (to Password Dedupe or Password Breached, by the
 * provider's answer) and forgotten ones, the passwordless paths, the reset form and its `login` link, each ending on
 * Password Confirmation, OTP Authenticate or a "check your email" screen.
 */
import type { Page } from '@playwright/test';
import { TOKEN_TYPE_PARAM } from '@auth-widget/sdk';
import { expect, mountInPage, openHostPage, test } from '../fixtures/index.ts';
import { callbacks, eventTypes, typePasscode, type PageWindow } from './helpers.ts';
import { NEW_PASSWORD, openPasswordScreen, passwordsConfig, passwordsWithEmailOtpConfig, STRONG, SUCCESS, submitEmail } from './passwordHelpers.ts';

/** Mounts the reset form for a token, on a host page whose URL carries the given query parameters. */
async function mountResetForm(page: Page, hostUrl: string, token: string, query: Record<string, string> = {}): Promise<void> {
  await openHostPage(page, hostUrl, { query });
  await mountInPage(page, { entry: 'resetPassword', config: passwordsConfig(hostUrl), passwordResetToken: token });
}

/** The token of a reset link. */
function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

test('a new user creates a password: zxcvbn bar, Continue once valid, Password Confirmation', async ({ page, host, mountWidget }) => {
  await mountWidget(page, { config: passwordsConfig(host.url) });
  await submitEmail(page, 'new@example.com');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeFocused();
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue('new@example.com');
  await expect(email).toHaveAttribute('readonly', '');

  const password = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Continue' });
  const meter = page.getByRole('meter', { name: 'Password strength' });
  await expect(submit).toBeDisabled();
  await password.fill('jjjjjjjj');
  await expect(meter).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByText('Repeats like "aaa" are easy to guess')).toBeVisible();
  await password.fill('Xk9#mQ2!');
  await expect(meter).toHaveAttribute('aria-valuenow', '2');
  await expect(submit).toBeDisabled();
  await password.fill(STRONG);
  await expect(meter).toHaveAttribute('aria-valuenow', '4');
  await expect(submit).toBeEnabled();

  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await password.press('Enter');
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(await eventTypes(page)).toEqual(['password_create']);
  await expect.poll(async () => (await callbacks(page, 'success')).length).toBe(1);
});

test('the LUDS policy shows its requirement lines and the breached message', async ({ page, host, emulator, mountWidget }) => {
  emulator.setProject({ password_strength_policy: 'luds' });
  await mountWidget(page, { config: passwordsConfig(host.url) });
  await submitEmail(page, 'luds@example.com');
  const password = page.getByLabel('Password', { exact: true });
  const length = page.locator('li', { hasText: 'Must be at least 8 characters long' });
  const complexity = page.locator('li', {
    hasText: 'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol',
  });
  await password.fill('abc');
  await expect(length).toHaveAttribute('data-met', 'false');
  await expect(complexity).toHaveAttribute('data-met', 'false');
  await password.fill('Abcdefg1');
  await expect(length).toHaveAttribute('data-met', 'true');
  await expect(complexity).toHaveAttribute('data-met', 'true');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await password.fill('Password1!');
  await expect(
    page.getByText('This password may have been used on a different site that experienced a security issue. Please choose another password.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expect(page.getByRole('meter')).toHaveCount(0);
});

test('a returning user: wrong password, then the right one', async ({ page, host, emulator, mountWidget }) => {
  await openPasswordScreen({ page, emulator, mountWidget, host }, { email: 'ada@example.com', password: STRONG });
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Forgot Password' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login without a password' })).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Not-The-Password-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await password.fill(STRONG);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(await eventTypes(page)).toEqual(['password_authenticate']);
});

test('a breached password at login sends one reset email, Password Dedupe, and the reset form sets a new one', async ({
  page,
  host,
  emulator,
  mountWidget,
  inbox,
}) => {
  emulator.setProject({ redirect_urls: [`${host.url}/reset-password`] });
  await openPasswordScreen({ page, emulator, mountWidget, host }, { email: 'leaked@example.com', password: 'Password1!' });
  await page.getByLabel('Password', { exact: true }).fill('Password1!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email to set a new password' })).toBeVisible();
  await expect(page.getByText(/A login link was sent to you at leaked@example\.com\./)).toBeVisible();
  expect(await eventTypes(page)).toEqual(['password_reset_start']);
  const link = await inbox.link('leaked@example.com');
  expect(await inbox.messages('leaked@example.com')).toHaveLength(1);
  expect(link.startsWith(`${host.url}/reset-password?`)).toBe(true);

  await mountResetForm(page, host.url, tokenOf(link));
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(await eventTypes(page)).toEqual(['password_reset']);
});

test('a password the provider reports breached at login sends the reset email and shows Password Breached', async ({
  page,
  host,
  emulator,
  mountWidget,
  inbox,
}) => {
  // The distinct answer (`breached_password`); with the default `reset_password` the same login ends on Password Dedupe.
  emulator.setProject({ breached_login_error_type: 'breached_password' });
  await openPasswordScreen({ page, emulator, mountWidget, host }, { email: 'leaked@example.com', password: 'Password1!' });
  await page.getByLabel('Password', { exact: true }).fill('Password1!');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email to set a new password' })).toBeFocused();
  await expect(
    page.getByText(
      'A different site where you use the same password had a security issue recently. For your safety, an email was sent to you at leaked@example.com to reset your password.',
    ),
  ).toBeVisible();
  expect(await eventTypes(page)).toEqual(['password_reset_start']);
  expect(await callbacks(page, 'success')).toEqual([]);
  // One email, the widget's: to the configured reset page, whose form sets a password that is not breached.
  const link = await inbox.link('leaked@example.com');
  expect(await inbox.messages('leaked@example.com')).toHaveLength(1);
  expect(link.startsWith(`${host.url}/reset-password?`)).toBe(true);

  await mountResetForm(page, host.url, tokenOf(link));
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
});

test('a password locked by wrong tries says so in the catalogue\'s words, and a reset by email unlocks it', async ({
  page,
  host,
  emulator,
  mountWidget,
  inbox,
}) => {
  emulator.setProject({ password_max_attempts: 2 });
  await openPasswordScreen({ page, emulator, mountWidget, host }, { email: 'ada@example.com', password: STRONG });
  const password = page.getByLabel('Password', { exact: true });
  for (let i = 0; i < 2; i += 1) {
    await password.fill(`Not-The-Password-${i}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  }
  // Locked now: the right password is refused too, with the way out in the message.
  await password.fill(STRONG);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Too many wrong passwords. Reset your password or try again later.')).toBeVisible();
  expect(await callbacks(page, 'success')).toEqual([]);

  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await mountResetForm(page, host.url, tokenOf(await inbox.link('ada@example.com')));
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(emulator.server.store.state.password_failures).toEqual({});
});

test('"Forgot Password" goes to Password Forgot, and "Resend email" sends another', async ({ page, host, emulator, mountWidget, inbox }) => {
  await openPasswordScreen({ page, emulator, mountWidget, host }, { email: 'ada@example.com', password: STRONG });
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByText('A link to reset your password was sent to you at ada@example.com.')).toBeVisible();
  await inbox.waitForMessage('ada@example.com');
  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect(page.getByText('Email resent')).toBeVisible();
  await inbox.waitForMessage('ada@example.com', { after: 1 });
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeFocused();
});

test('a passwordless user gets a reset email and Password Set New when no passwordless product is on', async ({
  page,
  host,
  emulator,
  mountWidget,
  inbox,
}) => {
  await openPasswordScreen({ page, emulator, mountWidget, host }, { email: 'nopassword@example.com' });
  await expect(page.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
  await expect(page.getByText('A login link was sent to you at nopassword@example.com to create a password for your account.')).toBeVisible();
  expect((await inbox.link('nopassword@example.com')).startsWith(`${host.url}/reset-password?`)).toBe(true);
});

test('a passwordless user gets an email passcode when that method is configured', async ({ page, host, emulator, mountWidget, inbox }) => {
  await openPasswordScreen({ page, emulator, mountWidget, host }, { email: 'nopassword@example.com' }, passwordsWithEmailOtpConfig(host.url));
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  const code = await inbox.code('nopassword@example.com');
  await typePasscode(page, code);
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
});

test('a passwordless user gets an email passcode with the email OTP method configured and no `otp` product', async ({
  page,
  host,
  emulator,
  mountWidget,
  inbox,
}) => {
  // The email method only, as the reference SDK's UI does: Main has no passcode tab here.
  const config = passwordsConfig(host.url, { otpOptions: { methods: ['email'] } });
  await openPasswordScreen({ page, emulator, mountWidget, host }, { email: 'nopassword@example.com' }, config);
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  expect(await eventTypes(page)).toEqual(['passcode_sent']);
  await typePasscode(page, await inbox.code('nopassword@example.com'));
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
  expect(await inbox.messages('nopassword@example.com')).toHaveLength(1);
});

test('the reset email\'s login link logs in at once on the reset form', async ({ page, host, emulator, inbox }) => {
  await emulator.seedUser({ email: 'ada@example.com', password: STRONG });
  await openHostPage(page, host.url);
  await page.evaluate(
    async ([to, origin]) => {
      const client = (window as unknown as PageWindow).__client;
      await client.passwords.resetByEmailStart({ email: to!, reset_password_redirect_url: `${origin}/reset-password` });
    },
    ['ada@example.com', host.url],
  );
  const token = tokenOf(await inbox.link('ada@example.com'));
  await mountResetForm(page, host.url, token, { [TOKEN_TYPE_PARAM]: 'login' });
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(await eventTypes(page)).toEqual(['magic_link_authenticate']);
  expect(emulator.server.store.state.tokens[token]?.used).toBe(true);
});
