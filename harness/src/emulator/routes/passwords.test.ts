import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TOKEN_TYPE_PARAM } from '@auth-widget/sdk/protocol';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultProject } from '../project.ts';
import { startEmulator } from '../server.ts';
import { emptyState } from '../store.ts';
import { seedSession, useEmulator } from '../testing.ts';
import { hashPassword } from '../verify/passwordHash.ts';
import { challengeOf } from '../verify/pkce.ts';

/** The emulator's time: the real clock moved on by `shift` ms, so a test can jump past a lock. */
let shift = 0;
const t = useEmulator({}, { clock: { now: () => Date.now() + shift } });
beforeEach(() => {
  shift = 0;
});

const STRONG = 'correct-Horse-battery-staple-42';
const STRONG_TOO = 'violet-Kettle-orbit-drum-77';
const RESET_URL = 'http://localhost:3000/reset?tab=password';

/** The newest message of the dev inbox. */
function lastMessage() {
  const message = t.emulator.store.state.messages.at(-1);
  if (!message) throw new Error('no message was delivered');
  return message;
}

function lastToken(): string {
  return new URL(lastMessage().link ?? '').searchParams.get('token') ?? '';
}

function newVerifier(): string {
  return randomBytes(64).toString('hex');
}

/** A user with a password, made directly in the store. */
function seedPasswordUser(email = 'ada@example.com', password = STRONG) {
  const { user } = t.emulator.store.userForEmail(email);
  user.password_hash = hashPassword(password);
  user.password_id = 'password-test-seeded';
  return user;
}

async function login(email: string, password: string) {
  return t.call('POST', '/passwords/authenticate', { email, password });
}

describe('POST /passwords', () => {
  it('creates the user with a hashed password and logs in', async () => {
    const res = await t.call('POST', '/passwords', { email: 'ada@example.com', password: STRONG, session_duration_minutes: 60 });
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.email_id).toBe(data.user.emails[0].email_id);
    expect(data.user.password).toMatchObject({ requires_reset: false });
    expect(data.session.authentication_factors[0]).toMatchObject({ type: 'password', delivery_method: 'knowledge' });
    const user = t.emulator.store.state.users[data.user_id];
    expect(user?.password_hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(JSON.stringify(user)).not.toContain(STRONG);
    const search = await t.call('POST', '/users/search', { email: 'ada@example.com' });
    expect(search.json.data.userType).toBe('password');
    expect((await login('ada@example.com', STRONG)).status).toBe(200);
  });

  it('refuses an email that already has a user, with or without a password', async () => {
    seedPasswordUser('ada@example.com');
    t.emulator.store.userForEmail('bob@example.com');
    for (const email of ['ADA@example.com', 'bob@example.com']) {
      const res = await t.call('POST', '/passwords', { email, password: STRONG });
      expect(res.status).toBe(400);
      expect(res.json.error_type).toBe('duplicate_email');
    }
  });

  it('refuses a weak password under zxcvbn with advice', async () => {
    const res = await t.call('POST', '/passwords', { email: 'ada@example.com', password: 'abcdefghij' });
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('weak_password');
    expect(res.json.error_message).toMatch(/too weak/);
    expect(t.emulator.store.state.users).toEqual({});
  });

  it('refuses a breached password', async () => {
    const res = await t.call('POST', '/passwords', { email: 'ada@example.com', password: 'P@ssw0rd' });
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('breached_password');
  });

  it("applies the project's LUDS policy", async () => {
    t.emulator.store.project.password_strength_policy = 'luds';
    t.emulator.store.project.password_config = { luds_complexity: 4, luds_minimum_count: 10 };
    const short = await t.call('POST', '/passwords', { email: 'ada@example.com', password: 'Zebra-93' });
    expect(short.status).toBe(400);
    expect(short.json.error_type).toBe('weak_password');
    expect(short.json.error_message).toContain('at least 10 characters');
    const plain = await t.call('POST', '/passwords', { email: 'ada@example.com', password: 'zebralampshade' });
    expect(plain.json.error_type).toBe('weak_password');
    const ok = await t.call('POST', '/passwords', { email: 'ada@example.com', password: 'Zebra-Lamp-93' });
    expect(ok.status).toBe(200);
  });

  it('refuses a malformed email, an over-long password and a malformed body', async () => {
    const email = await t.call('POST', '/passwords', { email: 'ada', password: STRONG });
    expect(email.json.error_type).toBe('invalid_email');
    const long = await t.call('POST', '/passwords', { email: 'ada@example.com', password: `${STRONG}${'x'.repeat(300)}` });
    expect(long.status).toBe(400);
    expect(long.json.error_type).toBe('invalid_password');
    const schema = await t.call('POST', '/passwords', { email: 'ada@example.com' });
    expect(schema.status).toBe(400);
    expect(schema.json.body).toEqual([{ path: 'password', message: 'is required' }]);
  });
});

