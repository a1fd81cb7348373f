import { describe, expect, it } from 'vitest';
import { TOKEN_TYPE_PARAM } from '@auth-widget/sdk';
import { useEmulator } from '../testing.ts';
import { challengeOf } from '../verify/pkce.ts';
import { ONE_TAP_FAILURE_REASONS, ONE_TAP_STATES } from './protocol.ts';

const api = useEmulator();

const ORIGIN = 'http://localhost:5173';
const REDIRECTS = { login_redirect_url: `${ORIGIN}/login`, signup_redirect_url: `${ORIGIN}/signup` };

/** Calls an operation's JSON route as the helper frame does. */
function op(segment: string, args: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return api.raw('POST', `/v1/public/oauth/google/onetap/${segment}`, {
    public_token: api.emulator.publicToken,
    origin: ORIGIN,
    args,
    ...overrides,
  });
}

describe('One Tap helper page', () => {
  it('is an HTML page any host may frame, speaking the three operations', async () => {
    const page = await api.raw('GET', `/v1/public/oauth/google/onetap?public_token=${api.emulator.publicToken}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('x-frame-options')).toBeNull();
    expect(page.headers.get('content-security-policy')).toContain('frame-ancestors *');
    for (const name of ['oneTapStart', 'oneTapSubmit', 'parsedPhoneNumber']) expect(page.text).toContain(name);
  });

  it('exists for google only', async () => {
    expect((await api.raw('GET', '/v1/public/oauth/github/onetap')).status).toBe(404);
  });
});

describe('oneTapStart', () => {
  it('returns the fake Google account', async () => {
    const res = await op('start', REDIRECTS);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ result: { provider: 'google', account: { email: 'ada@google.example', name: 'Ada Lovelace' } } });
  });

  it('names every configuration problem by its One Tap state', async () => {
    const cases: [() => void, Record<string, unknown>, string, string][] = [
      [() => {}, { public_token: 'public-token-test-other' }, 'invalid_client', 'unknown_reason'],
      [() => {}, { origin: 'https://evil.example' }, 'origin_not_allowed_for_client', 'unknown_reason'],
      [() => (api.emulator.store.project.oauth_providers = ['github']), {}, 'no_oauth_config_found', 'oauth_config_not_found'],
      [() => (api.emulator.store.project.oauth_default_credentials = ['google']), {}, 'default_provider_not_allowed', 'unknown_reason'],
    ];
    for (const [arrange, overrides, state, reason] of cases) {
      api.emulator.reset();
      arrange();
      const res = await op('start', REDIRECTS, overrides);
      expect(res.status, state).toBeGreaterThanOrEqual(400);
      expect(res.json.error, state).toMatchObject({ state, reason, message: expect.any(String) });
      expect(ONE_TAP_STATES).toContain(res.json.error.state);
      expect(ONE_TAP_FAILURE_REASONS).toContain(res.json.error.reason);
    }
  });

  it('accepts a foreign origin the project allows', async () => {
    api.emulator.store.project.allowed_origins = ['https://shop.example'];
    expect((await op('start', REDIRECTS, { origin: 'https://shop.example' })).status).toBe(200);
  });

  it('reports missing redirect URLs before the prompt shows', async () => {
    const none = await op('start', {});
    expect(none.json.error).toMatchObject({ state: 'no_login_redirect_urls_set', type: 'no_login_redirect_urls_set' });
    const noSignup = await op('start', { login_redirect_url: REDIRECTS.login_redirect_url });
    expect(noSignup.json.error.state).toBe('no_signup_redirect_urls_set');
    api.emulator.store.project.redirect_urls = ['https://shop.example/auth'];
    expect((await op('start', {})).status).toBe(200);
  });

  it('answers a malformed request in the One Tap error shape', async () => {
    const res = await api.raw('POST', '/v1/public/oauth/google/onetap/start', { args: {} });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ type: 'invalid_one_tap_request', state: 'none', reason: 'unknown_reason' });
    const args = await op('start', { login_redirect_url: 42 });
    expect(args.json.error).toMatchObject({ type: 'invalid_one_tap_arguments', state: 'none' });
    expect(args.json.error.message).toContain('args.login_redirect_url must be a string');
  });
});

describe('oneTapSubmit', () => {
  it('signs in like the consent page: a redirect with a token that authenticates', async () => {
    const res = await op('submit', { email: 'grace@example.com', ...REDIRECTS });
    expect(res.status).toBe(200);
    const back = new URL(res.json.result.redirect_url);
    expect(back.origin + back.pathname).toBe(REDIRECTS.signup_redirect_url);
    expect(back.searchParams.get(TOKEN_TYPE_PARAM)).toBe('oauth');
    const auth = await api.call('POST', '/oauth/authenticate', { token: back.searchParams.get('token') });
    expect(auth.status).toBe(200);
    expect(auth.json.data.session.authentication_factors[0].delivery_method).toBe('oauth_google');
    expect(auth.json.data.provider_type).toBe('google');
    expect(api.emulator.store.state.oauth_starts).toEqual([
      expect.objectContaining({ provider: 'google', one_tap: true, error: null, ...REDIRECTS }),
    ]);

    const again = await op('submit', { email: 'grace@example.com', ...REDIRECTS });
    expect(new URL(again.json.result.redirect_url).pathname).toBe('/login');
  });

  it('carries a PKCE challenge through to authenticate', async () => {
    const verifier = 'f'.repeat(64);
    const res = await op('submit', { email: 'a@example.com', code_challenge: challengeOf(verifier), ...REDIRECTS });
    const token = new URL(res.json.result.redirect_url).searchParams.get('token');
    expect((await api.call('POST', '/oauth/authenticate', { token })).json.error_type).toBe('missing_code_verifier');
    expect((await api.call('POST', '/oauth/authenticate', { token, code_verifier: verifier })).status).toBe(200);
  });

  it('refuses what the start would refuse, and records the refusal', async () => {
    api.emulator.store.project.pkce_required_for_oauth = true;
    const noChallenge = await op('submit', { email: 'a@example.com', ...REDIRECTS });
    expect(noChallenge.json.error).toMatchObject({ type: 'missing_code_challenge', state: 'none', reason: 'unknown_reason' });
    expect(api.emulator.store.state.oauth_starts[0]).toMatchObject({ one_tap: true, error: 'missing_code_challenge' });
    api.emulator.store.project.pkce_required_for_oauth = false;

    expect((await op('submit', { email: 'nope', ...REDIRECTS })).json.error.type).toBe('invalid_email');
    expect((await op('submit', { ...REDIRECTS })).json.error.type).toBe('invalid_one_tap_arguments');
    expect((await op('submit', { email: 'a@example.com', login_redirect_url: 'https://evil.example/' })).json.error.type).toBe(
      'redirect_url_not_allowed',
    );
    const foreign = await op('submit', { email: 'a@example.com', ...REDIRECTS }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error.state).toBe('origin_not_allowed_for_client');
    expect(api.emulator.store.findUserByEmail('a@example.com')).toBeUndefined();
  });
});

describe('parsedPhoneNumber', () => {
  it('signs in a Google account known by its phone number', async () => {
    const res = await op('parsed_phone_number', { phone_number: '+15555550123', ...REDIRECTS });
    expect(res.status).toBe(200);
    const token = new URL(res.json.result.redirect_url).searchParams.get('token');
    const auth = await api.call('POST', '/oauth/authenticate', { token });
    expect(auth.status).toBe(200);
    expect(auth.json.data.user.phone_numbers[0].phone_number).toBe('+15555550123');
    expect(auth.json.data.user.providers[0].provider_type).toBe('google');
  });

  it('refuses a number that is not E.164', async () => {
    const res = await op('parsed_phone_number', { phone_number: '555-0123', ...REDIRECTS });
    expect(res.status).toBe(400);
    expect(res.json.error.type).toBe('invalid_phone_number');
  });
});
