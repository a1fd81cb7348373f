import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from '../../../client/core/AuthError.ts';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';
import type { WebauthnAuthenticateOptions, WebauthnAuthenticateResponse } from '../../../client/products/webauthn/webauthn.ts';
import { errorMessageAtom, goToAtom, screenAtom } from '../../state/atoms.ts';
import { renderWidget } from '../../../../test/ui/renderWidget.tsx';
import { PASSKEY_AUTOFILL_ATTEMPTS } from './usePasskeyAutofill.ts';

const env = setupEmulatorClient();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const UNKNOWN = 'Unknown error occurred during passkey authentication. Please try again.';
const NOT_FOUND =
  'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.';

/** What Chromium gives for an autofill request with no stored passkey: NotAllowedError, mapped to a cancellation. */
const cancelled = () => new AuthError('user_cancellation', 'The operation either timed out or was not allowed.');
const notFound = () =>
  new AuthError('api_error', 'webauthn_registration_not_found', {
    api: { status_code: 404, error_type: 'webauthn_registration_not_found', error_message: 'No registration.' },
  });

/**
 * A client whose browser says it supports passkey autofill. happy-dom has no WebAuthn, so the ceremony itself is
 * replaced: `answers` are what successive `webauthn.authenticate` calls do (the last one repeats).
 */
function autofillClient(answers: (() => Promise<WebauthnAuthenticateResponse>)[]) {
  const client = env.client();
  vi.spyOn(client.webauthn, 'browserSupportsAutofill').mockResolvedValue(true);
  const calls: WebauthnAuthenticateOptions[] = [];
  vi.spyOn(client.webauthn, 'authenticate').mockImplementation((options = {}) => {
    calls.push(options);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return answer();
  });
  return { client, calls };
}

const emailField = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' });
const banner = () => document.querySelector('.aw-banner')?.textContent ?? '';

