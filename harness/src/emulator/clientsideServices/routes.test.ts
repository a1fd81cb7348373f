import { describe, expect, it } from 'vitest';
import { getExamplePhoneNumber } from '@auth-widget/sdk';
import { TOKEN_TYPE_PARAM } from '@auth-widget/sdk/protocol';
import { getCountries } from 'libphonenumber-js/min';
import { useEmulator } from '../testing.ts';
import { challengeOf } from '../verify/pkce.ts';
import { googleClientIdOf } from '../oneTap/operations.ts';
import { API_ERROR_NAME } from './protocol.ts';

const api = useEmulator();

const ORIGIN = 'http://localhost:5173';
const REDIRECTS = { loginRedirectURL: `${ORIGIN}/login`, signupRedirectURL: `${ORIGIN}/signup` };

/** Calls a method's JSON route as the helper frame does, for a page of `origin`. */
function call(method: string, arg: unknown, origin = ORIGIN) {
  return api.raw('POST', `/clientside-services/api/${method}`, { origin, args: [arg] });
}

/** A Google ID token from the emulator's Google, as its prompt gets one. */
async function credential(email = 'grace@example.com', clientId = googleClientIdOf(api.emulator.store.project)): Promise<string> {
  const res = await api.raw('POST', '/__google/gsi/credential', { client_id: clientId, email, name: 'Grace Hopper' });
  expect(res.status).toBe(200);
  return res.json.credential as string;
}

/** oneTapStart then oneTapSubmit with a fresh credential, as the reference SDK does. */
async function signIn(extra: Record<string, unknown> = {}, origin = ORIGIN) {
  const start = await call('oneTapStart', { publicToken: api.emulator.publicToken }, origin);
  expect(start.json.success).toBe(true);
  return call(
    'oneTapSubmit',
    {
      publicToken: api.emulator.publicToken,
      idToken: await credential(),
      oauthCallbackID: start.json.payload.oauthCallbackId,
      ...REDIRECTS,
      ...extra,
    },
    origin,
  );
}

describe('the helper frame page', () => {
  it('is framable by localhost and the allowed origins only, and speaks the four methods', async () => {
    api.emulator.store.project.allowed_origins = ['https://shop.example'];
    const page = await api.raw('GET', '/clientside-services/index.html');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const csp = page.headers.get('content-security-policy') ?? '';
    const ancestors = /frame-ancestors ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(ancestors).toEqual(expect.arrayContaining(["'self'", 'http://localhost:*', 'http://127.0.0.1:*', 'https://shop.example']));
    expect(ancestors).not.toContain('*');
    expect(page.headers.get('x-frame-options')).toBeNull();
    for (const name of ['parsedPhoneNumber', 'getExamplePhoneNumber', 'oneTapStart', 'oneTapSubmit', 'ports']) expect(page.text).toContain(name);
  });

  it('gives a page on another origin a frame, for it alone, that can only refuse', async () => {
    const page = await api.raw('GET', '/clientside-services/index.html', undefined, { headers: { Referer: 'https://evil.example/login' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/frame-ancestors https:\/\/evil\.example(;|$)/);
    expect(page.text).toContain('"error_type":"origin_not_allowed_for_client"');
    expect(page.text).not.toContain('<script>"');

    const local = await api.raw('GET', '/clientside-services/index.html', undefined, { headers: { Referer: 'http://localhost:3000/' } });
    expect(local.text).toContain('"refusal":null');
  });
});

describe('parsedPhoneNumber', () => {
  it('parses in the region as the sdk does, for any origin', async () => {
    const res = await call('parsedPhoneNumber', { phoneNumber: '2015550123', regionCode: 'US' }, 'https://anywhere.example');
    expect(res.json).toEqual({ success: true, payload: { isValid: true, number: '+12015550123', national: '(201) 555-0123' } });
    const invalid = await call('parsedPhoneNumber', { phoneNumber: '12', regionCode: 'GB' });
    expect(invalid.json.payload.isValid).toBe(false);
  });

  it('refuses arguments of the wrong type with a flattened API error', async () => {
    const res = await call('parsedPhoneNumber', { phoneNumber: 5 });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ success: false, error: { name: 'StytchAPIError', status_code: 400, error_type: 'invalid_phone_number' } });
  });
});

