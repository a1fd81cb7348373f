import { randomBytes } from 'node:crypto';
import { DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES, TOKEN_TYPE_PARAM } from '@auth-widget/sdk/protocol';
import { describe, expect, it } from 'vitest';
import { seedSession, useEmulator } from '../testing.ts';
import { challengeOf } from '../verify/pkce.ts';

const t = useEmulator();

const SIGNUP_URL = 'http://localhost:3000/signup?from=mail';
const LOGIN_URL = 'http://localhost:3000/login';
const urls = { login_magic_link_url: LOGIN_URL, signup_magic_link_url: SIGNUP_URL };

/** The newest message of the dev inbox. */
function lastMessage() {
  const message = t.emulator.store.state.messages.at(-1);
  if (!message) throw new Error('no message was delivered');
  return message;
}

/** The token of the newest message's link. */
function lastToken(): string {
  const link = lastMessage().link;
  if (!link) throw new Error('the newest message has no link');
  return new URL(link).searchParams.get('token') ?? '';
}

function newVerifier(): string {
  return randomBytes(64).toString('hex');
}

function basic(publicToken: string, secret: string): string {
  return `Basic ${Buffer.from(`${publicToken}:${secret}`).toString('base64')}`;
}

describe('POST /magic_links/email/login_or_create', () => {
  it('creates the user and emails a single-use signup link that keeps the redirect URL query', async () => {
    const before = Date.now();
    const res = await t.call('POST', '/magic_links/email/login_or_create', { email: 'ada@example.com', ...urls });
    expect(res.status).toBe(200);
    const { user_id, email_id, user_created } = res.json.data;
    expect(user_created).toBe(true);
    const user = t.emulator.store.state.users[user_id];
    expect(user?.status).toBe('active');
    expect(user?.emails).toEqual([{ email_id, email: 'ada@example.com', verified: false }]);

    const message = lastMessage();
    expect(message).toMatchObject({ channel: 'email', to: 'ada@example.com', code: null });
    const link = new URL(message.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/signup');
    expect(link.searchParams.get('from')).toBe('mail');
    expect(link.searchParams.get(TOKEN_TYPE_PARAM)).toBe('magic_links');
    expect(message.body).toContain(message.link);

    const token = t.emulator.store.state.tokens[lastToken()];
    expect(token).toMatchObject({ kind: 'magic_link', user_id, email: 'ada@example.com', used: false });
    const expires = Date.parse(token?.expires_at ?? '');
    expect(expires).toBeGreaterThanOrEqual(before + DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES * 60_000);
  });

  it('sends an existing user a login link with the login expiry', async () => {
    const { user } = t.emulator.store.userForEmail('ada@example.com');
    const before = Date.now();
    const res = await t.call('POST', '/magic_links/email/login_or_create', {
      email: 'ADA@example.com',
      ...urls,
      login_expiration_minutes: 60,
      signup_expiration_minutes: 10,
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ user_id: user.user_id, email_id: user.emails[0]?.email_id, user_created: false });
    expect(lastMessage().link).toMatch(/^http:\/\/localhost:3000\/login\?/);
    const expires = Date.parse(t.emulator.store.state.tokens[lastToken()]?.expires_at ?? '');
    expect(expires).toBeGreaterThanOrEqual(before + 60 * 60_000);
    expect(Object.keys(t.emulator.store.state.users)).toHaveLength(1);
  });

  it('creates the user as pending when asked, and a pending user gets the signup link again', async () => {
    const first = await t.call('POST', '/magic_links/email/login_or_create', { email: 'ada@example.com', ...urls, create_user_as_pending: true });
    expect(t.emulator.store.state.users[first.json.data.user_id]?.status).toBe('pending');
    const again = await t.call('POST', '/magic_links/email/login_or_create', { email: 'ada@example.com', ...urls });
    expect(again.json.data.user_created).toBe(false);
    expect(lastMessage().link).toMatch(/^http:\/\/localhost:3000\/signup\?/);
    const auth = await t.call('POST', '/magic_links/authenticate', { token: lastToken() });
    expect(auth.status).toBe(200);
    expect(auth.json.data.user.status).toBe('active');
  });

  it("falls back to the project's first redirect URL", async () => {
    t.emulator.store.project.redirect_urls = ['https://app.example.com/auth', 'https://app.example.com/other'];
    const res = await t.call('POST', '/magic_links/email/login_or_create', { email: 'ada@example.com' });
    expect(res.status).toBe(200);
    expect(lastMessage().link).toMatch(/^https:\/\/app\.example\.com\/auth\?/);
  });

  it('refuses when no redirect URL is known, before creating anyone', async () => {
    const signup = await t.call('POST', '/magic_links/email/login_or_create', { email: 'ada@example.com', login_magic_link_url: LOGIN_URL });
    expect(signup.status).toBe(400);
    expect(signup.json.error_type).toBe('no_signup_redirect_urls_set');
    expect(t.emulator.store.state.users).toEqual({});

    t.emulator.store.userForEmail('bob@example.com');
    const login = await t.call('POST', '/magic_links/email/login_or_create', { email: 'bob@example.com', signup_magic_link_url: SIGNUP_URL });
    expect(login.status).toBe(400);
    expect(login.json.error_type).toBe('no_login_redirect_urls_set');
    expect(t.emulator.store.state.messages).toHaveLength(0);
  });

  it('refuses redirect URLs the project does not allow', async () => {
    const foreign = await t.call('POST', '/magic_links/email/login_or_create', { email: 'ada@example.com', ...urls, login_magic_link_url: 'https://evil.example/' });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error_type).toBe('redirect_url_not_allowed');
    const script = await t.call('POST', '/magic_links/email/login_or_create', { email: 'ada@example.com', ...urls, signup_magic_link_url: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
    expect(script.json.error_type).toBe('invalid_redirect_url');
  });

  it('refuses a malformed email, a bad expiry and a malformed challenge', async () => {
    const email = await t.call('POST', '/magic_links/email/login_or_create', { email: 'ada@example', ...urls });
    expect(email.status).toBe(400);
    expect(email.json.error_type).toBe('invalid_email');
    const expiry = await t.call('POST', '/magic_links/email/login_or_create', { email: 'ada@example.com', ...urls, signup_expiration_minutes: 2 });
    expect(expiry.status).toBe(400);
    expect(expiry.json.error_type).toBe('invalid_expiration');
    const challenge = await t.call('POST', '/magic_links/email/login_or_create', { email: 'ada@example.com', ...urls, code_challenge: 'plain' });
    expect(challenge.status).toBe(400);
    expect(challenge.json.error_type).toBe('invalid_code_challenge');
    expect(t.emulator.store.state.users).toEqual({});
  });

  it('answers a malformed body with the schema error shape', async () => {
    const res = await t.call('POST', '/magic_links/email/login_or_create', { email: 42, create_user_as_pending: 'yes' });
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBeUndefined();
    expect(res.json.body).toEqual([
      { path: 'email', message: 'must be a string' },
      { path: 'create_user_as_pending', message: 'must be a boolean' },
    ]);
  });

  it('refuses a missing or malformed Basic header, an unknown public token and an unknown session', async () => {
    const path = '/sdk/v1/magic_links/email/login_or_create';
    const body = { email: 'ada@example.com', ...urls };
    const none = await t.raw('POST', path, body);
    expect(none.status).toBe(401);
    expect(none.json.error_type).toBe('unauthorized_credentials');
    const bearer = await t.raw('POST', path, body, { headers: { Authorization: 'Bearer abc' } });
    expect(bearer.status).toBe(401);
    const unknown = await t.raw('POST', path, body, { headers: { Authorization: basic('public-token-test-nope', 'public-token-test-nope') } });
    expect(unknown.status).toBe(401);
    expect(unknown.json.error_type).toBe('invalid_public_token');
    const session = await t.call('POST', '/magic_links/email/login_or_create', body, 'not-a-session');
    expect(session.status).toBe(404);
    expect(session.json.error_type).toBe('session_not_found');
    expect(t.emulator.store.state.messages).toHaveLength(0);
  });

  it('requires a valid, single-use captcha token when the project has captcha on', async () => {
    t.emulator.store.project.captcha_settings = { enabled: true, siteKey: 'site-key' };
    const body = { email: 'ada@example.com', ...urls };
    const missing = await t.call('POST', '/magic_links/email/login_or_create', body);
    expect(missing.status).toBe(400);
    expect(missing.json.error_type).toBe('captcha_required');

    const old = (await t.raw('POST', '/__dev/api/captcha')).json.token as string;
    t.emulator.store.advanceClock(3 * 60_000);
    const fresh = (await t.raw('POST', '/__dev/api/captcha')).json.token as string;
    const expired = await t.call('POST', '/magic_links/email/login_or_create', { ...body, captcha_token: old });
    expect(expired.json.error_type).toBe('captcha_required');
    const ok = await t.call('POST', '/magic_links/email/login_or_create', { ...body, captcha_token: fresh });
    expect(ok.status).toBe(200);
    const reused = await t.call('POST', '/magic_links/email/login_or_create', { ...body, captcha_token: fresh });
    expect(reused.status).toBe(400);
    expect(reused.json.error_message).toBe('Captcha required');
  });
});

describe('POST /magic_links/email/send/primary', () => {
  it('sends an existing user a login link', async () => {
    const { user } = t.emulator.store.userForEmail('ada@example.com');
    const res = await t.call('POST', '/magic_links/email/send/primary', { email: 'ada@example.com', ...urls });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ user_id: user.user_id, user_created: false });
    expect(lastMessage().link).toMatch(/^http:\/\/localhost:3000\/login\?/);
  });

  it('refuses an unknown email with email_not_found and creates no one', async () => {
    const res = await t.call('POST', '/magic_links/email/send/primary', { email: 'nobody@example.com', ...urls });
    expect(res.status).toBe(404);
    expect(res.json.error_type).toBe('email_not_found');
    expect(t.emulator.store.state.users).toEqual({});
    expect(t.emulator.store.state.messages).toHaveLength(0);
  });
});

