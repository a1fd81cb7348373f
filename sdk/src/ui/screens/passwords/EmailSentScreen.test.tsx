import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';
import { passwordStateAtom, screenAtom } from '../../state/atoms.ts';
import type { Screen } from '../../state/screens.ts';
import { toastsAtom } from '../../state/toasts.ts';
import { renderWidget } from '../../../../test/ui/renderWidget.tsx';
import { messagesTo, seedUser } from '../../../../test/client/devApi.ts';
import { passwordConfig } from '../../../../test/ui/passwords/renderPasswordScreen.ts';

const env = setupEmulatorClient();
afterEach(cleanup);

const EMAIL = 'ada@example.com';

const cases: [Screen, string, string][] = [
  [
    'PasswordBreached',
    'Check your email to set a new password',
    `A different site where you use the same password had a security issue recently. For your safety, an email was sent to you at ${EMAIL} to reset your password.`,
  ],
  ['PasswordSetNew', 'Check your email!', `A login link was sent to you at ${EMAIL} to create a password for your account.`],
  [
    'PasswordDedupe',
    'Check your email to set a new password',
    `We want to make sure your account is secure and that it\u2019s really you logging in! A login link was sent to you at ${EMAIL}.`,
  ],
];

describe('the "check your email" password screens', () => {
  it.each(cases)('%s shows its header and text, focuses the header, and its back arrow returns to Main', async (name, header, text) => {
    const view = renderWidget(env.client(), passwordConfig(), {
      prepare: (store) => {
        store.set(passwordStateAtom, { email: EMAIL, type: 'password' });
        store.set(screenAtom, name);
      },
    });
    const heading = await screen.findByRole('heading', { name: header });
    // Focus moves in an effect, which runs after the render the query saw.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(text)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(view.store.get(screenAtom)).toBe('Main');
  });

  it.each(cases)('%s resends the reset email with the toast "Email resent"', async (name) => {
    await seedUser(env.emulator, EMAIL);
    const view = renderWidget(env.client(), passwordConfig(), {
      prepare: (store) => {
        store.set(passwordStateAtom, { email: EMAIL, type: 'password' });
        store.set(screenAtom, name);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Email resent')).toBeTruthy();
    expect(view.store.get(toastsAtom)).toMatchObject([{ type: 'success', message: 'Email resent' }]);
    expect(await messagesTo(env.emulator, EMAIL)).toHaveLength(1);
    expect(view.events.map((e) => e.type)).toEqual(['password_reset_start']);
  });
});

describe('Password Confirmation', () => {
  it('says "Success, you have successfully logged in."', async () => {
    renderWidget(env.client(), passwordConfig(), { prepare: (store) => store.set(screenAtom, 'PasswordConfirmation') });
    const heading = await screen.findByRole('heading', { name: 'Success, you have successfully logged in.' });
    // Focus moves in an effect, which runs after the render the query saw.
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