describe('Main, passkey button', () => {
  it('is at the top when passkeys are on and there is no email form', async () => {
    const { container } = renderWidget(env.client(), { products: ['oauth', 'passkeys'], oauthOptions: { providers: [{ type: 'github' }] } });
    const buttons = await screen.findAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Login with a Passkey', 'Continue with GitHub']);
    expect(container.querySelector('.aw-main > .aw-button')?.textContent).toBe('Login with a Passkey');
  });

  it('is shown next to the email form when the browser has no passkey autofill', async () => {
    renderWidget(env.client(), { products: ['emailMagicLinks', 'passkeys'] });
    expect(await screen.findByRole('button', { name: 'Login with a Passkey' })).toBeTruthy();
    expect(emailField().getAttribute('autocomplete')).toBe('email');
  });

  it('says passkeys are not supported when the browser cannot do WebAuthn (trying again cannot help)', async () => {
    const { errors } = renderWidget(env.client(), { products: ['oauth', 'passkeys'], oauthOptions: { providers: [{ type: 'github' }] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Login with a Passkey' }));
    await waitFor(() => expect(banner()).toBe('Passkeys are not supported in this browser.'));
    expect(errors).toHaveLength(1);
  });

  it('asks for a passkey login with the session duration and goes to Passkey Confirmation', async () => {
    const client = env.client();
    const response = { user_id: 'user-test-1', session_token: 'token', status_code: 200 } as unknown as WebauthnAuthenticateResponse;
    const authenticate = vi.spyOn(client.webauthn, 'authenticate').mockResolvedValue(response);
    const { store, successes, events } = renderWidget(client, {
      products: ['oauth', 'passkeys'],
      oauthOptions: { providers: [{ type: 'github' }] },
      sessionOptions: { sessionDurationMinutes: 90 },
    });
    act(() => store.set(errorMessageAtom, 'an older error'));
    fireEvent.click(await screen.findByRole('button', { name: 'Login with a Passkey' }));
    await waitFor(() => expect(store.get(screenAtom)).toBe('PasskeyConfirmation'));
    expect(authenticate).toHaveBeenCalledWith({ is_passkey: true, session_duration_minutes: 90 });
    expect(store.get(errorMessageAtom)).toBe('');
    expect(successes).toEqual([response]);
    expect(events).toContainEqual({ type: 'passkey_authenticate', data: response });
  });

  it('treats an empty answer as the unknown error', async () => {
    const client = env.client();
    vi.spyOn(client.webauthn, 'authenticate').mockResolvedValue(undefined as unknown as WebauthnAuthenticateResponse);
    const { store } = renderWidget(client, { products: ['oauth', 'passkeys'], oauthOptions: { providers: [{ type: 'github' }] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Login with a Passkey' }));
    await waitFor(() => expect(banner()).toBe(UNKNOWN));
    expect(store.get(screenAtom)).toBe('Main');
  });

  it('stays silent when the visitor cancels the ceremony', async () => {
    const client = env.client();
    vi.spyOn(client.webauthn, 'authenticate').mockRejectedValue(cancelled());
    const { errors } = renderWidget(client, { products: ['oauth', 'passkeys'], oauthOptions: { providers: [{ type: 'github' }] } });
    const button = await screen.findByRole<HTMLButtonElement>('button', { name: 'Login with a Passkey' });
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(banner()).toBe('');
    expect(errors).toHaveLength(0);
  });
});

describe('Main, passkey autofill', () => {
  it('replaces the button with a conditional-mediation request tied to the email field', async () => {
    const { client, calls } = autofillClient([() => new Promise(() => {})]);
    renderWidget(client, { products: ['emailMagicLinks', 'passkeys'], sessionOptions: { sessionDurationMinutes: 45 } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ conditional_mediation: true, is_passkey: true, session_duration_minutes: 45 });
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal);
    expect(emailField().getAttribute('autocomplete')).toBe('username webauthn');
    expect(screen.queryByRole('button', { name: 'Login with a Passkey' })).toBeNull();
  });

  it('retries at most 5 times and shows nothing for NotAllowedError without a stored passkey', async () => {
    const { client, calls } = autofillClient([() => Promise.reject(cancelled())]);
    const { errors } = renderWidget(client, { products: ['emailMagicLinks', 'passkeys'] });
    await waitFor(() => expect(calls).toHaveLength(PASSKEY_AUTOFILL_ATTEMPTS));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(PASSKEY_AUTOFILL_ATTEMPTS);
    expect(banner()).toBe('');
    expect(errors).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Login with a Passkey' })).toBeNull();
  });

  it('shows the registration-not-found message, then tries again', async () => {
    const { client, calls } = autofillClient([() => Promise.reject(notFound()), () => new Promise(() => {})]);
    renderWidget(client, { products: ['emailMagicLinks', 'passkeys'] });
    await waitFor(() => expect(banner()).toBe(NOT_FOUND));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('shows the unknown error for another API error', async () => {
    const apiError = new AuthError('api_error', 'boom', { api: { status_code: 400, error_type: 'webauthn_authentication_failed', error_message: 'Bad.' } });
    const { client } = autofillClient([() => Promise.reject(apiError), () => new Promise(() => {})]);
    renderWidget(client, { products: ['emailMagicLinks', 'passkeys'] });
    await waitFor(() => expect(banner()).toBe(UNKNOWN));
  });

  it('signs in when the visitor picks a passkey from autofill', async () => {
    const response = { user_id: 'user-test-2', status_code: 200 } as unknown as WebauthnAuthenticateResponse;
    const { client } = autofillClient([() => Promise.resolve(response)]);
    const { store, successes, events } = renderWidget(client, { products: ['emailMagicLinks', 'passkeys'] });
    await waitFor(() => expect(store.get(screenAtom)).toBe('PasskeyConfirmation'));
    expect(successes).toEqual([response]);
    expect(events.map((e) => e.type)).toContain('passkey_authenticate');
  });

  it('aborts the pending request when Main goes away, without using an attempt', async () => {
    const { client, calls } = autofillClient([() => new Promise(() => {})]);
    const { store } = renderWidget(client, { products: ['emailMagicLinks', 'passkeys'] });
    await waitFor(() => expect(calls).toHaveLength(1));
    const signal = calls[0]!.signal!;
    expect(signal.aborted).toBe(false);
    act(() => store.set(goToAtom, 'EmailConfirmation'));
    expect(signal.aborted).toBe(true);
  });

  it('is tied to the phone field of a form without an email field, in place of the button', async () => {
    const { client, calls } = autofillClient([() => new Promise(() => {})]);
    renderWidget(client, { products: ['otp', 'passkeys'], otpOptions: { methods: ['sms', 'whatsapp'] }, sessionOptions: { sessionDurationMinutes: 20 } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ conditional_mediation: true, is_passkey: true, session_duration_minutes: 20 });
    expect(calls[0]).not.toHaveProperty('disable_input_check');
    const phone = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });
    expect(phone().getAttribute('autocomplete')).toBe('username webauthn');
    expect(screen.queryByRole('button', { name: 'Login with a Passkey' })).toBeNull();
    // The other tab's phone field offers passkeys too, to the same pending request (it is not tied to one input).
    fireEvent.click(screen.getByRole('tab', { name: 'WhatsApp' }));
    expect(phone().getAttribute('autocomplete')).toBe('username webauthn');
    await act(async () => {});
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal?.aborted).toBe(false);
  });

  it('without passkeys, or without autofill, the phone field keeps its own autocomplete', async () => {
    renderWidget(env.client(), { products: ['otp', 'passkeys'], otpOptions: { methods: ['sms'] } });
    expect(await screen.findByRole('button', { name: 'Login with a Passkey' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Phone number' }).getAttribute('autocomplete')).toBe('tel-national');
    cleanup();
    const { client, calls } = autofillClient([() => new Promise(() => {})]);
    renderWidget(client, { products: ['otp'], otpOptions: { methods: ['sms'] } });
    expect(screen.getByRole('textbox', { name: 'Phone number' }).getAttribute('autocomplete')).toBe('tel-national');
    await act(async () => {});
    expect(calls).toHaveLength(0);
  });

  it('runs only while the email tab is shown: the phone tab aborts it silently, the email tab starts it again', async () => {
    const client = env.client();
    const support = vi.spyOn(client.webauthn, 'browserSupportsAutofill').mockResolvedValue(true);
    const calls: WebauthnAuthenticateOptions[] = [];
    // As the client does: an aborted ceremony ends in a cancellation.
    vi.spyOn(client.webauthn, 'authenticate').mockImplementation((options = {}) => {
      calls.push(options);
      return new Promise((_resolve, reject) => options.signal?.addEventListener('abort', () => reject(cancelled())));
    });
    const { errors } = renderWidget(client, { products: ['otp', 'passkeys'], otpOptions: { methods: ['sms', 'email'] } });
    expect(screen.getByRole('tab', { name: 'Text' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(support).toHaveBeenCalled());
    await act(async () => {});
    // The form has an email tab, so autofill replaces the button; but no field offers passkeys yet.
    expect(screen.queryByRole('button', { name: 'Login with a Passkey' })).toBeNull();
    expect(calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('tab', { name: 'Email' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(emailField().getAttribute('autocomplete')).toBe('username webauthn');
    fireEvent.click(screen.getByRole('tab', { name: 'Text' }));
    expect(calls[0]?.signal?.aborted).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: 'Email' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.signal?.aborted).toBe(false);
    await act(async () => {});
    expect(errors).toHaveLength(0);
    expect(banner()).toBe('');
  });

  it('stays silent, and stops, when the browser finds no field to offer passkeys in', async () => {
    const missing = new AuthError(
      'other',
      'No <input> with "webauthn" as the only or last value in its `autocomplete` attribute was detected',
    );
    const { client, calls } = autofillClient([() => Promise.reject(missing)]);
    const { errors } = renderWidget(client, { products: ['emailMagicLinks', 'passkeys'] });
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
    expect(errors).toHaveLength(0);
    expect(banner()).toBe('');
  });

  it('finds the field in a shadow root (Shadow DOM), and tells the client not to search the document for it', async () => {
    const host = document.body.appendChild(document.createElement('div'));
    const shadowRoot = host.attachShadow({ mode: 'open' });
    const { client, calls } = autofillClient([() => new Promise(() => {})]);
    for (const config of [
      { products: ['emailMagicLinks' as const, 'passkeys' as const], enableShadowDOM: true },
      { products: ['otp' as const, 'passkeys' as const], otpOptions: { methods: ['sms' as const] }, enableShadowDOM: true },
    ]) {
      const before = calls.length;
      const container = shadowRoot.appendChild(document.createElement('div'));
      const view = renderWidget(client, config, { container });
      await waitFor(() => expect(calls).toHaveLength(before + 1));
      expect(calls[before]).toMatchObject({ conditional_mediation: true, is_passkey: true, disable_input_check: true });
      const field = within(container).getByRole('textbox', { name: config.products[0] === 'otp' ? 'Phone number' : 'Email' });
      expect(field.getAttribute('autocomplete')).toBe('username webauthn');
      expect(within(container).queryByRole('button', { name: 'Login with a Passkey' })).toBeNull();
      view.unmount();
    }
    host.remove();
  });
});