describe('POST /magic_links/email/send/secondary', () => {
  it('refuses without a session', async () => {
    const res = await t.call('POST', '/magic_links/email/send/secondary', { email: 'ada@example.com', ...urls });
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('unauthorized_credentials');
    expect(t.emulator.store.state.messages).toHaveLength(0);
  });

  it('adds a new email to the signed-in user once the link is followed in that session', async () => {
    const { user, sessionToken } = await seedSession(t.emulator, 'ada@example.com');
    const sent = await t.call('POST', '/magic_links/email/send/secondary', { email: 'ada@work.example', ...urls }, sessionToken);
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({ user_id: user.user_id, user_created: false });
    expect(user.emails.map((e) => e.email)).toEqual(['ada@example.com']);
    const again = await t.call('POST', '/magic_links/email/send/secondary', { email: 'ada@work.example', ...urls }, sessionToken);
    expect(again.json.data.email_id).toBe(sent.json.data.email_id);

    const auth = await t.call('POST', '/magic_links/authenticate', { token: lastToken() }, sessionToken);
    expect(auth.status).toBe(200);
    expect(auth.json.data.session_token).toBe(sessionToken);
    expect(user.emails).toContainEqual({ email_id: sent.json.data.email_id, email: 'ada@work.example', verified: true });
  });

  it("refuses another user's email", async () => {
    t.emulator.store.userForEmail('bob@example.com');
    const { sessionToken } = await seedSession(t.emulator, 'ada@example.com');
    const res = await t.call('POST', '/magic_links/email/send/secondary', { email: 'bob@example.com', ...urls }, sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('duplicate_email');
  });
});

describe('POST /magic_links/authenticate', () => {
  async function sendLink(extra: Record<string, unknown> = {}) {
    const res = await t.call('POST', '/magic_links/email/login_or_create', { email: 'ada@example.com', ...urls, ...extra });
    expect(res.status).toBe(200);
    return { ...(res.json.data as { user_id: string; email_id: string }), token: lastToken() };
  }

  it('logs in, verifies the email and returns the session, both tokens and the method', async () => {
    const { user_id, email_id, token } = await sendLink();
    const res = await t.call('POST', '/magic_links/authenticate', { token, session_duration_minutes: 60 });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data).toMatchObject({ user_id, method_id: email_id, email_id, reset_sessions: false, intermediate_session_token: '' });
    expect(data.user.emails[0]).toMatchObject({ email_id, verified: true });
    expect(data.session.authentication_factors[0]).toMatchObject({
      type: 'magic_link',
      delivery_method: 'email',
      email_factor: { email_id, email_address: 'ada@example.com' },
    });
    expect(data.session_jwt.split('.')).toHaveLength(3);
    const me = await t.call('GET', '/users/me', undefined, data.session_token);
    expect(me.status).toBe(200);
    expect(me.json.data.user_id).toBe(user_id);
  });

  it('refuses an unknown token', async () => {
    const res = await t.call('POST', '/magic_links/authenticate', { token: 'no-such-token' });
    expect(res.status).toBe(404);
    expect(res.json.error_type).toBe('magic_link_not_found');
  });

  it('refuses a token used once already', async () => {
    const { token } = await sendLink();
    expect((await t.call('POST', '/magic_links/authenticate', { token })).status).toBe(200);
    const again = await t.call('POST', '/magic_links/authenticate', { token });
    expect(again.status).toBe(400);
    expect(again.json.error_type).toBe('magic_link_already_used');
  });

  it('refuses an expired token', async () => {
    const { token } = await sendLink();
    const record = t.emulator.store.state.tokens[token];
    if (record) record.expires_at = new Date(Date.now() - 1000).toISOString();
    const res = await t.call('POST', '/magic_links/authenticate', { token });
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('magic_link_expired');
  });

  it('refuses a bad session duration without consuming the token', async () => {
    const { token } = await sendLink();
    const bad = await t.call('POST', '/magic_links/authenticate', { token, session_duration_minutes: 1 });
    expect(bad.status).toBe(400);
    expect(bad.json.error_type).toBe('invalid_session_duration');
    expect((await t.call('POST', '/magic_links/authenticate', { token })).status).toBe(200);
  });

  it('answers a malformed body with the schema error shape', async () => {
    const res = await t.call('POST', '/magic_links/authenticate', { code_verifier: 7 });
    expect(res.status).toBe(400);
    expect(res.json.body).toEqual([
      { path: 'token', message: 'is required' },
      { path: 'code_verifier', message: 'must be a string' },
    ]);
  });

  it('checks the PKCE verifier of a link started with a challenge, and a refusal leaves the link usable', async () => {
    const verifier = newVerifier();
    const { token } = await sendLink({ code_challenge: challengeOf(verifier) });
    const missing = await t.call('POST', '/magic_links/authenticate', { token });
    expect(missing.status).toBe(400);
    expect(missing.json.error_message).toMatch(/pkce/i);
    const wrong = await t.call('POST', '/magic_links/authenticate', { token, code_verifier: newVerifier() });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error_message).toMatch(/pkce/i);
    const right = await t.call('POST', '/magic_links/authenticate', { token, code_verifier: verifier });
    expect(right.status).toBe(200);
  });

  it('refuses a verifier for a link started without a challenge', async () => {
    const { token } = await sendLink();
    const res = await t.call('POST', '/magic_links/authenticate', { token, code_verifier: newVerifier() });
    expect(res.status).toBe(400);
    expect(res.json.error_message).toMatch(/pkce/i);
  });

  it('requires a challenge at send and a verifier at authenticate when the project requires PKCE', async () => {
    const { token } = await sendLink();
    t.emulator.store.project.pkce_required_for_email_magic_links = true;
    const send = await t.call('POST', '/magic_links/email/login_or_create', { email: 'ada@example.com', ...urls });
    expect(send.status).toBe(400);
    expect(send.json.error_type).toBe('missing_code_challenge');
    expect(send.json.error_message).toMatch(/pkce/i);
    // A link sent before the project turned PKCE on carries no challenge: it can no longer be used.
    const old = await t.call('POST', '/magic_links/authenticate', { token });
    expect(old.status).toBe(400);
    expect(old.json.error_message).toMatch(/pkce/i);

    const verifier = newVerifier();
    const fresh = await sendLink({ code_challenge: challengeOf(verifier) });
    expect((await t.call('POST', '/magic_links/authenticate', { token: fresh.token, code_verifier: verifier })).status).toBe(200);
  });
});