describe('getExamplePhoneNumber', () => {
  it('answers the region\'s example mobile number in its national format, for any origin', async () => {
    const res = await call('getExamplePhoneNumber', { regionCode: 'GB' }, 'https://anywhere.example');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true, payload: { phoneNumber: '07400 123456' } });
    // What the reference UI's default placeholder is: the library's example for the US.
    expect((await call('getExamplePhoneNumber', { regionCode: 'US' })).json.payload).toEqual({ phoneNumber: '(201) 555-0123' });
    expect((await call('getExamplePhoneNumber', { regionCode: 'fr' })).json.payload).toEqual({ phoneNumber: '06 12 34 56 78' });
  });

  it('answers no number for a region the library does not know, so the reference UI keeps its placeholder', async () => {
    expect((await call('getExamplePhoneNumber', { regionCode: 'ZZ' })).json).toEqual({ success: true, payload: {} });
  });

  it('refuses arguments of the wrong type with a flattened API error', async () => {
    for (const arg of [{ regionCode: 44 }, {}]) {
      const res = await call('getExamplePhoneNumber', arg);
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ success: false, error: { name: API_ERROR_NAME, status_code: 400, error_type: 'invalid_phone_number' } });
    }
  });

  it('gives the sdk\'s answer for every region', async () => {
    for (const regionCode of getCountries()) {
      const res = await call('getExamplePhoneNumber', { regionCode });
      expect(res.json.payload, regionCode).toEqual(await getExamplePhoneNumber({ regionCode }));
    }
  });
});

describe('oneTapStart', () => {
  it('answers the project\'s Google client ID and a callback id', async () => {
    const res = await call('oneTapStart', { publicToken: api.emulator.publicToken });
    expect(res.json).toEqual({
      success: true,
      payload: { googleClientId: `${api.emulator.store.project.project_id}.apps.googleusercontent.com`, oauthCallbackId: expect.any(String) },
    });
  });

  it('refuses each configuration problem with its error type, flattened as the reference SDK expects', async () => {
    const cases: [() => void, Record<string, unknown>, string, string][] = [
      [() => {}, { publicToken: 'public-token-test-other' }, ORIGIN, 'invalid_public_token'],
      [() => {}, {}, 'https://evil.example', 'origin_not_allowed_for_client'],
      [() => (api.emulator.store.project.oauth_providers = ['github']), {}, ORIGIN, 'oauth_config_not_found'],
      [() => (api.emulator.store.project.oauth_default_credentials = ['google']), {}, ORIGIN, 'default_provider_not_allowed'],
    ];
    for (const [arrange, overrides, origin, type] of cases) {
      api.emulator.reset();
      arrange();
      const res = await call('oneTapStart', { publicToken: api.emulator.publicToken, ...overrides }, origin);
      expect(res.status, type).toBeGreaterThanOrEqual(400);
      const error = res.json.error;
      expect(res.json.success).toBe(false);
      expect(error, type).toMatchObject({ name: 'StytchAPIError', error_type: type, status_code: res.status, request_id: expect.any(String) });
      expect(error.message).toBe(`[${res.status}] ${type}\n${error.error_message}\nSee ${error.error_url} for more information.\nrequest_id: ${error.request_id}\n`);
    }
  });

  it('accepts a foreign origin the project allows', async () => {
    api.emulator.store.project.allowed_origins = ['https://shop.example'];
    expect((await call('oneTapStart', { publicToken: api.emulator.publicToken }, 'https://shop.example')).json.success).toBe(true);
  });

  it('checks redirect URLs when the call names them (our client), not otherwise (the reference SDK)', async () => {
    const start = (extra: Record<string, unknown>) => call('oneTapStart', { publicToken: api.emulator.publicToken, ...extra });
    expect((await start({ loginRedirectURL: '', signupRedirectURL: '' })).json.error.error_type).toBe('no_login_redirect_urls_set');
    expect((await start({ loginRedirectURL: REDIRECTS.loginRedirectURL, signupRedirectURL: '' })).json.error.error_type).toBe('no_signup_redirect_urls_set');
    expect((await start(REDIRECTS)).json.success).toBe(true);
    expect((await start({})).json.success).toBe(true);
  });

  it('answers a malformed request in the answer shape', async () => {
    const res = await api.raw('POST', '/clientside-services/api/oneTapStart', { args: [] });
    expect(res.json).toMatchObject({ success: false, error: { error_type: 'invalid_one_tap_request' } });
    const args = await call('oneTapStart', { publicToken: 42 });
    expect(args.json.error.error_type).toBe('invalid_one_tap_arguments');
    expect(args.json.error.error_message).toContain('args[0].publicToken must be a string');
    expect((await api.raw('POST', '/clientside-services/api/nope', { origin: ORIGIN, args: [] })).status).toBe(404);
  });
});

