/**
 * Password flows end to end, beyond widget-passwords.spec.ts (a new zxcvbn user, the
 * LUDS lines, a returning user, a breached password to Password Dedupe or Password Breached and the reset form,
 * Password Forgot, the reset and otp passwordless paths (the latter with and without the `otp` product), the `login`
 * token type on the host page): a whole LUDS sign-up, "Forgot Password" through the email to the demo's reset page,
 * the `eml` passwordless path, "Create a password instead", both "Login without a password" links, and the reset
 * email's own log-in link.
 */
import { TOKEN_TYPE_PARAM } from '@auth-widget/sdk';
import { expect, test } from '../fixtures/index.ts';
import { eventTypes, typePasscode, urlsIn } from './helpers.ts';
import { NEW_PASSWORD, openPasswordScreen, passwordsConfig, passwordsWithEmailOtpConfig, STRONG, SUCCESS, submitEmail } from './passwordHelpers.ts';

/** The emulator answers the passwordless path's send with a 500 once, so the passwordless body shows its links. */
const failPasscodeSendOnce = { path: '/sdk/v1/otps/email/login_or_create', status: 500 } as const;

test('a new user under LUDS: no bar, the lines, Continue disabled until valid, then Password Confirmation', async ({
  page,
  host,
  emulator,
  mountWidget,
}) => {
  emulator.setProject({ password_strength_policy: 'luds', password_config: { luds_complexity: 3, luds_minimum_count: 10 } });
  await mountWidget(page, { config: passwordsConfig(host.url) });
  await submitEmail(page, 'luds-new@example.com');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  const password = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Continue' });
  const length = page.locator('li', { hasText: 'Must be at least 10 characters long' });
  const complexity = page.locator('li', { hasText: 'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol' });
  await expect(submit).toBeDisabled();
  await password.fill('abcdefgh1');
  await expect(length).toHaveAttribute('data-met', 'false');
  await expect(complexity).toHaveAttribute('data-met', 'false');
  await expect(submit).toBeDisabled();
  await password.fill('Abcdefgh12');
  await expect(length).toHaveAttribute('data-met', 'true');
  await expect(complexity).toHaveAttribute('data-met', 'true');
  await expect(page.getByRole('meter')).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(await eventTypes(page)).toEqual(['password_create']);
});

