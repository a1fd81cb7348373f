import { beforeEach, describe, expect, test, vi } from 'vitest';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
// The emulator's software authenticator makes real P-256 credentials, so the emulator verifies them for real.
import { SoftAuthenticator } from '@auth-widget/harness/testing';
import { injectFault } from '../../../../test/client/devApi.ts';
import { recordingFetch } from '../../../../test/client/recordingFetch.ts';
import { sessionCookies, signIn } from '../../../../test/client/signIn.ts';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';
import type { WebauthnAuthenticateOptions, WebauthnRegisterOptions } from './webauthn.ts';

/**
 * `@simplewebauthn/browser` as the page would see it, with the ceremonies run by a software authenticator:
 * happy-dom has no `navigator.credentials`. Real browser ceremonies are covered by the Playwright suite.
 */
const browser = vi.hoisted(() => ({
  authenticator: null as unknown as SoftAuthenticator,
  supported: true,
  /** Replaces the next ceremony with this behaviour (a browser error, a wait for abort). */
  next: null as null | (() => Promise<unknown>),
  cancelCeremony: () => {},
}));

vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: vi.fn(() => browser.supported),
  browserSupportsWebAuthnAutofill: vi.fn(async () => browser.supported),
  startRegistration: vi.fn(async ({ optionsJSON }: { optionsJSON: PublicKeyCredentialCreationOptionsJSON }) => {
    const next = browser.next;
    browser.next = null;
    if (next) return next();
    return browser.authenticator.register(optionsJSON, { origin: window.location.origin });
  }),
  startAuthentication: vi.fn(async ({ optionsJSON }: { optionsJSON: PublicKeyCredentialRequestOptionsJSON }) => {
    const next = browser.next;
    browser.next = null;
    if (next) return next();
    return browser.authenticator.authenticate(optionsJSON, { origin: window.location.origin });
  }),
  WebAuthnAbortService: { cancelCeremony: vi.fn(() => browser.cancelCeremony()) },
}));

const lib = await import('@simplewebauthn/browser');

const env = setupEmulatorClient();

beforeEach(() => {
  browser.authenticator = new SoftAuthenticator();
  browser.supported = true;
  browser.next = null;
  browser.cancelCeremony = () => {};
  vi.mocked(lib.startRegistration).mockClear();
  vi.mocked(lib.startAuthentication).mockClear();
  vi.mocked(lib.WebAuthnAbortService.cancelCeremony).mockClear();
});

/** A browser error as `navigator.credentials` raises it (a DOMException with its name). */
function domError(name: string, message: string): DOMException {
  return new DOMException(message, name);
}

/** A signed-in user with one passkey registered; returns the client and the registration id. */
async function withPasskey() {
  const recorder = recordingFetch();
  const client = env.client({ fetch: recorder.fetch });
  await signIn(client);
  const answer = await client.webauthn.register({ is_passkey: true });
  return { client, recorder, registrationId: answer.webauthn_registration_id ?? '' };
}

