import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordingFetch } from '../../../../test/client/recordingFetch.ts';
import { injectFault, newestMessage } from '../../../../test/client/devApi.ts';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';
import type { AuthClient } from '../../../client/createAuthClient.ts';
import type { WidgetConfig } from '../../config.ts';
import { otpStateAtom, screenAtom } from '../../state/atoms.ts';
import { toastsAtom } from '../../state/toasts.ts';
import { renderScreen, renderWidget } from '../../../../test/ui/renderWidget.tsx';
import { loadGroup } from '../screenGroups.ts';

const env = setupEmulatorClient();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const EMAIL = 'ada@example.com';
const emailOtp: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

function boxes(): HTMLInputElement[] {
  return Array.from({ length: 6 }, (_, i) => screen.getByRole<HTMLInputElement>('textbox', { name: `Digit ${i + 1} of 6` }));
}

function typeCode(code: string) {
  [...code].forEach((digit, i) => fireEvent.change(boxes()[i]!, { target: { value: digit } }));
}

/** Sends an email passcode from Main, as a visitor would, and waits for OTP Authenticate. */
async function sendFromMain(client: AuthClient, config: WidgetConfig = emailOtp) {
  const view = renderWidget(client, config);
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: EMAIL } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
  await screen.findByRole('heading', { name: 'Enter passcode' });
  return view;
}

/** Renders OTP Authenticate directly, as if a code had been sent to `destination`. */
function renderOtpScreen(client: AuthClient, config: WidgetConfig, state: { type: 'email' | 'sms' | 'whatsapp'; methodId: string; otpDestination: string }) {
  return renderScreen(client, config, {
    prepare: (store) => {
      store.set(otpStateAtom, state);
      store.set(screenAtom, 'OTPAuthenticate');
    },
  });
}

const fieldError = () => document.querySelector('.aw-field-error')?.textContent ?? '';