test('"Forgot Password" → the reset email → the reset page → Password Confirmation; the new password works', async ({
  page,
  host,
  emulator,
  mountWidget,
  inbox,
}) => {
  const email = 'forgetful@example.com';
  await openPasswordScreen({ page, emulator, mountWidget, host }, { email, password: STRONG });
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  const link = await inbox.link(email);
  expect(link.startsWith(`${host.url}/reset-password?`)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Continue' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await expect(page.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '4');
  await submit.click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  await expect(page.locator('#event-log')).toContainText('password_reset');
  await expect(page.getByTestId('session-status')).toContainText('Signed in');

  // The old password is refused and the new one logs in.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await mountWidget(page, { config: passwordsConfig(host.url) });
  await submitEmail(page, email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
});

test('the reset email\'s log-in link opens the reset page with the `login` token type and logs in at once', async ({
  page,
  host,
  emulator,
  mountWidget,
  inbox,
}) => {
  const email = 'linklogin@example.com';
  await emulator.seedUser({ email, password: STRONG });
  // No login redirect URL: the log-in link lands on the reset page, whose form authenticates it.
  await mountWidget(page, { config: { products: ['passwords'], passwordOptions: { resetPasswordRedirectURL: `${host.url}/reset-password` } } });
  await submitEmail(page, email);
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  const message = await inbox.waitForMessage(email);
  const loginLink = urlsIn(message.body).find((url) => new URL(url).searchParams.get(TOKEN_TYPE_PARAM) === 'login');
  expect(loginLink?.startsWith(`${host.url}/reset-password?`)).toBe(true);
  await page.goto(loginLink!);
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  await expect(page.locator('#event-log')).toContainText('magic_link_authenticate');
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await expect(page.getByTestId('session-status')).toContainText('Signed in');
});

test('a passwordless user on the `eml` path gets a magic link: Email Confirmation, then the link signs in', async ({
  page,
  host,
  emulator,
  mountWidget,
  inbox,
}) => {
  const email = 'linkonly@example.com';
  await emulator.seedUser({ email });
  const redirect = `${host.url}/authenticate`;
  await mountWidget(page, {
    config: passwordsConfig(host.url, {
      products: ['passwords', 'emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
    }),
  });
  await submitEmail(page, email);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`An email was sent to ${email}.`)).toBeVisible();
  expect(await eventTypes(page)).toEqual(['magic_link_sent']);
  await page.goto(await inbox.link(email));
  await expect(page).toHaveURL(`${host.url}/account`);
  await expect(page.getByTestId('user')).toContainText(email);
});

test('"Create a password instead" sends a reset email: Password Set New, then the link sets a password', async ({
  page,
  host,
  emulator,
  mountWidget,
  inbox,
}) => {
  const email = 'wants-password@example.com';
  await emulator.fault(failPasscodeSendOnce);
  await openPasswordScreen({ page, emulator, mountWidget, host }, { email }, passwordsWithEmailOtpConfig(host.url));
  await expect(page.getByText('This account has no password yet. Log in without a password, or create one.')).toBeVisible();
  await expect(page.locator('.aw-banner[data-variant="error"]')).toHaveText('Something went wrong on our side. Try again in a moment.');
  await page.getByRole('button', { name: 'Create a password instead' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
  await expect(page.getByText(`A login link was sent to you at ${email} to create a password for your account.`)).toBeVisible();
  expect(await eventTypes(page)).toEqual(['password_reset_start']);

  await page.goto(await inbox.link(email));
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  const user = Object.values(emulator.server.store.state.users).find((u) => u.emails.some((e) => e.email === email));
  expect(user?.password_hash).toBeTruthy();
});

test('"Login without a password" on a passwordless user\'s screen tries the passcode path again', async ({
  page,
  host,
  emulator,
  mountWidget,
  inbox,
}) => {
  const email = 'retry@example.com';
  await emulator.fault(failPasscodeSendOnce);
  await openPasswordScreen({ page, emulator, mountWidget, host }, { email }, passwordsWithEmailOtpConfig(host.url));
  await page.getByRole('button', { name: 'Login without a password' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await typePasscode(page, await inbox.code(email));
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
});

test('"Login without a password" for a user with a password sends a passcode instead', async ({ page, host, emulator, mountWidget, inbox }) => {
  const email = 'haspassword@example.com';
  await openPasswordScreen({ page, emulator, mountWidget, host }, { email, password: STRONG }, passwordsWithEmailOtpConfig(host.url));
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByRole('button', { name: 'Login without a password' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await expect(page.getByText(`A 6-digit passcode was sent to you at ${email}.`)).toBeVisible();
  await typePasscode(page, await inbox.code(email));
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
});

test('"Login without a password" on the reset form authenticates the reset token as a magic link', async ({
  page,
  host,
  emulator,
  inbox,
  mountWidget,
}) => {
  const email = 'resetlogin@example.com';
  await openPasswordScreen({ page, emulator, mountWidget, host }, { email, password: STRONG });
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  const token = new URL(await inbox.link(email)).searchParams.get('token')!;
  await mountWidget(page, { entry: 'resetPassword', config: passwordsConfig(host.url), passwordResetToken: token });
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByRole('button', { name: 'Login without a password' }).click();
  await expect(page.getByRole('heading', { name: SUCCESS })).toBeVisible();
  expect(await eventTypes(page)).toEqual(['magic_link_authenticate']);
  expect(emulator.server.store.state.tokens[token]?.used).toBe(true);
});
