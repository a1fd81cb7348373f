import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';
import { magicLinkStateAtom, otpStateAtom, screenAtom } from '../../state/atoms.ts';
import { injectFault, messagesTo, seedUser } from '../../../../test/client/devApi.ts';
import { LOGIN_URL, RESET_URL, passwordConfig, renderPasswordScreen } from '../../../../test/ui/passwords/renderPasswordScreen.ts';

const env = setupEmulatorClient();
afterEach(cleanup);

const EMAIL = 'nopassword@example.com';

describe('Password create-or-login, passwordless user', () => {
  it('sends an email passcode when the email OTP method is configured, and goes to OTP Authenticate', async () => {
    await seedUser(env.emulator, EMAIL);
    const config = passwordConfig({
      products: ['otp', 'emailMagicLinks', 'passwords'],
      otpOptions: { methods: ['sms', 'email'], expirationMinutes: 7 },
      emailMagicLinksOptions: { loginRedirectURL: LOGIN_URL },
    });
    const view = await renderPasswordScreen(env.client(), config, EMAIL, 'passwordless');
    // The path is chosen and started at once; the body says so while it runs.
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByText(/This account has no password yet/)).toBeTruthy();
    await waitFor(() => expect(view.store.get(screenAtom)).toBe('OTPAuthenticate'));
    const otp = view.store.get(otpStateAtom);
    expect(otp).toMatchObject({ type: 'email', otpDestination: EMAIL });
    expect(otp.methodId).toBe(env.emulator.store.findUserByEmail(EMAIL)?.emails[0]?.email_id);
    const messages = await messagesTo(env.emulator, EMAIL);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.code).toMatch(/^\d{6}$/);
    const passcode = env.emulator.store.state.passcodes[otp.methodId];
    expect((Date.parse(passcode?.expires_at ?? '') - Date.now()) / 60_000).toBeGreaterThan(6);
    expect(view.events.map((e) => e.type)).toEqual(['passcode_sent']);
  });

  it('takes the passcode path when only the email OTP method is configured, without the `otp` product', async () => {
    await seedUser(env.emulator, EMAIL);
    // The magic link is configured too: the email method still comes first, as in the reference SDK's UI.
    const config = passwordConfig({
      products: ['emailMagicLinks', 'passwords'],
      otpOptions: { methods: ['email'] },
      emailMagicLinksOptions: { loginRedirectURL: LOGIN_URL },
    });
    const view = await renderPasswordScreen(env.client(), config, EMAIL, 'passwordless');
    await waitFor(() => expect(view.store.get(screenAtom)).toBe('OTPAuthenticate'));
    expect(view.store.get(otpStateAtom)).toMatchObject({ type: 'email', otpDestination: EMAIL });
    const messages = await messagesTo(env.emulator, EMAIL);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.code).toMatch(/^\d{6}$/);
    expect(view.events.map((e) => e.type)).toEqual(['passcode_sent']);
  });

  it('sends a magic link when the magic-link product and options exist, and goes to Email Confirmation', async () => {
    await seedUser(env.emulator, EMAIL);
    const config = passwordConfig({
      products: ['emailMagicLinks', 'passwords'],
      emailMagicLinksOptions: { loginRedirectURL: LOGIN_URL, signupRedirectURL: LOGIN_URL, loginExpirationMinutes: 20 },
    });
    const view = await renderPasswordScreen(env.client(), config, EMAIL, 'passwordless');
    await waitFor(() => expect(view.store.get(screenAtom)).toBe('EmailConfirmation'));
    expect(view.store.get(magicLinkStateAtom)).toEqual({ email: EMAIL });
    const messages = await messagesTo(env.emulator, EMAIL);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.link?.startsWith(`${LOGIN_URL}?`)).toBe(true);
    expect(view.events.map((e) => e.type)).toEqual(['magic_link_sent']);
  });

  it('starts a password reset when neither is configured, and goes to Password Set New', async () => {
    await seedUser(env.emulator, EMAIL);
    const view = await renderPasswordScreen(env.client(), passwordConfig({ products: ['passwords'] }), EMAIL, 'passwordless');
    expect(await screen.findByRole('heading', { name: 'Check your email!' })).toBeTruthy();
    expect(view.store.get(screenAtom)).toBe('PasswordSetNew');
    expect(screen.getByText(`A login link was sent to you at ${EMAIL} to create a password for your account.`)).toBeTruthy();
    const messages = await messagesTo(env.emulator, EMAIL);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.link?.startsWith(`${RESET_URL}?`)).toBe(true);
    expect(view.events.map((e) => e.type)).toEqual(['password_reset_start']);
  });

  it('offers "Create a password instead" and a retry when the automatic path fails', async () => {
    await seedUser(env.emulator, EMAIL);
    await injectFault(env.emulator, { path: '/sdk/v1/otps/email/login_or_create', status: 503 });
    const config = passwordConfig({ products: ['otp', 'passwords'], otpOptions: { methods: ['email'] } });
    const view = await renderPasswordScreen(env.client(), config, EMAIL, 'passwordless');
    const banner = await screen.findByText('Something went wrong on our side. Try again in a moment.');
    expect(banner.closest('.aw-banner')?.getAttribute('role')).toBe('alert');
    expect(view.errors).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Login without a password' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create a password instead' }));
    expect(await screen.findByRole('heading', { name: 'Check your email!' })).toBeTruthy();
    expect(view.store.get(screenAtom)).toBe('PasswordSetNew');
    const messages = await messagesTo(env.emulator, EMAIL);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.link).toContain('token=');
    expect(view.events.map((e) => e.type)).toEqual(['password_reset_start']);
  });

  it('"Login without a password" retries the automatic path after a failure', async () => {
    await seedUser(env.emulator, EMAIL);
    await injectFault(env.emulator, { path: '/sdk/v1/otps/email/login_or_create', status: 503 });
    const config = passwordConfig({ products: ['otp', 'passwords'], otpOptions: { methods: ['email'] } });
    const view = await renderPasswordScreen(env.client(), config, EMAIL, 'passwordless');
    fireEvent.click(await screen.findByRole('button', { name: 'Login without a password' }));
    await waitFor(() => expect(view.store.get(screenAtom)).toBe('OTPAuthenticate'));
    expect(await messagesTo(env.emulator, EMAIL)).toHaveLength(1);
  });

  it('does not move on when the user went back before the answer came', async () => {
    await seedUser(env.emulator, EMAIL);
    await injectFault(env.emulator, { path: '/sdk/v1/otps/email/login_or_create', delay_ms: 300 });
    const config = passwordConfig({ products: ['otp', 'passwords'], otpOptions: { methods: ['email'] } });
    const view = await renderPasswordScreen(env.client(), config, EMAIL, 'passwordless');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(view.store.get(screenAtom)).toBe('Main');
    await waitFor(async () => expect(await messagesTo(env.emulator, EMAIL)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(view.store.get(screenAtom)).toBe('Main');
  });
});
