import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordingFetch } from '../../../../test/client/recordingFetch.ts';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';
import { passwordStateAtom, screenAtom } from '../../state/atoms.ts';
import { injectFault, messagesTo, seedUser } from '../../../../test/client/devApi.ts';
import { passwordConfig, renderPasswordScreen } from '../../../../test/ui/passwords/renderPasswordScreen.ts';
import { renderScreen } from '../../../../test/ui/renderWidget.tsx';
import { STRENGTH_CHECK_DEBOUNCE_MS } from './useStrengthCheck.ts';

const env = setupEmulatorClient();
afterEach(cleanup);

const EMAIL = 'new@example.com';
const STRONG = 'correct-Horse-battery-staple-42';

function passwordField(): HTMLInputElement {
  return screen.getByLabelText('Password');
}

function type(value: string) {
  fireEvent.change(passwordField(), { target: { value } });
}

function continueButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Continue' });
}

/** The strength meter once it shows `filled` segments. */
async function meterShowing(filled: number): Promise<HTMLElement> {
  return waitFor(() => {
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter.getAttribute('aria-valuenow')).toBe(String(filled));
    return meter;
  });
}

describe('Password create-or-login, new user', () => {
  it('shows the email fixed, a required password with a show/hide toggle, and Continue disabled', async () => {
    await renderPasswordScreen(env.client(), passwordConfig(), EMAIL, 'new');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    expect(email.value).toBe(EMAIL);
    expect(email.readOnly).toBe(true);
    fireEvent.change(email, { target: { value: 'other@example.com' } });
    expect(email.value).toBe(EMAIL);

    expect(passwordField().required).toBe(true);
    expect(passwordField().type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(passwordField().type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordField().type).toBe('password');

    expect(continueButton().disabled).toBe(true);
    // Links of the login body are not part of account creation.
    expect(screen.queryByRole('button', { name: 'Forgot Password' })).toBeNull();
  });

  it('fills the zxcvbn bar by score (0 or 1 → 1, 2 → 2, 3 → 3, 4 → 4) with the warning', async () => {
    await renderPasswordScreen(env.client(), passwordConfig(), EMAIL, 'new');
    const cases: [string, number, number][] = [
      ['jjjjjjjj', 0, 1],
      ['zebra19', 1, 1],
      ['Xk9#mQ2!', 2, 2],
      ['zebraquilt9', 3, 3],
      [STRONG, 4, 4],
    ];
    for (const [password, , filled] of cases) {
      type(password);
      const meter = await meterShowing(filled);
      const segments = meter.querySelectorAll('.aw-strength-segment');
      expect(segments).toHaveLength(4);
      expect(meter.querySelectorAll('[data-filled="true"]')).toHaveLength(filled);
    }
    type('jjjjjjjj');
    await meterShowing(1);
    expect(await screen.findByText('Repeats like "aaa" are easy to guess')).toBeTruthy();
    expect(screen.queryByText(/Must be at least/)).toBeNull();
  });

  it('shows zxcvbn\'s warning in the visitor\'s language, read by its code', async () => {
    await renderScreen(env.client(), passwordConfig(), {
      locale: 'de',
      prepare: (store) => {
        store.set(passwordStateAtom, { email: EMAIL, type: 'new' });
        store.set(screenAtom, 'PasswordCreateOrLogin');
      },
    });
    fireEvent.change(await screen.findByLabelText('Passwort'), { target: { value: 'jjjjjjjj' } });
    expect(await screen.findByText('Wiederholungen wie aaa sind leicht zu erraten')).toBeTruthy();
    expect(screen.queryByText('Repeats like "aaa" are easy to guess')).toBeNull();
  });

  it('enables Continue only once the check calls the current password valid', async () => {
    await renderPasswordScreen(env.client(), passwordConfig(), EMAIL, 'new');
    type('zebra19');
    await meterShowing(1);
    expect(continueButton().disabled).toBe(true);
    type(STRONG);
    // The verdict on the earlier password never counts for the new one.
    expect(continueButton().disabled).toBe(true);
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    expect(screen.getByRole('meter').getAttribute('data-valid')).toBe('true');
    type(`${STRONG}x`);
    expect(continueButton().disabled).toBe(true);
    type('');
    await act(() => new Promise((r) => setTimeout(r, STRENGTH_CHECK_DEBOUNCE_MS + 100)));
    expect(continueButton().disabled).toBe(true);
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('debounces the check: a burst of typing makes one call, after the delay', async () => {
    const recorder = recordingFetch();
    await renderPasswordScreen(env.client({ fetch: recorder.fetch }), passwordConfig(), EMAIL, 'new');
    await screen.findByRole('heading', { name: 'Create your account' });
    const checks = () => recorder.calls.filter((c) => c.path === '/passwords/strength_check');
    for (const prefix of ['c', 'co', 'cor', 'corr', 'corre', STRONG]) type(prefix);
    await act(() => new Promise((r) => setTimeout(r, STRENGTH_CHECK_DEBOUNCE_MS / 2)));
    expect(checks()).toHaveLength(0);
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    expect(checks()).toHaveLength(1);
    expect(checks()[0]?.body).toEqual({ email: EMAIL, password: STRONG });
  });

  it('shows the LUDS lines with the project counts, each met or unmet, and the breached message', async () => {
    env.emulator.store.project.password_strength_policy = 'luds';
    env.emulator.store.project.password_config = { luds_minimum_count: 10, luds_complexity: 3 };
    await renderPasswordScreen(env.client(), passwordConfig(), EMAIL, 'new');
    const length = 'Must be at least 10 characters long';
    const complexity = 'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol';
    const line = (text: string) => screen.getByText(text).closest('li')?.getAttribute('data-met');

    type('abc');
    await screen.findByText(length);
    expect(line(length)).toBe('false');
    expect(line(complexity)).toBe('false');
    expect(screen.queryByRole('meter')).toBeNull();

    type('abcdefghijk');
    await waitFor(() => expect(line(length)).toBe('true'));
    expect(line(complexity)).toBe('false');
    expect(continueButton().disabled).toBe(true);

    type('Abcdefghij1');
    await waitFor(() => expect(line(complexity)).toBe('true'));
    expect(line(length)).toBe('true');
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    const breached =
      'This password may have been used on a different site that experienced a security issue. Please choose another password.';
    expect(screen.queryByText(breached)).toBeNull();

    type('Password123!');
    expect(await screen.findByText(breached)).toBeTruthy();
    expect(continueButton().disabled).toBe(true);
  });

  it('shows an invalid_email answer of the check under the email', async () => {
    await renderPasswordScreen(env.client(), passwordConfig(), 'not-an-email', 'new');
    type(STRONG);
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const message = screen.getByText('Invalid email address');
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(email.getAttribute('aria-describedby')).toBe(message.closest('p')?.id);
    expect(passwordField().getAttribute('aria-invalid')).toBeNull();
    expect(continueButton().disabled).toBe(true);
  });

  it('creates the account on Continue: Password Confirmation, onSuccess and password_create', async () => {
    const view = await renderPasswordScreen(env.client(), passwordConfig({ sessionOptions: { sessionDurationMinutes: 45 } }), EMAIL, 'new');
    type(STRONG);
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Success, you have successfully logged in.' })).toBeTruthy();
    expect(view.store.get(screenAtom)).toBe('PasswordConfirmation');
    expect(view.events.map((e) => e.type)).toEqual(['password_create']);
    expect(view.successes).toHaveLength(1);
    expect(view.successes[0]).toMatchObject({ session_token: expect.any(String) });
    expect(view.errors).toEqual([]);
    const user = env.emulator.store.findUserByEmail(EMAIL);
    expect(user?.password_hash).toBeTruthy();
    const session = Object.values(env.emulator.store.state.sessions).find((s) => s.user_id === user?.user_id);
    const minutes = (Date.parse(session?.expires_at ?? '') - Date.parse(session?.started_at ?? '')) / 60_000;
    expect(minutes).toBeCloseTo(45, 2);
  });

  it("shows the provider's error, in the catalogue's words, under the password when creation fails", async () => {
    await seedUser(env.emulator, EMAIL);
    const view = await renderPasswordScreen(env.client(), passwordConfig(), EMAIL, 'new');
    type(STRONG);
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(continueButton());
    const error = await screen.findByText('An account already uses that email address.');
    expect(error.closest('[role="alert"]')).toBeTruthy();
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(view.store.get(screenAtom)).toBe('PasswordCreateOrLogin');
    expect(view.errors).toHaveLength(1);
  });

  it('answers reset_password on creation with a reset email and Password Dedupe', async () => {
    await seedUser(env.emulator, EMAIL);
    await injectFault(env.emulator, {
      path: '/sdk/v1/passwords',
      method: 'POST',
      status: 400,
      body: { status_code: 400, error_type: 'reset_password', error_message: 'Reset the password by email.', request_id: 'request-test' },
    });
    const view = await renderPasswordScreen(env.client(), passwordConfig(), EMAIL, 'new');
    type(STRONG);
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    fireEvent.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Check your email to set a new password' })).toBeTruthy();
    expect(view.store.get(screenAtom)).toBe('PasswordDedupe');
    expect(view.events.map((e) => e.type)).toEqual(['password_reset_start']);
    expect(await messagesTo(env.emulator, EMAIL)).toHaveLength(1);
  });
});