describe('OTP Authenticate, the full flow', () => {
  it('sends a code, reads it from the inbox, submits on the sixth digit and shows the confirmation', async () => {
    const client = env.client();
    const { store, successes, events } = await sendFromMain(client);
    expect(screen.getByText(`A 6-digit passcode was sent to you at ${EMAIL}.`)).toBeTruthy();
    // The first box has the focus, so the visitor can type at once (it moves in an effect, after the render seen).
    await waitFor(() => expect(document.activeElement).toBe(boxes()[0]));

    const { code } = await newestMessage(env.emulator, EMAIL);
    expect(code).toMatch(/^\d{6}$/);
    typeCode(code!);

    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
    expect(screen.getByText('Your passcode has been successfully verified.')).toBeTruthy();
    expect(store.get(screenAtom)).toBe('OTPConfirmation');
    expect(successes).toHaveLength(1);
    expect(successes[0]).toMatchObject({ user: { emails: [{ email: EMAIL }] } });
    expect(events.map((e) => e.type)).toEqual(['passcode_sent', 'passcode_verified']);
    expect(client.user.getSync()?.emails[0]?.email).toBe(EMAIL);
  });

  it('shows "Invalid passcode, please try again." for a wrong code, clears the boxes and focuses the first', async () => {
    const { errors } = await sendFromMain(env.client());
    const { code } = await newestMessage(env.emulator, EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    typeCode(wrong);
    await waitFor(() => expect(fieldError()).toBe('Invalid passcode, please try again.'));
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '', '', '']);
    expect(boxes().every((box) => !box.disabled)).toBe(true);
    // Focus moves in an effect, which runs after the render the query saw.
    await waitFor(() => expect(document.activeElement).toBe(boxes()[0]));
    expect(errors).toHaveLength(1);
    typeCode(code!);
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
  });

  it('says "Invalid passcode" for any refusal of a check, and what to do for a locked method', async () => {
    await sendFromMain(env.client());
    const refusals = [
      ['too_many_requests', 'Too many requests.', 'Invalid passcode, please try again.'],
      ['otp_locked', 'Too many wrong passcodes for this method: send a new code.', 'Too many wrong passcodes. Wait a while, then send a new one.'],
    ];
    for (const [errorType, message, shown] of refusals) {
      const body = { status_code: 429, error_type: errorType, error_message: message };
      await injectFault(env.emulator, { path: '/sdk/v1/otps/authenticate', status: 429, body });
      typeCode('123456');
      await waitFor(() => expect(fieldError()).toBe(shown));
    }
  });

  it('reads a code the provider says has expired as the countdown\'s end, and a resent code works', async () => {
    const { errors } = await sendFromMain(env.client());
    const { code } = await newestMessage(env.emulator, EMAIL);
    // The provider's clock runs ahead of the page's: the code is out of date there, while the countdown still runs.
    env.emulator.store.advanceClock(5 * 60_000);
    typeCode(code!);
    expect(await screen.findByText('Your code has expired.')).toBeTruthy();
    expect(fieldError()).toBe('');
    expect(screen.queryByText(/^Your code expires in/)).toBeNull();
    expect(boxes().map((box) => box.value)).toEqual(['', '', '', '', '', '']);
    expect(errors).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Your code expires in 5:00.')).toBeTruthy();
    const second = await newestMessage(env.emulator, EMAIL);
    typeCode(second.code!);
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
  });

  it('locks the boxes and shows the progress bar while verifying', async () => {
    await sendFromMain(env.client());
    await injectFault(env.emulator, { path: '/sdk/v1/otps/authenticate', delay_ms: 300 });
    const { code } = await newestMessage(env.emulator, EMAIL);
    typeCode(code!);
    expect(await screen.findByText('Verifying passcode...')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Verifying passcode...' })).toBeTruthy();
    expect(boxes().every((box) => box.disabled)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
  });

  it('goes back to Main with the back arrow', async () => {
    const { store } = await sendFromMain(env.client());
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(store.get(screenAtom)).toBe('Main');
  });

  it('hides the back arrow with otpOptions.hideBackArrow, and still takes the code', async () => {
    await sendFromMain(env.client(), { products: ['otp'], otpOptions: { methods: ['email'], hideBackArrow: true } });
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(boxes()).toHaveLength(6);
    const { code } = await newestMessage(env.emulator, EMAIL);
    typeCode(code!);
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
  });
});

describe('OTP Authenticate, passcode boxes', () => {
  const state = { type: 'email' as const, methodId: 'email-test-unused', otpDestination: EMAIL };

  it('labels six numeric boxes, with one-time-code autofill on the first', async () => {
    await renderOtpScreen(env.client(), emailOtp, state);
    const all = boxes();
    expect(all).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'One-time passcode' })).toBeTruthy();
    expect(all.map((box) => box.getAttribute('inputmode'))).toEqual(Array(6).fill('numeric'));
    expect(all[0]!.getAttribute('autocomplete')).toBe('one-time-code');
    expect(all.slice(1).every((box) => box.getAttribute('autocomplete') === 'off')).toBe(true);
  });

  it('accepts digits only and moves to the next box', async () => {
    await renderOtpScreen(env.client(), emailOtp, state);
    fireEvent.change(boxes()[0]!, { target: { value: 'a' } });
    expect(boxes()[0]!.value).toBe('');
    fireEvent.change(boxes()[0]!, { target: { value: '4' } });
    expect(boxes()[0]!.value).toBe('4');
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.change(boxes()[1]!, { target: { value: '-' } });
    expect(boxes()[1]!.value).toBe('');
  });

  it('replaces a digit typed into a filled box', async () => {
    await renderOtpScreen(env.client(), emailOtp, state);
    fireEvent.change(boxes()[0]!, { target: { value: '4' } });
    fireEvent.change(boxes()[0]!, { target: { value: '47' } });
    expect(boxes()[0]!.value).toBe('7');
  });

  it('goes back with Backspace in an empty box, clearing the previous digit', async () => {
    await renderOtpScreen(env.client(), emailOtp, state);
    typeCode('12');
    expect(document.activeElement).toBe(boxes()[2]);
    fireEvent.keyDown(boxes()[2]!, { key: 'Backspace' });
    expect(boxes()[1]!.value).toBe('');
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.keyDown(boxes()[1]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('fills every box from a pasted code and submits it', async () => {
    const client = env.client();
    const authenticate = vi.spyOn(client.otps, 'authenticate');
    await renderOtpScreen(client, emailOtp, state);
    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => ' 12-34 56 ' } });
    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    await waitFor(() => expect(authenticate).toHaveBeenCalledWith('123456', 'email-test-unused', { session_duration_minutes: 30 }));
    // The method id was never sent a code: the emulator refuses, as a wrong code.
    await waitFor(() => expect(fieldError()).toBe('Invalid passcode, please try again.'));
    expect(authenticate).toHaveBeenCalledTimes(1);
  });

  it('fills every box from an autofilled code in the first box', async () => {
    const client = env.client();
    const authenticate = vi.spyOn(client.otps, 'authenticate');
    await renderOtpScreen(client, emailOtp, state);
    fireEvent.change(boxes()[0]!, { target: { value: '654321' } });
    expect(boxes().map((box) => box.value).join('')).toBe('654321');
    await waitFor(() => expect(authenticate).toHaveBeenCalledWith('654321', 'email-test-unused', { session_duration_minutes: 30 }));
  });
});