describe('oneTapSubmit', () => {
  it('signs in the account of Google\'s ID token: a redirect with a token that authenticates', async () => {
    const res = await signIn();
    expect(res.status).toBe(200);
    const back = new URL(res.json.payload.redirect_url);
    expect(back.origin + back.pathname).toBe(REDIRECTS.signupRedirectURL);
    expect(back.searchParams.get(TOKEN_TYPE_PARAM)).toBe('oauth');
    const auth = await api.call('POST', '/oauth/authenticate', { token: back.searchParams.get('token') });
    expect(auth.status).toBe(200);
    expect(auth.json.data.provider_type).toBe('google');
    expect(auth.json.data.user.emails[0].email).toBe('grace@example.com');
    expect(api.emulator.store.state.oauth_starts).toEqual([
      expect.objectContaining({ provider: 'google', one_tap: true, error: null, login_redirect_url: REDIRECTS.loginRedirectURL }),
    ]);
    expect(new URL((await signIn()).json.payload.redirect_url).pathname).toBe('/login');
  });

  it('takes a callback id once', async () => {
    const start = await call('oneTapStart', { publicToken: api.emulator.publicToken });
    const submit = async () =>
      call('oneTapSubmit', { publicToken: api.emulator.publicToken, idToken: await credential(), oauthCallbackID: start.json.payload.oauthCallbackId, ...REDIRECTS });
    expect((await submit()).json.success).toBe(true);
    expect((await submit()).json.error.error_type).toBe('one_tap_callback_not_found');
  });

  it('carries a PKCE challenge through to authenticate, and requires one when the project does', async () => {
    const verifier = 'f'.repeat(64);
    const res = await signIn({ codeChallenge: challengeOf(verifier) });
    const token = new URL(res.json.payload.redirect_url).searchParams.get('token');
    expect((await api.call('POST', '/oauth/authenticate', { token })).json.error_type).toBe('missing_code_verifier');
    expect((await api.call('POST', '/oauth/authenticate', { token, code_verifier: verifier })).status).toBe(200);
    api.emulator.store.project.pkce_required_for_oauth = true;
    expect((await signIn()).json.error.error_type).toBe('missing_code_challenge');
  });

  it('refuses what the start would refuse, and records the refusal', async () => {
    expect((await signIn({ loginRedirectURL: 'https://evil.example/' })).json.error.error_type).toBe('redirect_url_not_allowed');
    const start = await call('oneTapStart', { publicToken: api.emulator.publicToken });
    const foreign = await call(
      'oneTapSubmit',
      { publicToken: api.emulator.publicToken, idToken: await credential(), oauthCallbackID: start.json.payload.oauthCallbackId, ...REDIRECTS },
      'https://evil.example',
    );
    expect(foreign.status).toBe(403);
    expect(foreign.json.error.error_type).toBe('origin_not_allowed_for_client');
    expect(api.emulator.store.findUserByEmail('grace@example.com')).toBeUndefined();
    expect(api.emulator.store.state.oauth_starts.map((s) => s.error)).toEqual(['redirect_url_not_allowed', 'origin_not_allowed_for_client']);
  });

  it('refuses an ID token for another Google client', async () => {
    const start = await call('oneTapStart', { publicToken: api.emulator.publicToken });
    const res = await call('oneTapSubmit', {
      publicToken: api.emulator.publicToken,
      idToken: await credential('grace@example.com', 'another-client.apps.googleusercontent.com'),
      oauthCallbackID: start.json.payload.oauthCallbackId,
      ...REDIRECTS,
    });
    expect(res.json.error).toMatchObject({ error_type: 'invalid_google_id_token', error_message: expect.stringContaining('audience') });
  });
});