describe('webauthn.register', () => {
  test('start, the browser ceremony, then register: the passkey is on the user and the session is refreshed', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const { session } = await signIn(client);
    const answer = await client.webauthn.register({ is_passkey: true, authenticator_type: 'platform', session_duration_minutes: 60 });

    expect(recorder.paths().slice(-2)).toEqual(['POST /webauthn/register/start', 'POST /webauthn/register']);
    expect(recorder.lastBody('/webauthn/register/start')).toEqual({
      domain: 'localhost',
      authenticator_type: 'platform',
      return_passkey_credential_options: true,
      user_agent: navigator.userAgent,
    });
    // The provider's options string was parsed and handed to the browser as PublicKeyCredentialCreationOptionsJSON.
    const { optionsJSON } = vi.mocked(lib.startRegistration).mock.calls[0]![0];
    expect(optionsJSON.rp.id).toBe('localhost');
    expect(optionsJSON.authenticatorSelection?.residentKey).toBe('required');
    const sent = recorder.lastBody('/webauthn/register');
    expect(sent?.session_duration_minutes).toBe(60);
    expect(typeof sent?.public_key_credential).toBe('string');
    expect(JSON.parse(String(sent?.public_key_credential)).id).toBe(browser.authenticator.credentials[0]?.id);

    expect(answer.session?.session_id).toBe(session.session_id);
    expect(client.user.getSync()?.webauthn_registrations).toEqual([
      expect.objectContaining({ webauthn_registration_id: answer.webauthn_registration_id, domain: 'localhost', verified: true }),
    ]);
    expect(sessionCookies()).toMatchObject({ session: answer.session_token, jwt: answer.session_jwt });
  });

  test('without a session: no_current_session before the start, and no ceremony runs', async () => {
    const client = env.client();
    await expect(client.webauthn.register()).rejects.toMatchObject({ code: 'no_current_session' });
    await expect(client.webauthn.update({ webauthn_registration_id: 'w-1', name: 'Laptop' })).rejects.toMatchObject({ code: 'no_current_session' });
    expect(lib.startRegistration).not.toHaveBeenCalled();
  });

  test('browser errors become AuthErrors that keep the browser message and the original as cause', async () => {
    const client = env.client();
    await signIn(client);
    const cases = [
      [domError('NotAllowedError', 'The operation either timed out or was not allowed.'), 'user_cancellation'],
      [domError('AbortError', 'The operation was aborted.'), 'user_cancellation'],
      [
        domError(
          'InvalidStateError',
          'The user attempted to register an authenticator that contains one of the credentials already registered with the relying party.',
        ),
        'other',
      ],
      [new Error('WebAuthn is not supported in this browser'), 'passkeys_unsupported'],
      [domError('SecurityError', 'This is an invalid domain.'), 'passkeys_misconfigured'],
    ] as const;
    for (const [cause, code] of cases) {
      browser.next = () => Promise.reject(cause);
      const error = await client.webauthn.register().catch((e: unknown) => e);
      expect(error).toMatchObject({ name: 'AuthError', code, message: cause.message });
      expect((error as Error).cause).toBe(cause);
    }
    expect(client.user.getSync()?.webauthn_registrations).toEqual([]);
  });

  test('a passkey already on the authenticator is refused by the browser (excludeCredentials)', async () => {
    const { client } = await withPasskey();
    const error = await client.webauthn.register({ is_passkey: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'other' });
    expect((error as Error).message).toContain('already registered with the relying party');
  });

  test('a browser without WebAuthn is refused before any request', async () => {
    browser.supported = false;
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(client.webauthn.register()).rejects.toMatchObject({ code: 'passkeys_unsupported' });
    await expect(client.webauthn.authenticate()).rejects.toMatchObject({ code: 'passkeys_unsupported' });
    expect(recorder.paths()).toEqual([]);
  });

  test('options that are not WebAuthn JSON are an invalid-encoding error', async () => {
    const client = env.client();
    await signIn(client);
    await injectFault(env.emulator, {
      path: '/sdk/v1/webauthn/register/start',
      status: 200,
      body: { data: { request_id: 'r', status_code: 200, public_key_credential_creation_options: '{not json' } },
    });
    await expect(client.webauthn.register()).rejects.toMatchObject({ code: 'passkeys_invalid_encoding' });
    expect(lib.startRegistration).not.toHaveBeenCalled();
  });

  test('usage: each option of its type', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(
      client.webauthn.register({
        domain: 1,
        authenticator_type: 2,
        is_passkey: 'yes',
        session_duration_minutes: '60',
        user_agent: {},
      } as unknown as WebauthnRegisterOptions),
    ).rejects.toMatchObject({
      code: 'usage_error',
      message: [
        'Invalid call to webauthn.register',
        'domain must be a string',
        'authenticator_type must be a string',
        'is_passkey must be a boolean',
        'session_duration_minutes must be a number',
        'user_agent must be a string',
      ].join('\n'),
    });
    expect(recorder.calls).toEqual([]);
  });
});