describe('OTP Authenticate, countdown and resend', () => {
  it('counts down from the expiration as m:ss and ends with "Your code has expired."', async () => {
    // Loaded before the clock is faked: the screen then renders at once, its countdown on the faked clock, with no
    // fallback to wait for (waiting needs the real setTimeout).
    await loadGroup('otp');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    renderWidget(env.client(), { ...emailOtp, otpOptions: { methods: ['email'], expirationMinutes: 2 } }, {
      prepare: (store) => {
        store.set(otpStateAtom, { type: 'email', methodId: 'm', otpDestination: EMAIL });
        store.set(screenAtom, 'OTPAuthenticate');
      },
    });
    expect(screen.getByText('Your code expires in 2:00.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Your code expires in 1:59.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(70_000));
    expect(screen.getByText('Your code expires in 0:49.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(49_000));
    expect(screen.getByText('Your code has expired.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
  });

  it('defaults to 5 minutes', async () => {
    await renderOtpScreen(env.client(), emailOtp, { type: 'email', methodId: 'm', otpDestination: EMAIL });
    expect(screen.getByText('Your code expires in 5:00.')).toBeTruthy();
  });

  it('resends a code that works, restarts the countdown and shows the "Code resent" toast', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const client = env.client();
    const { store, events } = await sendFromMain(client);
    // Let the screen's effects start its timer before moving the clock.
    await act(async () => {});
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(screen.getByText('Your code has expired.')).toBeTruthy();
    // The emulator runs in this process: its clock moved too, so the first code has expired there as well.
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Code resent')).toBeTruthy();
    expect(store.get(toastsAtom).map((toast) => [toast.type, toast.message])).toEqual([['success', 'Code resent']]);
    expect(screen.getByText('Your code expires in 5:00.')).toBeTruthy();
    expect(events.filter((e) => e.type === 'passcode_sent')).toHaveLength(2);

    const second = await newestMessage(env.emulator, EMAIL);
    expect(second.code).not.toBeNull();
    expect(store.get(otpStateAtom).methodId).not.toBe('');
    typeCode(second.code!);
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
  });

  it('a failed resend is an error toast with the catalogue\'s text for the provider\'s error; the screen stays as it was', async () => {
    const client = env.client();
    const { store } = await sendFromMain(client);
    await injectFault(env.emulator, {
      path: '/sdk/v1/otps/email/login_or_create',
      status: 429,
      body: { status_code: 429, error_type: 'too_many_requests', error_message: 'Too many codes sent: wait a minute.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    const limited = 'Too many attempts. Wait a moment and try again.';
    await waitFor(() => expect(store.get(toastsAtom).map((toast) => [toast.type, toast.message])).toEqual([['error', limited]]));
    expect(screen.getByRole('alert').textContent).toContain(limited);
    expect(fieldError()).toBe('');
    expect(screen.getByText('Your code expires in 5:00.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeTruthy();
  });

  it('resends an SMS code to the E.164 number of the shown destination', async () => {
    const recorder = recordingFetch();
    const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['sms'], expirationMinutes: 4 } };
    await renderOtpScreen(env.client({ fetch: recorder.fetch }), config, {
      type: 'sms',
      methodId: 'phone-number-test-old',
      otpDestination: '+44 020 7946 0000',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Code resent')).toBeTruthy();
    expect(recorder.calls).toContainEqual({
      method: 'POST',
      path: '/otps/sms/login_or_create',
      body: { phone_number: '+442079460000', expiration_minutes: 4 },
    });
    const { code } = await newestMessage(env.emulator, '+442079460000');
    typeCode(code!);
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy();
  });
});
