import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_TYPE_PARAM } from '../../../protocol/constants.ts';
import type { AuthClient } from '../../../client/createAuthClient.ts';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';
import type { WidgetEvent } from '../../config.ts';
import { mountResetPassword } from '../../mount/mount.tsx';
import { messagesTo, newestLinkToken, seedUser } from '../../../../test/client/devApi.ts';
import { LOGIN_URL, RESET_URL, passwordConfig, renderPasswordScreen } from '../../../../test/ui/passwords/renderPasswordScreen.ts';

const env = setupEmulatorClient();

const EMAIL = 'ada@example.com';
const OLD_PASSWORD = 'correct-Horse-battery-staple-42';
const NEW_PASSWORD = 'violet-Kettle-orbit-drum-77';

let unmount: (() => void) | null = null;

beforeEach(() => {
  document.body.innerHTML = '<div id="reset"></div>';
});
afterEach(() => {
  act(() => unmount?.());
  unmount = null;
  window.history.replaceState(null, '', '/');
});

/** Seeds a user, sends a reset email from a client and returns the email's reset token. */
async function resetToken(client: AuthClient): Promise<string> {
  await seedUser(env.emulator, EMAIL, OLD_PASSWORD);
  await client.passwords.resetByEmailStart({ email: EMAIL, reset_password_redirect_url: RESET_URL, login_redirect_url: LOGIN_URL });
  return newestLinkToken(env.emulator, EMAIL);
}

/** Mounts the reset form through the real mount entry, recording the host callbacks. */
function mount(client: AuthClient, token: string) {
  const events: WidgetEvent[] = [];
  const successes: unknown[] = [];
  const errors: unknown[] = [];
  act(() => {
    unmount = mountResetPassword({
      elementId: '#reset',
      client,
      config: passwordConfig(),
      passwordResetToken: token,
      callbacks: { onEvent: (e) => events.push(e), onSuccess: (r) => successes.push(r), onError: (e) => errors.push(e) },
    }).unmount;
  });
  return { events, successes, errors };
}

function passwordField(): HTMLInputElement {
  return screen.getByLabelText('New password');
}

function continueButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Continue' });
}

describe('Password Reset Form', () => {
  it('shows the new password with its toggle and strength feedback, Continue disabled until valid', async () => {
    const client = env.client();
    const token = await resetToken(client);
    mount(client, token);
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(passwordField().type).toBe('password');
    expect(passwordField().required).toBe(true);
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login without a password' })).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
    fireEvent.change(passwordField(), { target: { value: 'zebra19' } });
    await waitFor(() => expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('1'));
    expect(continueButton().disabled).toBe(true);
    fireEvent.change(passwordField(), { target: { value: NEW_PASSWORD } });
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('4');
  });

  it('resets the password on Continue: Password Confirmation, onSuccess and password_reset', async () => {
    const client = env.client();
    const token = await resetToken(client);
    const host = mount(client, token);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: NEW_PASSWORD } });
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Success, you have successfully logged in.' })).toBeTruthy();
    expect(host.events.map((e) => e.type)).toEqual(['password_reset']);
    expect(host.successes).toHaveLength(1);
    expect(host.errors).toEqual([]);
    await expect(client.passwords.authenticate({ email: EMAIL, password: NEW_PASSWORD })).resolves.toMatchObject({
      session_token: expect.any(String),
    });
  });

  it('shows the provider error under the password when the token no longer works', async () => {
    const client = env.client();
    const token = await resetToken(client);
    await client.passwords.resetByEmail({ token, password: NEW_PASSWORD });
    const host = mount(client, token);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'blue-whale-88' } });
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(continueButton());
    await waitFor(() => expect(passwordField().getAttribute('aria-invalid')).toBe('true'));
    expect(host.errors).toHaveLength(1);
    expect(host.errors[0]).toMatchObject({ errorType: 'password_reset_token_already_used' });
    expect(screen.getByText('This password reset link has already been used. Ask for a new one.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Set a new password' })).toBeTruthy();
  });

  it('"Login without a password" authenticates the token as a magic link', async () => {
    const client = env.client();
    const token = await resetToken(client);
    const host = mount(client, token);
    fireEvent.click(await screen.findByRole('button', { name: 'Login without a password' }));
    expect(await screen.findByRole('heading', { name: 'Success, you have successfully logged in.' })).toBeTruthy();
    expect(host.events.map((e) => e.type)).toEqual(['magic_link_authenticate']);
    expect(host.successes).toHaveLength(1);
    expect(env.emulator.store.state.tokens[token]?.used).toBe(true);
  });

  it('mounted again with another token, starts over on that token', async () => {
    const client = env.client();
    const first = await resetToken(client);
    mount(client, first);
    await screen.findByLabelText('New password');
    await client.passwords.resetByEmailStart({ email: EMAIL, reset_password_redirect_url: RESET_URL, login_redirect_url: LOGIN_URL });
    const second = await newestLinkToken(env.emulator, EMAIL);
    expect(second).not.toBe(first);
    const host = mount(client, second);
    fireEvent.click(await screen.findByRole('button', { name: 'Login without a password' }));
    expect(await screen.findByRole('heading', { name: 'Success, you have successfully logged in.' })).toBeTruthy();
    expect(host.successes).toHaveLength(1);
    expect([env.emulator.store.state.tokens[first]?.used, env.emulator.store.state.tokens[second]?.used]).toEqual([false, true]);
  });

  it(`logs in at once, showing "Logging in", when ${TOKEN_TYPE_PARAM} is login`, async () => {
    const client = env.client();
    const token = await resetToken(client);
    window.history.replaceState(null, '', `/reset?${TOKEN_TYPE_PARAM}=login&token=${token}`);
    const host = mount(client, token);
    expect(screen.getByRole('heading', { name: 'Logging in' })).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Success, you have successfully logged in.' })).toBeTruthy();
    expect(host.events.map((e) => e.type)).toEqual(['magic_link_authenticate']);
    expect(host.successes).toHaveLength(1);
  });

  it('falls back to the form with the error when the login link fails', async () => {
    const client = env.client();
    window.history.replaceState(null, '', `/reset?${TOKEN_TYPE_PARAM}=login&token=unknown`);
    const host = mount(client, 'password_reset_token-test-unknown');
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(host.errors).toHaveLength(1);
    expect(host.errors[0]).toMatchObject({ errorType: 'magic_link_not_found' });
    expect(screen.getByText('This sign-in link is not valid. Ask for a new one.').closest('.aw-banner')).toBeTruthy();
  });

  it('stays on the form for the reset_password token type', async () => {
    const client = env.client();
    const token = await resetToken(client);
    window.history.replaceState(null, '', `/reset?${TOKEN_TYPE_PARAM}=reset_password&token=${token}`);
    mount(client, token);
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(env.emulator.store.state.tokens[token]?.used).toBe(false);
  });

  it('completes the reset a breached login started, with the PKCE pair the widget stored', async () => {
    env.emulator.store.project.pkce_required_for_password_resets = true;
    await seedUser(env.emulator, EMAIL, 'Password1!');
    const client = env.client();
    const login = await renderPasswordScreen(client, passwordConfig(), EMAIL, 'password');
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Password1!' } });
    fireEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Check your email to set a new password' })).toBeTruthy();
    login.unmount();
    const messages = await messagesTo(env.emulator, EMAIL);
    expect(messages).toHaveLength(1);
    const token = await newestLinkToken(env.emulator, EMAIL);
    const host = mount(client, token);
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: NEW_PASSWORD } });
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Success, you have successfully logged in.' })).toBeTruthy();
    expect(host.errors).toEqual([]);
  });
});
