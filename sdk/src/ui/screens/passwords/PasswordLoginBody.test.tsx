import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';
import { magicLinkStateAtom, otpStateAtom, screenAtom } from '../../state/atoms.ts';
import { injectFault, messagesTo, seedUser } from '../../../../test/client/devApi.ts';
import { LOGIN_URL, RESET_URL, passwordConfig, renderPasswordScreen } from '../../../../test/ui/passwords/renderPasswordScreen.ts';

const env = setupEmulatorClient();
afterEach(cleanup);

const EMAIL = 'ada@example.com';
const PASSWORD = 'correct-Horse-battery-staple-42';

function passwordField(): HTMLInputElement {
  return screen.getByLabelText('Password');
}

function continueButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Continue' });
}

function logIn(password: string) {
  fireEvent.change(passwordField(), { target: { value: password } });
  fireEvent.click(continueButton());
}

describe('Password create-or-login, returning user', () => {
  it('shows the fixed email, the password with its toggle, Continue and both links', async () => {
    await renderPasswordScreen(env.client(), passwordConfig(), EMAIL, 'password');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe(EMAIL);
    expect(email.readOnly).toBe(true);
    expect(passwordField().required).toBe(true);
    expect(passwordField().autocomplete).toBe('current-password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forgot Password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login without a password' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create a password instead' })).toBeNull();
    // No strength feedback when logging in: any password the user has is the one to check.
    expect(continueButton().disabled).toBe(true);
    fireEvent.change(passwordField(), { target: { value: 'x' } });
    expect(continueButton().disabled).toBe(false);
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('logs in: Password Confirmation, onSuccess and password_authenticate', async () => {
    await seedUser(env.emulator, EMAIL, PASSWORD);
    const view = await renderPasswordScreen(env.client(), passwordConfig(), EMAIL, 'password');
    logIn(PASSWORD);
    expect(await screen.findByRole('heading', { name: 'Success, you have successfully logged in.' })).toBeTruthy();
    expect(view.events.map((e) => e.type)).toEqual(['password_authenticate']);
    expect(view.successes).toHaveLength(1);
    expect(view.errors).toEqual([]);
  });

  it('shows a wrong password error under the password and reports it', async () => {
    await seedUser(env.emulator, EMAIL, PASSWORD);
    const view = await renderPasswordScreen(env.client(), passwordConfig(), EMAIL, 'password');
    logIn('Not-The-Password-1');
    const error = await screen.findByText('The email or password is incorrect.');
    expect(error.closest('[role="alert"]')).toBeTruthy();
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(view.store.get(screenAtom)).toBe('PasswordCreateOrLogin');
    expect(view.errors).toHaveLength(1);
    expect(view.errors[0]).toMatchObject({ errorType: 'invalid_credentials' });
    expect(continueButton().disabled).toBe(false);
    // Typing again clears the error.
    fireEvent.change(passwordField(), { target: { value: 'another' } });
    expect(screen.queryByText('The email or password is incorrect.')).toBeNull();
  });

  it('sends one reset email for a breached password and goes to Password Dedupe', async () => {
    // With a project redirect URL the emulator could have emailed by itself; the widget's email is the only one.
    env.emulator.store.project.redirect_urls = [RESET_URL];
    await seedUser(env.emulator, EMAIL, 'Password1!');
    const view = await renderPasswordScreen(env.client(), passwordConfig(), EMAIL, 'password');
    logIn('Password1!');
    expect(await screen.findByRole('heading', { name: 'Check your email to set a new password' })).toBeTruthy();
    expect(view.store.get(screenAtom)).toBe('PasswordDedupe');
    expect(screen.getByText(/A login link was sent to you at ada@example.com\./)).toBeTruthy();
    expect(view.events.map((e) => e.type)).toEqual(['password_reset_start']);
    expect(view.successes).toEqual([]);
    const messages = await messagesTo(env.emulator, EMAIL);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.link?.startsWith(`${RESET_URL}?`)).toBe(true);
  });

  it('sends a reset email with the configured options for a password reported breached and goes to Password Breached', async () => {
    env.emulator.store.project.breached_login_error_type = 'breached_password';
    await seedUser(env.emulator, EMAIL, 'Password1!');
    const config = passwordConfig();
    config.passwordOptions = { ...config.passwordOptions, resetPasswordExpirationMinutes: 15 };
    const view = await renderPasswordScreen(env.client(), config, EMAIL, 'password');
    logIn('Password1!');
    expect(await screen.findByText(/A different site where you use the same password had a security issue recently/)).toBeTruthy();
    expect(view.store.get(screenAtom)).toBe('PasswordBreached');
    expect(screen.getByText(/an email was sent to you at ada@example\.com to reset your password\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeTruthy();
    expect(view.events.map((e) => e.type)).toEqual(['password_reset_start']);
    expect(view.successes).toEqual([]);
    // The emulator sent nothing itself: the one email is the widget's, to its own reset page and expiry.
    const messages = await messagesTo(env.emulator, EMAIL);
    expect(messages).toHaveLength(1);
    const link = new URL(messages[0]?.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(RESET_URL);
    const record = env.emulator.store.state.tokens[link.searchParams.get('token') ?? ''];
    const minutesLeft = (Date.parse(record?.expires_at ?? '') - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15);
  });

  it('shows the failure under the password when the reset email for a breached password cannot be sent', async () => {
    env.emulator.store.project.breached_login_error_type = 'breached_password';
    await seedUser(env.emulator, EMAIL, 'Password1!');
    await injectFault(env.emulator, { path: '/sdk/v1/passwords/email/reset/start', status: 503 });
    const view = await renderPasswordScreen(env.client(), passwordConfig(), EMAIL, 'password');
    logIn('Password1!');
    expect(await screen.findByText('Something went wrong on our side. Try again in a moment.')).toBeTruthy();
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(view.store.get(screenAtom)).toBe('PasswordCreateOrLogin');
    expect(view.errors).toHaveLength(1);
    expect(await messagesTo(env.emulator, EMAIL)).toEqual([]);
  });

  it('"Forgot Password" emails a reset link with the configured options and goes to Password Forgot', async () => {
    await seedUser(env.emulator, EMAIL, PASSWORD);
    const config = passwordConfig();
    config.passwordOptions = { ...config.passwordOptions, resetPasswordExpirationMinutes: 15 };
    const view = await renderPasswordScreen(env.client(), config, EMAIL, 'password');
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot Password' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.getByText('A link to reset your password was sent to you at ada@example.com.')).toBeTruthy();
    expect(view.events.map((e) => e.type)).toEqual(['password_reset_start']);
    const [message] = await messagesTo(env.emulator, EMAIL);
    const link = new URL(message?.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe(RESET_URL);
    const token = link.searchParams.get('token') ?? '';
    const record = env.emulator.store.state.tokens[token];
    expect(record?.kind).toBe('password_reset');
    const minutesLeft = (Date.parse(record?.expires_at ?? '') - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15);
  });

  it('shows a failed reset start in a banner', async () => {
    const view = await renderPasswordScreen(env.client(), passwordConfig(), 'nobody@example.com', 'password');
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot Password' }));
    const banner = await screen.findByText('No account uses that email address.');
    expect(banner.closest('.aw-banner')?.getAttribute('role')).toBe('alert');
    expect(view.store.get(screenAtom)).toBe('PasswordCreateOrLogin');
    expect(view.errors).toHaveLength(1);
  });

  it('"Login without a password" sends a magic link and goes to Email Confirmation', async () => {
    await seedUser(env.emulator, EMAIL, PASSWORD);
    const client = env.client();
    const logEvent = vi.spyOn(client, 'logEvent');
    const config = passwordConfig({
      products: ['emailMagicLinks', 'passwords'],
      emailMagicLinksOptions: { loginRedirectURL: LOGIN_URL, signupRedirectURL: LOGIN_URL },
    });
    const view = await renderPasswordScreen(client, config, EMAIL, 'password');
    fireEvent.click(await screen.findByRole('button', { name: 'Login without a password' }));
    await waitFor(() => expect(view.store.get(screenAtom)).toBe('EmailConfirmation'));
    expect(view.store.get(magicLinkStateAtom)).toEqual({ email: EMAIL });
    expect(logEvent).toHaveBeenCalledWith('email_sent', { email: EMAIL, type: 'login_or_create_eml' });
    expect(view.events.map((e) => e.type)).toEqual(['magic_link_sent']);
    const [message] = await messagesTo(env.emulator, EMAIL);
    expect(message?.link?.startsWith(`${LOGIN_URL}?`)).toBe(true);
  });

  it('"Login without a password" sends an email passcode when that method is configured', async () => {
    await seedUser(env.emulator, EMAIL, PASSWORD);
    const config = passwordConfig({ products: ['otp', 'passwords'], otpOptions: { methods: ['email'] } });
    const view = await renderPasswordScreen(env.client(), config, EMAIL, 'password');
    fireEvent.click(await screen.findByRole('button', { name: 'Login without a password' }));
    await waitFor(() => expect(view.store.get(screenAtom)).toBe('OTPAuthenticate'));
    const otp = view.store.get(otpStateAtom);
    expect(otp).toMatchObject({ type: 'email', otpDestination: EMAIL });
    expect(otp.methodId).toBe(env.emulator.store.findUserByEmail(EMAIL)?.emails[0]?.email_id);
    expect(view.events.map((e) => e.type)).toEqual(['passcode_sent']);
    const [message] = await messagesTo(env.emulator, EMAIL);
    expect(message?.code).toMatch(/^\d{6}$/);
  });
});