describe('POST /magic_links/authenticate with a password reset token ("Login without a password")', () => {
  async function startReset(extra: Record<string, unknown> = {}) {
    t.emulator.store.userForEmail('ada@example.com');
    const res = await t.call('POST', '/passwords/email/reset/start', {
      email: 'ada@example.com',
      reset_password_redirect_url: 'http://localhost:3000/reset',
      ...extra,
    });
    expect(res.status).toBe(200);
    return lastToken();
  }

  it('logs the user in and consumes the reset token', async () => {
    const token = await startReset();
    const res = await t.call('POST', '/magic_links/authenticate', { token });
    expect(res.status).toBe(200);
    expect(res.json.data.session.authentication_factors[0]).toMatchObject({ type: 'magic_link', delivery_method: 'email' });
    expect(res.json.data.user.emails[0].verified).toBe(true);
    const reset = await t.call('POST', '/passwords/email/reset', { token, password: 'correct-Horse-battery-staple-42' });
    expect(reset.status).toBe(400);
    expect(reset.json.error_type).toBe('password_reset_token_already_used');
  });

  it("checks the reset's own challenge and the password-reset PKCE flag", async () => {
    const verifier = newVerifier();
    const token = await startReset({ code_challenge: challengeOf(verifier) });
    const missing = await t.call('POST', '/magic_links/authenticate', { token });
    expect(missing.status).toBe(400);
    expect(missing.json.error_message).toMatch(/pkce/i);
    expect((await t.call('POST', '/magic_links/authenticate', { token, code_verifier: verifier })).status).toBe(200);

    const plain = await startReset();
    t.emulator.store.project.pkce_required_for_password_resets = true;
    const refused = await t.call('POST', '/magic_links/authenticate', { token: plain });
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe('pkce_required');
  });

  it('does not apply the magic-link PKCE flag to a reset token', async () => {
    const token = await startReset();
    t.emulator.store.project.pkce_required_for_email_magic_links = true;
    expect((await t.call('POST', '/magic_links/authenticate', { token })).status).toBe(200);
  });
});