describe('POST /passwords/authenticate', () => {
  it('logs in with the right password', async () => {
    const user = seedPasswordUser();
    const res = await login('Ada@Example.com', STRONG);
    expect(res.status).toBe(200);
    expect(res.json.data.user_id).toBe(user.user_id);
    expect(res.json.data.session.authentication_factors[0]).toMatchObject({ type: 'password', delivery_method: 'knowledge' });
  });

  it('answers a wrong password, an unknown email and a passwordless user alike', async () => {
    seedPasswordUser();
    t.emulator.store.userForEmail('bob@example.com');
    for (const [email, password] of [['ada@example.com', STRONG_TOO], ['nobody@example.com', STRONG], ['bob@example.com', STRONG]] as const) {
      const res = await login(email, password);
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ error_type: 'invalid_credentials', error_message: 'The email or password is incorrect.' });
    }
  });

  it('answers a right but breached password with reset_password and a reset email', async () => {
    t.emulator.store.project.redirect_urls = ['https://app.example.com/reset'];
    seedPasswordUser('ada@example.com', 'Password1!');
    const res = await login('ada@example.com', 'Password1!');
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('reset_password');
    expect(res.json.error_message).toContain('a password reset email was sent');
    expect(t.emulator.store.state.messages).toHaveLength(1);
    // The client then starts the reset too; it reuses the email the login sent: still one email.
    const start = await t.call('POST', '/passwords/email/reset/start', { email: 'ada@example.com' });
    expect(start.status).toBe(200);
    expect(t.emulator.store.state.messages).toHaveLength(1);
    const message = lastMessage();
    expect(message.to).toBe('ada@example.com');
    const link = new URL(message.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('https://app.example.com/reset');
    expect(link.searchParams.get(TOKEN_TYPE_PARAM)).toBe('reset_password');
    expect(t.emulator.store.state.tokens[lastToken()]?.kind).toBe('password_reset');
    expect((await t.call('POST', '/passwords/email/reset', { token: lastToken(), password: STRONG })).status).toBe(200);
    expect((await login('ada@example.com', STRONG)).status).toBe(200);
  });

  it('sends a new reset email for a later start, or one with a PKCE challenge', async () => {
    t.emulator.store.project.redirect_urls = ['https://app.example.com/reset'];
    seedPasswordUser('ada@example.com', 'Password1!');
    await login('ada@example.com', 'Password1!');
    const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';
    expect((await t.call('POST', '/passwords/email/reset/start', { email: 'ada@example.com', code_challenge: challenge })).status).toBe(200);
    expect(t.emulator.store.state.messages).toHaveLength(2);
    const breachToken = Object.values(t.emulator.store.state.tokens).find((tok) => typeof tok.details.breached_login_at === 'number')!;
    breachToken.details.breached_login_at = Date.now() - 61_000;
    expect((await t.call('POST', '/passwords/email/reset/start', { email: 'ada@example.com' })).status).toBe(200);
    expect(t.emulator.store.state.messages).toHaveLength(3);
  });

  it('answers reset_password without an email when no reset link could be completed', async () => {
    seedPasswordUser('ada@example.com', 'Password1!');
    const noUrl = await login('ada@example.com', 'Password1!');
    expect(noUrl.json.error_type).toBe('reset_password');
    t.emulator.store.project.redirect_urls = ['https://app.example.com/reset'];
    t.emulator.store.project.pkce_required_for_password_resets = true;
    const pkce = await login('ada@example.com', 'Password1!');
    expect(pkce.json.error_type).toBe('reset_password');
    expect(t.emulator.store.state.messages).toHaveLength(0);
  });

  it('answers breached_password without an email when the project says so, and the client\'s reset start emails once', async () => {
    t.emulator.store.project.breached_login_error_type = 'breached_password';
    t.emulator.store.project.redirect_urls = ['https://app.example.com/reset'];
    seedPasswordUser('ada@example.com', 'Password1!');
    const res = await login('ada@example.com', 'Password1!');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      error_type: 'breached_password',
      error_message: expect.stringContaining('reset the password by email'),
    });
    expect(res.json.data).toBeUndefined();
    // No session and no email: the client starts the reset with its own redirect URL.
    expect(Object.keys(t.emulator.store.state.sessions)).toHaveLength(0);
    expect(t.emulator.store.state.messages).toHaveLength(0);
    const start = await t.call('POST', '/passwords/email/reset/start', { email: 'ada@example.com', reset_password_redirect_url: RESET_URL });
    expect(start.status).toBe(200);
    expect(t.emulator.store.state.messages).toHaveLength(1);
    expect(lastMessage().link?.startsWith('http://localhost:3000/reset?tab=password&')).toBe(true);
    expect((await t.call('POST', '/passwords/email/reset', { token: lastToken(), password: STRONG })).status).toBe(200);
    expect((await login('ada@example.com', STRONG)).status).toBe(200);
  });

  it('keeps invalid_credentials for a wrong password and a clean right one under breached_password', async () => {
    t.emulator.store.project.breached_login_error_type = 'breached_password';
    seedPasswordUser();
    expect((await login('ada@example.com', 'password')).json.error_type).toBe('invalid_credentials');
    expect((await login('ada@example.com', STRONG)).status).toBe(200);
  });

  it('does not reveal a breached password when it is wrong', async () => {
    seedPasswordUser();
    const res = await login('ada@example.com', 'password');
    expect(res.json.error_type).toBe('invalid_credentials');
    expect(t.emulator.store.state.messages).toHaveLength(0);
  });

  it('refuses calls without Basic auth', async () => {
    seedPasswordUser();
    const res = await t.raw('POST', '/sdk/v1/passwords/authenticate', { email: 'ada@example.com', password: STRONG });
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('unauthorized_credentials');
  });
});

