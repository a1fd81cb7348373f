import { describe, expect, it } from 'vitest';
import { OAUTH_PROVIDERS, TOKEN_TYPE_PARAM } from '@auth-widget/sdk/protocol';
import { useEmulator } from '../testing.ts';
import { challengeOf } from '../verify/pkce.ts';

const api = useEmulator();

const LOGIN = 'http://localhost:3000/login?from=widget';
const SIGNUP = 'http://localhost:3000/signup';

/** The query of a start as the widget builds it, with the test token and both redirect URLs. */
function startPath(provider: string, extra: Record<string, string> = {}, base = true): string {
  const query = new URLSearchParams({
    ...(base ? { public_token: api.emulator.publicToken, login_redirect_url: LOGIN, signup_redirect_url: SIGNUP } : {}),
    ...extra,
  });
  return `/v1/public/oauth/${provider}/start?${query}`;
}

async function start(provider: string, extra: Record<string, string> = {}, base = true) {
  return api.raw('GET', startPath(provider, extra, base));
}

function stateOf(html: string): string {
  const state = /name="state" value="([^"]+)"/.exec(html)?.[1];
  if (!state) throw new Error('The consent page has no state field.');
  return state;
}

/** Posts the consent form as a browser does: urlencoded, not JSON. */
async function consent(provider: string, fields: Record<string, string>) {
  const res = await fetch(`${api.emulator.url}/v1/public/oauth/${provider}/consent`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

/** Start, then Continue as `email`: the redirect back to the host page. */
async function signIn(provider: string, email: string, extra: Record<string, string> = {}) {
  const page = await start(provider, extra);
  expect(page.status).toBe(200);
  const answer = await consent(provider, { state: stateOf(page.text), email, action: 'continue' });
  expect(answer.status).toBe(302);
  return new URL(answer.location ?? '');
}

describe('OAuth start', () => {
  it('shows a consent page and records what the widget sent', async () => {
    const verifier = 'a'.repeat(64);
    const page = await start('github', {
      custom_scopes: 'repo  gist',
      provider_prompt: 'consent',
      provider_login_hint: 'ada',
      code_challenge: challengeOf(verifier),
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('Sign in with GitHub');
    expect(page.text).toContain('value="ada@github.example"');
    for (const scope of ['read:user', 'user:email', 'repo', 'gist']) expect(page.text).toContain(`<code>${scope}</code>`);
    expect(page.text).toContain('>Continue<');
    expect(page.text).toContain('>Cancel<');
    expect(page.text).toContain('action="/v1/public/oauth/github/consent"');
    expect(api.emulator.store.state.oauth_starts).toEqual([
      expect.objectContaining({
        provider: 'github',
        one_tap: false,
        scopes: ['repo', 'gist'],
        provider_params: { prompt: 'consent', login_hint: 'ada' },
        login_redirect_url: LOGIN,
        signup_redirect_url: SIGNUP,
        has_code_challenge: true,
        error: null,
      }),
    ]);
    const dev = await api.raw('GET', '/__dev/api/oauth');
    expect(dev.json.starts[0].started_at).toEqual(expect.any(String));
  });

  it('serves a consent page for each of the 19 providers', async () => {
    expect(OAUTH_PROVIDERS).toHaveLength(19);
    for (const provider of OAUTH_PROVIDERS) {
      const page = await start(provider);
      expect(page.status, provider).toBe(200);
      expect(page.text, provider).toContain(`value="ada@${provider}.example"`);
    }
  });

  it('escapes every value it puts on the page', async () => {
    const page = await start('google', { custom_scopes: '<script>alert(1)</script> "quoted"' });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script>alert(1)</script>');
    expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.text).toContain('&quot;quoted&quot;');
  });

  it('answers an unknown provider with a 404 page', async () => {
    const page = await start('myspace');
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('oauth_provider_not_found');
    expect(api.emulator.store.state.oauth_starts[0]).toMatchObject({ provider: 'myspace', error: 'oauth_provider_not_found' });
  });

  it('refuses a missing or foreign public token', async () => {
    const missing = await start('google', { login_redirect_url: LOGIN, signup_redirect_url: SIGNUP }, false);
    expect(missing.status).toBe(400);
    expect(missing.text).toContain('invalid_public_token');
    const foreign = await start('google', { public_token: 'public-token-test-someone-else' });
    expect(foreign.status).toBe(400);
    expect(foreign.text).toContain('invalid_public_token');
  });

  it('refuses a provider the project has no client for', async () => {
    api.emulator.store.project.oauth_providers = ['google'];
    const page = await start('github');
    expect(page.status).toBe(400);
    expect(page.text).toContain('oauth_config_not_found');
    expect(api.emulator.store.state.oauth_starts[0]).toMatchObject({ provider: 'github', error: 'oauth_config_not_found' });
    expect((await start('google')).status).toBe(200);
  });

  it('checks redirect URLs and falls back to the project list', async () => {
    const foreign = await start('google', { login_redirect_url: 'https://evil.example/cb' });
    expect(foreign.status).toBe(400);
    expect(foreign.text).toContain('redirect_url_not_allowed');
    const scheme = await start('google', { signup_redirect_url: 'javascript:alert(1)' });
    expect(scheme.status).toBe(400);
    expect(scheme.text).toContain('invalid_redirect_url');

    const none = await start('google', { public_token: api.emulator.publicToken }, false);
    expect(none.status).toBe(400);
    expect(none.text).toContain('no_login_redirect_urls_set');
    const noSignup = await start('google', { public_token: api.emulator.publicToken, login_redirect_url: LOGIN }, false);
    expect(noSignup.text).toContain('no_signup_redirect_urls_set');

    api.emulator.store.project.redirect_urls = ['https://shop.example/auth'];
    const fallback = await start('google', { public_token: api.emulator.publicToken }, false);
    expect(fallback.status).toBe(200);
    const back = await consent('google', { state: stateOf(fallback.text), email: 'new@example.com', action: 'continue' });
    expect(back.location?.startsWith('https://shop.example/auth?')).toBe(true);
  });

  it('requires a well-formed PKCE challenge when the project says so', async () => {
    api.emulator.store.project.pkce_required_for_oauth = true;
    const without = await start('google');
    expect(without.status).toBe(400);
    expect(without.text).toContain('missing_code_challenge');
    expect(without.text.toLowerCase()).toContain('pkce');
    const malformed = await start('google', { code_challenge: 'short' });
    expect(malformed.status).toBe(400);
    expect(malformed.text).toContain('invalid_code_challenge');
    expect((await start('google', { code_challenge: challengeOf('v'.repeat(64)) })).status).toBe(200);
  });
});

describe('OAuth consent', () => {
  it('signs a new user up: signup URL, token type, a linked provider', async () => {
    const back = await signIn('github', 'grace@example.com');
    expect(back.origin + back.pathname).toBe(SIGNUP);
    expect(back.searchParams.get(TOKEN_TYPE_PARAM)).toBe('oauth');
    const token = back.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThan(20);
    const user = api.emulator.store.findUserByEmail('grace@example.com');
    expect(user?.providers).toEqual([
      { oauth_user_registration_id: expect.stringMatching(/^oauth-user-registration-test-/), provider_type: 'github', provider_subject: expect.any(String) },
    ]);
    expect(api.emulator.store.state.tokens[token]).toMatchObject({ kind: 'oauth', user_id: user?.user_id, used: false });
  });

  it('logs a returning user in at the login URL, keeping its query, with the same registration', async () => {
    await signIn('github', 'grace@example.com');
    const again = await signIn('github', 'Grace@Example.com');
    expect(again.origin + again.pathname).toBe('http://localhost:3000/login');
    expect(again.searchParams.get('from')).toBe('widget');
    expect(again.searchParams.get(TOKEN_TYPE_PARAM)).toBe('oauth');
    const user = api.emulator.store.findUserByEmail('grace@example.com');
    expect(user?.providers).toHaveLength(1);
    expect(Object.keys(api.emulator.store.state.users)).toHaveLength(1);
  });

  it('links a provider to a user who signed up another way', async () => {
    const { user } = api.emulator.store.userForEmail('ada@google.example');
    const back = await signIn('google', 'ada@google.example');
    expect(back.pathname).toBe('/login');
    expect(user.providers.map((p) => p.provider_type)).toEqual(['google']);
  });

  it('redirects Cancel to the login URL with access_denied, and the state is then spent', async () => {
    const page = await start('google');
    const state = stateOf(page.text);
    const cancel = await consent('google', { state, email: 'ada@google.example', action: 'cancel' });
    expect(cancel.status).toBe(302);
    const back = new URL(cancel.location ?? '');
    expect(back.origin + back.pathname).toBe('http://localhost:3000/login');
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('from')).toBe('widget');
    expect(back.searchParams.has('token')).toBe(false);
    expect(api.emulator.store.findUserByEmail('ada@google.example')).toBeUndefined();
    const replay = await consent('google', { state, email: 'ada@google.example', action: 'continue' });
    expect(replay.status).toBe(400);
    expect(replay.text).toContain('oauth_state_not_found');
  });

  it('accepts each state once', async () => {
    const state = stateOf((await start('google')).text);
    expect((await consent('google', { state, email: 'a@example.com', action: 'continue' })).status).toBe(302);
    const again = await consent('google', { state, email: 'b@example.com', action: 'continue' });
    expect(again.status).toBe(400);
    expect(api.emulator.store.findUserByEmail('b@example.com')).toBeUndefined();
  });

  it('shows the page again for an invalid email, keeping the start', async () => {
    const state = stateOf((await start('google')).text);
    const bad = await consent('google', { state, email: 'not-an-email', action: 'continue' });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('Enter a valid email address.');
    expect(bad.text).toContain('value="not-an-email"');
    expect(stateOf(bad.text)).toBe(state);
    expect((await consent('google', { state, email: 'fixed@example.com', action: 'continue' })).status).toBe(302);
  });

  it('refuses an unknown action, an unknown state, another provider and an expired start', async () => {
    const state = stateOf((await start('google')).text);
    expect((await consent('google', { state, email: 'a@example.com', action: 'approve-all' })).status).toBe(400);
    expect((await consent('google', { state: 'made-up', email: 'a@example.com', action: 'continue' })).text).toContain('oauth_state_not_found');
    expect((await consent('github', { state, email: 'a@example.com', action: 'continue' })).status).toBe(400);
    const pending = api.emulator.store.state.oauth_pending[state];
    if (!pending) throw new Error('The start is not pending.');
    pending.expires_at = new Date(Date.now() - 1000).toISOString();
    const expired = await consent('google', { state, email: 'a@example.com', action: 'continue' });
    expect(expired.status).toBe(400);
    expect(expired.text).toContain('oauth_state_not_found');
    expect((await consent('google', { state: 'constructor', action: 'continue' })).status).toBe(400);
  });
});

describe('POST /oauth/authenticate', () => {
  it('logs in with the token: session, oauth factor, provider values', async () => {
    const back = await signIn('github', 'grace@example.com', { custom_scopes: 'repo' });
    const res = await api.call('POST', '/oauth/authenticate', { token: back.searchParams.get('token'), session_duration_minutes: 60 });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.session_token).toEqual(expect.any(String));
    expect(data.session_jwt).toEqual(expect.any(String));
    expect(data.provider_type).toBe('github');
    expect(data.provider_subject).toBe(api.emulator.store.findUserByEmail('grace@example.com')?.providers[0]?.provider_subject);
    expect(data.provider_values.scopes).toEqual(['read:user', 'user:email', 'repo']);
    expect(data.provider_values.access_token).toEqual(expect.any(String));
    expect(data.user.emails[0].verified).toBe(true);
    const factor = data.session.authentication_factors[0];
    expect(factor).toMatchObject({ type: 'oauth', delivery_method: 'oauth_github' });
    expect(factor.github_oauth_factor.provider_subject).toBe(data.provider_subject);
    expect(Date.parse(data.session.expires_at) - Date.now()).toBeGreaterThan(59 * 60_000);
    const me = await api.call('GET', '/users/me', undefined, data.session_token);
    expect(me.json.data.providers[0].provider_type).toBe('github');
  });

  it('refuses unknown, used and expired tokens', async () => {
    const unknown = await api.call('POST', '/oauth/authenticate', { token: 'nope' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error_type).toBe('oauth_token_not_found');

    const token = (await signIn('google', 'a@example.com')).searchParams.get('token') ?? '';
    expect((await api.call('POST', '/oauth/authenticate', { token })).status).toBe(200);
    const used = await api.call('POST', '/oauth/authenticate', { token });
    expect(used.status).toBe(400);
    expect(used.json.error_type).toBe('oauth_token_already_used');

    const late = (await signIn('google', 'b@example.com')).searchParams.get('token') ?? '';
    const record = api.emulator.store.state.tokens[late];
    if (!record) throw new Error('The token was not stored.');
    record.expires_at = new Date(Date.now() - 1000).toISOString();
    const expired = await api.call('POST', '/oauth/authenticate', { token: late });
    expect(expired.status).toBe(400);
    expect(expired.json.error_type).toBe('oauth_token_expired');
  });

  it('refuses a magic-link token: tokens are per kind', async () => {
    const { user } = api.emulator.store.userForEmail('a@example.com');
    api.emulator.store.state.tokens['ml-token'] = {
      token: 'ml-token', kind: 'magic_link', user_id: user.user_id, expires_at: new Date(Date.now() + 60_000).toISOString(), used: false, details: {},
    };
    expect((await api.call('POST', '/oauth/authenticate', { token: 'ml-token' })).json.error_type).toBe('oauth_token_not_found');
  });

  it('answers a malformed body with a schema error', async () => {
    const res = await api.call('POST', '/oauth/authenticate', { token: 5 });
    expect(res.status).toBe(400);
    expect(res.json.body).toEqual([{ path: 'token', message: 'must be a string' }]);
  });

  it('checks PKCE, and a refused verifier does not spend the token', async () => {
    const verifier = 'c0ffee'.repeat(11);
    const token = (await signIn('google', 'a@example.com', { code_challenge: challengeOf(verifier) })).searchParams.get('token');
    const missing = await api.call('POST', '/oauth/authenticate', { token });
    expect(missing.json.error_type).toBe('missing_code_verifier');
    expect(missing.json.error_message).toContain('pkce');
    const wrong = await api.call('POST', '/oauth/authenticate', { token, code_verifier: 'wrong' });
    expect(wrong.json.error_type).toBe('pkce_mismatch');
    expect((await api.call('POST', '/oauth/authenticate', { token, code_verifier: verifier })).status).toBe(200);

    const plain = (await signIn('google', 'b@example.com')).searchParams.get('token');
    const unexpected = await api.call('POST', '/oauth/authenticate', { token: plain, code_verifier: verifier });
    expect(unexpected.json.error_type).toBe('pkce_mismatch');
  });

  it('refuses a token issued without PKCE once the project requires it', async () => {
    const token = (await signIn('google', 'a@example.com')).searchParams.get('token');
    api.emulator.store.project.pkce_required_for_oauth = true;
    const res = await api.call('POST', '/oauth/authenticate', { token });
    expect(res.json.error_type).toBe('pkce_required');
  });

  it('refuses a bad session duration without spending the token', async () => {
    const token = (await signIn('google', 'a@example.com')).searchParams.get('token');
    const bad = await api.call('POST', '/oauth/authenticate', { token, session_duration_minutes: 2 });
    expect(bad.json.error_type).toBe('invalid_session_duration');
    expect((await api.call('POST', '/oauth/authenticate', { token })).status).toBe(200);
  });
});
