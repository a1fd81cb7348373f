import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';
import { passwordStateAtom, screenAtom } from '../../state/atoms.ts';
import { toastsAtom } from '../../state/toasts.ts';
import { renderWidget } from '../../../../test/ui/renderWidget.tsx';
import { messagesTo, seedUser } from '../../../../test/client/devApi.ts';
import { LOGIN_URL, passwordConfig } from '../../../../test/ui/passwords/renderPasswordScreen.ts';

const env = setupEmulatorClient();
afterEach(cleanup);

const EMAIL = 'ada@example.com';

function renderForgot(config = passwordConfig()) {
  return renderWidget(env.client(), config, {
    prepare: (store) => {
      store.set(passwordStateAtom, { email: EMAIL, type: 'password' });
      store.set(screenAtom, 'PasswordForgot');
    },
  });
}

describe('Password Forgot', () => {
  it('says where the reset link went, with a back arrow to Main', async () => {
    const view = renderForgot();
    expect(await screen.findByRole('heading', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.getByText(`A link to reset your password was sent to you at ${EMAIL}.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend email' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login without a password' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(view.store.get(screenAtom)).toBe('Main');
  });

  it('"Resend email" sends the reset email again with the toast "Email resent"', async () => {
    await seedUser(env.emulator, EMAIL, 'correct-Horse-battery-staple-42');
    const view = renderForgot();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Email resent')).toBeTruthy();
    expect(view.store.get(toastsAtom)).toMatchObject([{ type: 'success', message: 'Email resent' }]);
    const messages = await messagesTo(env.emulator, EMAIL);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.link).toContain('token=');
    expect(view.events.map((e) => e.type)).toEqual(['password_reset_start']);
    expect(view.store.get(screenAtom)).toBe('PasswordForgot');
  });

  it('shows a failed resend in a banner', async () => {
    const view = renderForgot();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('No account uses that email address.')).toBeTruthy();
    expect(view.store.get(toastsAtom)).toEqual([]);
    expect(view.errors).toHaveLength(1);
  });

  it('"Login without a password" sends a magic link', async () => {
    await seedUser(env.emulator, EMAIL, 'correct-Horse-battery-staple-42');
    const view = renderForgot(
      passwordConfig({ products: ['emailMagicLinks', 'passwords'], emailMagicLinksOptions: { loginRedirectURL: LOGIN_URL } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Login without a password' }));
    await waitFor(() => expect(view.store.get(screenAtom)).toBe('EmailConfirmation'));
    const [message] = await messagesTo(env.emulator, EMAIL);
    expect(message?.link?.startsWith(`${LOGIN_URL}?`)).toBe(true);
  });
});