describe('webauthn.authenticate', () => {
  test('signed out: start/primary, the ceremony, then authenticate signs in and sets the cookies', async () => {
    const { client: registering, registrationId } = await withPasskey();
    await registering.session.revoke();
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });

    const answer = await client.webauthn.authenticate({ is_passkey: true, session_duration_minutes: 45, conditional_mediation: true });
    expect(recorder.paths()).toEqual(['POST /webauthn/authenticate/start/primary', 'POST /webauthn/authenticate']);
    expect(recorder.lastBody('/webauthn/authenticate/start/primary')).toEqual({ domain: 'localhost', return_passkey_credential_options: true });
    expect(vi.mocked(lib.startAuthentication).mock.calls[0]![0]).toMatchObject({ useBrowserAutofill: true, verifyBrowserAutofillInput: true });
    expect(recorder.lastBody('/webauthn/authenticate')?.session_duration_minutes).toBe(45);
    expect(answer.webauthn_registration_id).toBe(registrationId);
    expect(client.session.getSync()?.authentication_factors.map((f) => f.type)).toEqual(['webauthn']);
    expect(sessionCookies()).toEqual({ session: answer.session_token, jwt: answer.session_jwt, intermediate: null });
  });

  test('disable_input_check lets the library skip its search of the document for the autofill field', async () => {
    const { client: registering } = await withPasskey();
    await registering.session.revoke();
    const client = env.client();
    await client.webauthn.authenticate({ is_passkey: true, conditional_mediation: true, disable_input_check: true });
    expect(vi.mocked(lib.startAuthentication).mock.calls[0]![0]).toMatchObject({ useBrowserAutofill: true, verifyBrowserAutofillInput: false });
    expect(client.session.getSync()?.authentication_factors.map((f) => f.type)).toEqual(['webauthn']);
  });

  test('with a session the start is secondary and the factor joins the session', async () => {
    const { client, recorder } = await withPasskey();
    await client.webauthn.authenticate({ is_passkey: true });
    expect(recorder.paths().slice(-2)).toEqual(['POST /webauthn/authenticate/start/secondary', 'POST /webauthn/authenticate']);
    expect(vi.mocked(lib.startAuthentication).mock.calls[0]![0].useBrowserAutofill).toBe(false);
    expect(client.session.getSync()?.authentication_factors.map((f) => f.type).sort()).toEqual(['password', 'webauthn']);
  });

  test('a passkey deleted from the account is refused with webauthn_registration_not_found', async () => {
    const { client, registrationId } = await withPasskey();
    await client.user.deleteWebauthnRegistration(registrationId);
    await client.session.revoke();
    await expect(client.webauthn.authenticate({ is_passkey: true })).rejects.toMatchObject({
      code: 'api_error',
      errorType: 'webauthn_registration_not_found',
    });
    expect(sessionCookies().session).toBeNull();
  });

  test('a cancelled prompt is a user_cancellation and no session is set', async () => {
    const { client } = await withPasskey();
    await client.session.revoke();
    browser.next = () => Promise.reject(domError('NotAllowedError', 'The operation either timed out or was not allowed.'));
    await expect(client.webauthn.authenticate({ is_passkey: true })).rejects.toMatchObject({ code: 'user_cancellation' });
    expect(client.session.getSync()).toBeNull();
  });

  test('aborting the signal cancels the ceremony through the library', async () => {
    const client = env.client();
    const controller = new AbortController();
    let ceremonyStarted!: () => void;
    const started = new Promise<void>((resolve) => (ceremonyStarted = resolve));
    browser.next = () =>
      new Promise((_resolve, reject) => {
        browser.cancelCeremony = () => reject(domError('AbortError', 'The operation was aborted.'));
        ceremonyStarted();
      });
    const pending = client.webauthn.authenticate({ conditional_mediation: true, signal: controller.signal });
    await started;
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'user_cancellation' });
    expect(lib.WebAuthnAbortService.cancelCeremony).toHaveBeenCalledTimes(1);
  });

  test('an already aborted signal sends nothing', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const controller = new AbortController();
    controller.abort();
    await expect(client.webauthn.authenticate({ signal: controller.signal })).rejects.toMatchObject({ code: 'user_cancellation' });
    expect(recorder.paths()).toEqual([]);
    expect(lib.startAuthentication).not.toHaveBeenCalled();
  });

  test('usage: each option of its type', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(
      client.webauthn.authenticate({
        domain: 1,
        session_duration_minutes: 'x',
        is_passkey: 1,
        conditional_mediation: 'yes',
        disable_input_check: 'no',
        signal: 'stop',
      } as unknown as WebauthnAuthenticateOptions),
    ).rejects.toMatchObject({
      code: 'usage_error',
      message: [
        'Invalid call to webauthn.authenticate',
        'domain must be a string',
        'session_duration_minutes must be a number',
        'is_passkey must be a boolean',
        'conditional_mediation must be a boolean',
        'disable_input_check must be a boolean',
        'signal must be an object',
      ].join('\n'),
    });
    expect(recorder.calls).toEqual([]);
  });
});

describe('webauthn.update and browserSupportsAutofill', () => {
  test('update renames the registration and refreshes the stored user', async () => {
    const { client, recorder, registrationId } = await withPasskey();
    const answer = await client.webauthn.update({ webauthn_registration_id: registrationId, name: 'Work laptop' });
    expect(recorder.paths().slice(-2)).toEqual([`PUT /webauthn/update/${registrationId}`, 'GET /users/me']);
    expect(recorder.lastBody(`/webauthn/update/${registrationId}`)).toEqual({ name: 'Work laptop' });
    expect(answer.webauthn_registration?.name).toBe('Work laptop');
    expect(client.user.getSync()?.webauthn_registrations[0]?.name).toBe('Work laptop');
  });

  test('update refuses an unknown id and an empty name', async () => {
    const { client, registrationId } = await withPasskey();
    await expect(client.webauthn.update({ webauthn_registration_id: 'nope', name: 'x' })).rejects.toMatchObject({
      errorType: 'webauthn_registration_not_found',
    });
    await expect(client.webauthn.update({ webauthn_registration_id: registrationId, name: '  ' })).rejects.toMatchObject({
      errorType: 'invalid_webauthn_registration_name',
    });
  });

  test('update usage: id and name strings', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(client.webauthn.update({ webauthn_registration_id: 1, name: null } as unknown as { webauthn_registration_id: string; name: string })).rejects.toMatchObject({
      code: 'usage_error',
      message: 'Invalid call to webauthn.update\nwebauthn_registration_id must be a string\nname must be a string',
    });
    expect(recorder.calls).toEqual([]);
  });

  test('browserSupportsAutofill asks the library', async () => {
    const client = env.client();
    expect(await client.webauthn.browserSupportsAutofill()).toBe(true);
    browser.supported = false;
    expect(await client.webauthn.browserSupportsAutofill()).toBe(false);
  });
});