describe('password lock', () => {
  const MINUTE = 60_000;

  /** `count` wrong passwords, each answered like any wrong password. */
  async function wrongTries(count: number, email = 'ada@example.com') {
    for (let i = 0; i < count; i += 1) {
      const res = await login(email, STRONG_TOO);
      expect(res.status).toBe(401);
      expect(res.json.error_type).toBe('invalid_credentials');
    }
  }

  async function expectLocked(email = 'ada@example.com') {
    const res = await login(email, STRONG);
    expect(res.status).toBe(429);
    expect(res.json.error_type).toBe('password_locked');
  }

  it('locks the user after password_max_attempts wrong passwords and refuses the right one too', async () => {
    seedPasswordUser();
    const max = t.emulator.store.project.password_max_attempts;
    expect(max).toBe(10);
    await wrongTries(max);
    const res = await login('ada@example.com', STRONG);
    expect(res.status).toBe(429);
    expect(res.json.error_type).toBe('password_locked');
    expect(res.json.error_message).toContain('The password is locked after too many wrong tries');
    expect(res.json.error_message).toContain('a password reset by email unlocks it');
    const change = await t.call('POST', '/passwords/existing_password/reset', {
      email: 'ada@example.com',
      existing_password: STRONG,
      new_password: STRONG_TOO,
    });
    expect(change.status).toBe(429);
    expect(change.json.error_type).toBe('password_locked');
  });

  it('counts wrong existing passwords of a password change too', async () => {
    seedPasswordUser();
    t.emulator.store.project.password_max_attempts = 2;
    for (let i = 0; i < 2; i += 1) {
      const wrong = await t.call('POST', '/passwords/existing_password/reset', {
        email: 'ada@example.com',
        existing_password: STRONG_TOO,
        new_password: STRONG_TOO,
      });
      expect(wrong.json.error_type).toBe('invalid_credentials');
    }
    await expectLocked();
  });

  it('unlocks password_lockout_minutes after the last wrong password, with a fresh count', async () => {
    seedPasswordUser();
    await wrongTries(10);
    shift = 59 * MINUTE;
    await expectLocked();
    shift = 60 * MINUTE;
    await wrongTries(9);
    expect((await login('ada@example.com', STRONG)).status).toBe(200);
  });

  it('forgets wrong passwords older than password_lockout_minutes', async () => {
    seedPasswordUser();
    await wrongTries(9);
    shift = 61 * MINUTE;
    await wrongTries(9);
    expect((await login('ada@example.com', STRONG)).status).toBe(200);
  });

  it('is unlocked by a completed reset by email', async () => {
    seedPasswordUser();
    await wrongTries(10);
    await expectLocked();
    const start = await t.call('POST', '/passwords/email/reset/start', { email: 'ada@example.com', reset_password_redirect_url: RESET_URL });
    expect(start.status).toBe(200);
    expect((await t.call('POST', '/passwords/email/reset', { token: lastToken(), password: STRONG_TOO })).status).toBe(200);
    expect(t.emulator.store.state.password_failures).toEqual({});
    expect((await login('ada@example.com', STRONG_TOO)).status).toBe(200);
  });

  it('is unlocked by a password set within a session', async () => {
    seedPasswordUser();
    const { sessionToken } = await seedSession(t.emulator, 'ada@example.com');
    await wrongTries(10);
    expect((await t.call('POST', '/passwords/session/reset', { password: STRONG_TOO }, sessionToken)).status).toBe(200);
    expect((await login('ada@example.com', STRONG_TOO)).status).toBe(200);
  });

  it('starts the count again after a right password', async () => {
    seedPasswordUser();
    await wrongTries(9);
    expect((await login('ada@example.com', STRONG)).status).toBe(200);
    expect(t.emulator.store.state.password_failures).toEqual({});
    await wrongTries(9);
    expect((await login('ada@example.com', STRONG)).status).toBe(200);
  });

  it("follows the project's password_max_attempts, set through the dev route", async () => {
    seedPasswordUser();
    const put = await t.raw('PUT', '/__dev/api/project', { password_max_attempts: 2 });
    expect(put.status).toBe(200);
    await wrongTries(1);
    expect((await login('ada@example.com', STRONG)).status).toBe(200);
    await wrongTries(2);
    await expectLocked();
  });

  it('never says locked for an unknown email or a user without a password', async () => {
    t.emulator.store.userForEmail('bob@example.com');
    await wrongTries(12, 'nobody@example.com');
    await wrongTries(12, 'bob@example.com');
    for (const email of ['nobody@example.com', 'bob@example.com']) {
      const res = await login(email, STRONG);
      expect(res.status).toBe(401);
      expect(res.json.error_type).toBe('invalid_credentials');
    }
    expect(t.emulator.store.state.password_failures).toEqual({});
  });

  it('works on a state file saved before the lock existed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emulator-old-state-'));
    try {
      const {
        password_max_attempts: _a,
        password_lockout_minutes: _b,
        totp_max_attempts: _c,
        totp_lockout_minutes: _d,
        ...oldProject
      } = defaultProject();
      const { password_failures: _e, ...oldState } = emptyState();
      const dataFile = join(dir, 'state.json');
      writeFileSync(dataFile, JSON.stringify({ state: { ...oldState, project: oldProject } }));
      const emulator = await startEmulator({ port: 0, dataFile });
      try {
        const { user } = emulator.store.userForEmail('ada@example.com');
        user.password_hash = hashPassword(STRONG);
        const auth = Buffer.from(`${emulator.publicToken}:${emulator.publicToken}`).toString('base64');
        const oldLogin = (password: string) =>
          fetch(`${emulator.url}/sdk/v1/passwords/authenticate`, {
            method: 'POST',
            headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json' },
            body: JSON.stringify({ email: 'ada@example.com', password }),
          });
        for (let i = 0; i < 10; i += 1) expect((await oldLogin(STRONG_TOO)).status).toBe(401);
        expect((await oldLogin(STRONG)).status).toBe(429);
      } finally {
        await emulator.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('POST /passwords/email/reset/start', () => {
  it('emails a reset link and a login link carrying the same token', async () => {
    const user = seedPasswordUser();
    const res = await t.call('POST', '/passwords/email/reset/start', {
      email: 'ada@example.com',
      reset_password_redirect_url: RESET_URL,
      login_redirect_url: 'http://localhost:3000/login',
      reset_password_expiration_minutes: 15,
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual(expect.objectContaining({ user_id: user.user_id, email_id: user.emails[0]?.email_id }));
    const message = lastMessage();
    const link = new URL(message.link ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset');
    expect(link.searchParams.get('tab')).toBe('password');
    expect(link.searchParams.get(TOKEN_TYPE_PARAM)).toBe('reset_password');
    const token = link.searchParams.get('token') ?? '';
    const loginLink = new URL(message.body.match(/http:\/\/localhost:3000\/login\S*/)?.[0] ?? 'http://x');
    expect(loginLink.searchParams.get(TOKEN_TYPE_PARAM)).toBe('login');
    expect(loginLink.searchParams.get('token')).toBe(token);
    expect(message.body).toContain('15 minutes');
    expect(t.emulator.store.state.tokens[token]).toMatchObject({ kind: 'password_reset', user_id: user.user_id, used: false });
  });

  it("falls back to the project's first redirect URL, and refuses when there is none", async () => {
    seedPasswordUser();
    const none = await t.call('POST', '/passwords/email/reset/start', { email: 'ada@example.com' });
    expect(none.status).toBe(400);
    expect(none.json.error_type).toBe('no_reset_password_redirect_urls_set');
    t.emulator.store.project.redirect_urls = ['https://app.example.com/reset'];
    const ok = await t.call('POST', '/passwords/email/reset/start', { email: 'ada@example.com' });
    expect(ok.status).toBe(200);
    expect(lastMessage().link).toMatch(/^https:\/\/app\.example\.com\/reset\?/);
  });

  it('refuses an unknown email, a malformed email, a foreign URL and a bad expiry', async () => {
    seedPasswordUser();
    const cases = [
      [{ email: 'nobody@example.com' }, 404, 'email_not_found'],
      [{ email: 'ada@' }, 400, 'invalid_email'],
      [{ email: 'ada@example.com', reset_password_redirect_url: 'https://evil.example/reset' }, 400, 'redirect_url_not_allowed'],
      [{ email: 'ada@example.com', reset_password_expiration_minutes: 0 }, 400, 'invalid_expiration'],
    ] as const;
    for (const [body, status, type] of cases) {
      const res = await t.call('POST', '/passwords/email/reset/start', { reset_password_redirect_url: RESET_URL, ...body });
      expect(res.status, type).toBe(status);
      expect(res.json.error_type).toBe(type);
    }
    expect(t.emulator.store.state.messages).toHaveLength(0);
  });

  it('requires a challenge when the project requires PKCE for resets', async () => {
    seedPasswordUser();
    t.emulator.store.project.pkce_required_for_password_resets = true;
    const res = await t.call('POST', '/passwords/email/reset/start', { email: 'ada@example.com', reset_password_redirect_url: RESET_URL });
    expect(res.status).toBe(400);
    expect(res.json.error_message).toMatch(/pkce/i);
  });
});

describe('POST /passwords/email/reset', () => {
  async function startReset(extra: Record<string, unknown> = {}) {
    seedPasswordUser();
    const res = await t.call('POST', '/passwords/email/reset/start', { email: 'ada@example.com', reset_password_redirect_url: RESET_URL, ...extra });
    expect(res.status).toBe(200);
    return lastToken();
  }

  it('sets the new password, verifies the email and logs in', async () => {
    const token = await startReset();
    const res = await t.call('POST', '/passwords/email/reset', { token, password: STRONG_TOO });
    expect(res.status).toBe(200);
    expect(res.json.data.user.emails[0].verified).toBe(true);
    expect(res.json.data.session.authentication_factors[0]).toMatchObject({ type: 'password' });
    expect((await login('ada@example.com', STRONG)).status).toBe(401);
    expect((await login('ada@example.com', STRONG_TOO)).status).toBe(200);
  });

  it("ends every session of the user, the caller's included, and answers with a new one", async () => {
    const elsewhere = await seedSession(t.emulator, 'ada@example.com');
    const token = await startReset();
    const here = await seedSession(t.emulator, 'ada@example.com');
    const res = await t.call('POST', '/passwords/email/reset', { token, password: STRONG_TOO }, here.sessionToken);
    expect(res.status).toBe(200);
    expect(res.json.data.session_token).not.toBe(here.sessionToken);
    for (const old of [elsewhere, here]) {
      const check = await t.call('POST', '/sessions/authenticate', {}, old.sessionToken);
      expect(check.json.error_type).toBe('session_not_found');
    }
    expect((await t.call('POST', '/sessions/authenticate', {}, res.json.data.session_token)).status).toBe(200);
  });

  it('refuses an unknown, a used and an expired token', async () => {
    const unknown = await t.call('POST', '/passwords/email/reset', { token: 'nope', password: STRONG_TOO });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error_type).toBe('password_reset_token_not_found');

    const token = await startReset();
    expect((await t.call('POST', '/passwords/email/reset', { token, password: STRONG_TOO })).status).toBe(200);
    const used = await t.call('POST', '/passwords/email/reset', { token, password: STRONG });
    expect(used.status).toBe(400);
    expect(used.json.error_type).toBe('password_reset_token_already_used');

    const res = await t.call('POST', '/passwords/email/reset/start', { email: 'ada@example.com', reset_password_redirect_url: RESET_URL });
    expect(res.status).toBe(200);
    const record = t.emulator.store.state.tokens[lastToken()];
    if (record) record.expires_at = new Date(Date.now() - 1000).toISOString();
    const expired = await t.call('POST', '/passwords/email/reset', { token: lastToken(), password: STRONG });
    expect(expired.status).toBe(400);
    expect(expired.json.error_type).toBe('password_reset_token_expired');
  });

  it('refuses a magic-link token', async () => {
    t.emulator.store.userForEmail('ada@example.com');
    await t.call('POST', '/magic_links/email/login_or_create', { email: 'ada@example.com', login_magic_link_url: RESET_URL });
    const res = await t.call('POST', '/passwords/email/reset', { token: lastToken(), password: STRONG });
    expect(res.status).toBe(404);
    expect(res.json.error_type).toBe('password_reset_token_not_found');
  });

  it('refuses a weak or breached new password and leaves the link usable', async () => {
    const token = await startReset();
    const weak = await t.call('POST', '/passwords/email/reset', { token, password: 'abcdefghij' });
    expect(weak.json.error_type).toBe('weak_password');
    const breached = await t.call('POST', '/passwords/email/reset', { token, password: 'qwerty123' });
    expect(breached.json.error_type).toBe('breached_password');
    expect((await t.call('POST', '/passwords/email/reset', { token, password: STRONG_TOO })).status).toBe(200);
  });

  it('checks the PKCE verifier of a reset started with a challenge', async () => {
    const verifier = newVerifier();
    const token = await startReset({ code_challenge: challengeOf(verifier) });
    const missing = await t.call('POST', '/passwords/email/reset', { token, password: STRONG_TOO });
    expect(missing.status).toBe(400);
    expect(missing.json.error_message).toMatch(/pkce/i);
    const wrong = await t.call('POST', '/passwords/email/reset', { token, password: STRONG_TOO, code_verifier: newVerifier() });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error_message).toMatch(/pkce/i);
    const right = await t.call('POST', '/passwords/email/reset', { token, password: STRONG_TOO, code_verifier: verifier });
    expect(right.status).toBe(200);
  });

  it('refuses a reset started without a challenge once the project requires PKCE', async () => {
    const token = await startReset();
    t.emulator.store.project.pkce_required_for_password_resets = true;
    const res = await t.call('POST', '/passwords/email/reset', { token, password: STRONG_TOO });
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('pkce_required');
  });
});

describe('POST /passwords/existing_password/reset', () => {
  it('changes the password when the existing one is right', async () => {
    seedPasswordUser();
    const res = await t.call('POST', '/passwords/existing_password/reset', {
      email: 'ada@example.com',
      existing_password: STRONG,
      new_password: STRONG_TOO,
    });
    expect(res.status).toBe(200);
    expect((await login('ada@example.com', STRONG_TOO)).status).toBe(200);
  });

  it('ends every session of the user and answers with a new one, but not when the existing password is wrong', async () => {
    seedPasswordUser();
    const elsewhere = await seedSession(t.emulator, 'ada@example.com');
    const change = (existing: string) =>
      t.call('POST', '/passwords/existing_password/reset', { email: 'ada@example.com', existing_password: existing, new_password: STRONG_TOO });
    const stillLive = async (token: string) => (await t.call('POST', '/sessions/authenticate', {}, token)).status === 200;

    expect((await change(STRONG_TOO)).status).toBe(401);
    expect(await stillLive(elsewhere.sessionToken)).toBe(true);
    const res = await change(STRONG);
    expect(res.status).toBe(200);
    expect(await stillLive(elsewhere.sessionToken)).toBe(false);
    expect(await stillLive(res.json.data.session_token)).toBe(true);
  });

  it('refuses a wrong existing password and a weak new one', async () => {
    seedPasswordUser();
    const wrong = await t.call('POST', '/passwords/existing_password/reset', { email: 'ada@example.com', existing_password: STRONG_TOO, new_password: STRONG_TOO });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error_type).toBe('invalid_credentials');
    const weak = await t.call('POST', '/passwords/existing_password/reset', { email: 'ada@example.com', existing_password: STRONG, new_password: 'password' });
    expect(weak.status).toBe(400);
    expect(weak.json.error_type).toBe('breached_password');
    expect((await login('ada@example.com', STRONG)).status).toBe(200);
  });

  it('answers a malformed body with the schema error shape', async () => {
    const res = await t.call('POST', '/passwords/existing_password/reset', { email: 'ada@example.com', existing_password: STRONG });
    expect(res.json.body).toEqual([{ path: 'new_password', message: 'is required' }]);
  });
});

describe('POST /passwords/session/reset', () => {
  it('refuses without a session', async () => {
    const res = await t.call('POST', '/passwords/session/reset', { password: STRONG });
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('unauthorized_credentials');
  });

  it("sets the signed-in user's password within the same session", async () => {
    const { user, sessionToken } = await seedSession(t.emulator, 'ada@example.com');
    const res = await t.call('POST', '/passwords/session/reset', { password: STRONG }, sessionToken);
    expect(res.status).toBe(200);
    expect(res.json.data.session_token).toBe(sessionToken);
    expect(user.password_id).toMatch(/^password-test-/);
    expect((await login('ada@example.com', STRONG)).status).toBe(200);
  });

  it("ends the user's other sessions and keeps the one that changed the password", async () => {
    const elsewhere = await seedSession(t.emulator, 'ada@example.com');
    const other = await seedSession(t.emulator, 'grace@example.com');
    const { sessionToken } = await seedSession(t.emulator, 'ada@example.com');
    const res = await t.call('POST', '/passwords/session/reset', { password: STRONG }, sessionToken);
    expect(res.status).toBe(200);
    expect((await t.call('POST', '/sessions/authenticate', {}, elsewhere.sessionToken)).json.error_type).toBe('session_not_found');
    expect((await t.call('POST', '/sessions/authenticate', {}, sessionToken)).status).toBe(200);
    expect((await t.call('POST', '/sessions/authenticate', {}, other.sessionToken)).status).toBe(200);
  });

  it('refuses a weak password', async () => {
    const { sessionToken } = await seedSession(t.emulator, 'ada@example.com');
    const res = await t.call('POST', '/passwords/session/reset', { password: 'ada@example.com' }, sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('weak_password');
  });
});

describe('POST /passwords/strength_check', () => {
  it('rates with zxcvbn by default', async () => {
    const strong = await t.call('POST', '/passwords/strength_check', { password: STRONG });
    expect(strong.status).toBe(200);
    expect(strong.json.data).toMatchObject({
      valid_password: true,
      breached_password: false,
      strength_policy: 'zxcvbn',
      breach_detection_on_create: true,
      feedback: {
        suggestions: [],
        warning: '',
        luds_requirements: { has_lower_case: true, has_upper_case: true, has_digit: true, has_symbol: true, missing_complexity: 0, missing_characters: 0 },
      },
    });
    expect(strong.json.data.score).toBeGreaterThanOrEqual(3);

    const weak = await t.call('POST', '/passwords/strength_check', { password: 'abcdefghij' });
    expect(weak.json.data).toMatchObject({ valid_password: false, score: 0, breached_password: false });
    expect(weak.json.data.feedback.warning).not.toBe('');
    expect(weak.json.data.feedback.suggestions.length).toBeGreaterThan(0);
  });

  it('counts the email against a password made of it', async () => {
    const alone = await t.call('POST', '/passwords/strength_check', { password: 'ada.lovelace1984' });
    const withEmail = await t.call('POST', '/passwords/strength_check', { email: 'ada.lovelace@example.com', password: 'ada.lovelace1984' });
    expect(alone.json.data.valid_password).toBe(true);
    expect(withEmail.json.data.valid_password).toBe(false);
  });

  it('rates with LUDS when the project says so', async () => {
    t.emulator.store.project.password_strength_policy = 'luds';
    const res = await t.call('POST', '/passwords/strength_check', { password: 'abc' });
    expect(res.json.data).toMatchObject({
      valid_password: false,
      strength_policy: 'luds',
      feedback: { warning: '', luds_requirements: { missing_complexity: 2, missing_characters: 5 } },
    });
    const ok = await t.call('POST', '/passwords/strength_check', { password: 'Zebra-Lamp-93' });
    expect(ok.json.data.valid_password).toBe(true);
  });

  it('flags a breached password', async () => {
    t.emulator.store.project.password_strength_policy = 'luds';
    const res = await t.call('POST', '/passwords/strength_check', { password: 'Password1!' });
    expect(res.json.data).toMatchObject({ valid_password: false, breached_password: true });
    expect(res.json.data.feedback.luds_requirements).toMatchObject({ missing_complexity: 0, missing_characters: 0 });
  });

  it('refuses a malformed email with invalid_email and a missing password with the schema shape', async () => {
    const email = await t.call('POST', '/passwords/strength_check', { email: 'ada@', password: STRONG });
    expect(email.status).toBe(400);
    expect(email.json.error_type).toBe('invalid_email');
    const schema = await t.call('POST', '/passwords/strength_check', { email: 'ada@example.com' });
    expect(schema.status).toBe(400);
    expect(schema.json.body).toEqual([{ path: 'password', message: 'is required' }]);
  });
});
