import { describe, expect, it, vi } from 'vitest';
import { connect } from 'node:net';
import { decodeProtectedHeader, createLocalJWKSet, jwtVerify } from 'jose';
import { useEmulator, seedSession } from './testing.ts';
import { SESSION_CLAIM } from './sessions.ts';
import { rawRequest, type RawRequest } from './testing/rawRequest.ts';
import { DEFAULT_USER_ROLE } from '@auth-widget/sdk/protocol';

const api = useEmulator();

function basic(a: string, b: string) {
  return `Basic ${Buffer.from(`${a}:${b}`).toString('base64')}`;
}

describe('auth and response shape', () => {
  it('wraps data with a request id', async () => {
    const { status, json } = await api.call('GET', `/projects/bootstrap/${api.emulator.publicToken}`);
    expect(status).toBe(200);
    expect(json.data.request_id).toMatch(/^request-id-test-/);
    expect(json.data.pkce_required_for_email_magic_links).toBe(false);
    expect(json.data.password_config).toEqual({ luds_complexity: 3, luds_minimum_count: 8 });
    // What the provider's newer SDKs read: the policy as an object, the project's name and vertical.
    expect(json.data.rbac_policy).toEqual({
      roles: [{ role_id: DEFAULT_USER_ROLE, description: 'Granted to every user.', permissions: [] }],
      resources: [],
    });
    expect(json.data.project_name).toBe(api.emulator.store.project.name);
    expect(json.data.vertical).toBe('CONSUMER');
  });

  it('refuses a call without a Basic header', async () => {
    const res = await api.raw('GET', `/sdk/v1/projects/bootstrap/${api.emulator.publicToken}`);
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ status_code: 401, error_type: 'unauthorized_credentials' });
    expect(res.json.request_id).toMatch(/^request-id-test-/);
    expect(res.json.error_url).toBe(`${api.emulator.url}/__dev/errors#unauthorized_credentials`);
    expect(typeof res.json.error_message).toBe('string');
  });

  it('refuses an unknown public token', async () => {
    const token = 'public-token-test-unknown';
    const res = await api.raw('GET', `/sdk/v1/projects/bootstrap/${token}`, undefined, {
      headers: { Authorization: basic(token, token) },
    });
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('invalid_public_token');
  });

  it('refuses a bad session token with session_not_found', async () => {
    const res = await api.call('GET', '/users/me', undefined, 'not-a-session');
    expect(res.status).toBe(404);
    expect(res.json.error_type).toBe('session_not_found');
  });

  it('answers a malformed body with the schema-error shape, not a crash', async () => {
    const e = api.emulator;
    const res = await api.raw('POST', '/sdk/v1/users/search', undefined, {
      headers: { Authorization: basic(e.publicToken, e.publicToken) },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(res.json.body).toEqual([{ path: '(body)', message: 'must be valid JSON' }]);
    const wrongType = await api.call('POST', '/users/search', { email: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.body).toEqual([{ path: 'email', message: 'must be a string' }]);
    const notObject = await api.call('POST', '/users/search', [1, 2]);
    expect(notObject.json.body[0].message).toBe('must be a JSON object');
  });

  it('answers unknown routes and methods with errors', async () => {
    expect((await api.call('GET', '/nope')).json.error_type).toBe('route_not_found');
    expect((await api.call('DELETE', '/users/me')).status).toBe(405);
  });

  it('allows CORS for localhost origins and refuses others', async () => {
    const pre = await api.raw('OPTIONS', '/sdk/v1/users/search', undefined, {
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const e = api.emulator;
    const foreign = await api.raw('POST', '/sdk/v1/users/search', { email: 'a@b.co' }, {
      headers: { Origin: 'https://evil.example', Authorization: basic(e.publicToken, e.publicToken) },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    e.store.project.allowed_origins = ['https://shop.example'];
    const allowed = await api.raw('POST', '/sdk/v1/users/search', { email: 'a@b.co' }, {
      headers: { Origin: 'https://shop.example', Authorization: basic(e.publicToken, e.publicToken) },
    });
    expect(allowed.status).toBe(200);
  });

  it('refuses a body over the size limit', async () => {
    const res = await api.call('POST', '/users/search', { email: 'x'.repeat(1024 * 1024 + 10) });
    expect(res.status).toBe(413);
  });
});

/**
 * Writes `head` (and `body`) on one socket and collects what comes back until the server closes it or `waitMs` pass:
 * what a client sees at the HTTP level, duplicate headers and connection handling included.
 */
function overSocket(head: string, body: Buffer = Buffer.alloc(0), waitMs = 3000): Promise<{ text: string; closed: boolean }> {
  const { hostname, port } = new URL(api.emulator.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let text = '';
    const timer = setTimeout(() => (socket.destroy(), resolve({ text, closed: false })), waitMs);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => (clearTimeout(timer), resolve({ text, closed: true })));
    socket.write(head);
    socket.write(body);
  });
}

describe('the HTTP edge', () => {
  it('answers 400 to a request with two Host headers, whichever comes first', async () => {
    const host = new URL(api.emulator.url).host;
    const path = `/sdk/v1/projects/bootstrap/${api.emulator.publicToken}`;
    const auth = basic(api.emulator.publicToken, api.emulator.publicToken);
    for (const hosts of [[host, 'evil.example'], ['evil.example', host], [host, host]]) {
      const head = `GET ${path} HTTP/1.1\r\n${hosts.map((h) => `Host: ${h}\r\n`).join('')}Authorization: ${auth}\r\nConnection: close\r\n\r\n`;
      const { text } = await overSocket(head);
      expect(text.split('\r\n')[0], hosts.join(' ')).toBe('HTTP/1.1 400 Bad Request');
      expect(text).toContain('"error_type":"duplicate_host_header"');
    }
    const single = await overSocket(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAuthorization: ${auth}\r\nConnection: close\r\n\r\n`);
    expect(single.text.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  });

  it('answers an oversized body with 413 and Connection: close, then closes the connection', async () => {
    const host = new URL(api.emulator.url).host;
    const body = Buffer.from(JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }));
    const head =
      `POST /sdk/v1/users/search HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
      `Authorization: ${basic(api.emulator.publicToken, api.emulator.publicToken)}\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { text, closed } = await overSocket(head, body);
    const [status, ...headers] = text.split('\r\n\r\n')[0]!.split('\r\n');
    expect(status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(headers.map((h) => h.toLowerCase())).toContain('connection: close');
    expect(closed).toBe(true);
  });
});

describe('sessions', () => {
  it('authenticates a session and mints a JWT the JWKS verifies', async () => {
    const { sessionToken, session } = await seedSession(api.emulator);
    const res = await api.call('POST', '/sessions/authenticate', { session_duration_minutes: 60 }, sessionToken);
    expect(res.status).toBe(200);
    expect(res.json.data.session.session_id).toBe(session.session_id);
    expect(res.json.data.session_token).toBe(sessionToken);
    const expires = Date.parse(res.json.data.session.expires_at);
    expect(expires - Date.now()).toBeGreaterThan(59 * 60_000);
    const jwks = await api.raw('GET', '/.well-known/jwks.json');
    const { payload } = await jwtVerify(res.json.data.session_jwt, createLocalJWKSet(jwks.json));
    expect(payload.sub).toBe(session.user_id);
    expect((payload[SESSION_CLAIM] as { session_id: string }).session_id).toBe(session.session_id);
    expect(decodeProtectedHeader(res.json.data.session_jwt).alg).toBe('ES256');
  });

  it('refuses session authenticate without a session and with an expired one', async () => {
    expect((await api.call('POST', '/sessions/authenticate', {})).json.error_type).toBe('unauthorized_credentials');
    const { sessionToken, session } = await seedSession(api.emulator);
    session.expires_at = new Date(Date.now() - 1000).toISOString();
    const res = await api.call('POST', '/sessions/authenticate', {}, sessionToken);
    expect(res.status).toBe(404);
    expect(res.json.error_type).toBe('session_not_found');
  });

  it('refuses a bad session duration', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    const res = await api.call('POST', '/sessions/authenticate', { session_duration_minutes: 1.5 }, sessionToken);
    expect(res.json.error_type).toBe('invalid_session_duration');
  });

  it('revokes a session so it no longer authenticates', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    expect((await api.call('POST', '/sessions/revoke', {}, sessionToken)).status).toBe(200);
    const after = await api.call('POST', '/sessions/authenticate', {}, sessionToken);
    expect(after.json.error_type).toBe('session_not_found');
  });
});

describe('users', () => {
  it('reads and updates the signed-in user', async () => {
    const { sessionToken, user } = await seedSession(api.emulator, 'grace@example.com');
    const me = await api.call('GET', '/users/me', undefined, sessionToken);
    expect(me.json.data.user_id).toBe(user.user_id);
    expect(me.json.data.emails[0].email).toBe('grace@example.com');
    expect(me.json.data).not.toHaveProperty('password_hash');
    const put = await api.call('PUT', '/users/me', { untrusted_metadata: { theme: 'dark', drop: 1 } }, sessionToken);
    expect(put.json.data.user.untrusted_metadata).toEqual({ theme: 'dark', drop: 1 });
    const unset = await api.call('PUT', '/users/me', { untrusted_metadata: { drop: null } }, sessionToken);
    expect(unset.json.data.user.untrusted_metadata).toEqual({ theme: 'dark' });
    const bad = await api.call('PUT', '/users/me', { untrusted_metadata: 'x' }, sessionToken);
    expect(bad.json.body[0]).toEqual({ path: 'untrusted_metadata', message: 'must be an object' });
  });

  it('refuses /users/me without a session', async () => {
    expect((await api.call('GET', '/users/me')).json.error_type).toBe('unauthorized_credentials');
  });

  it('deletes a factor and refuses an unknown id', async () => {
    const { sessionToken, user } = await seedSession(api.emulator);
    const emailId = user.emails[0]!.email_id;
    const res = await api.call('DELETE', `/users/emails/${emailId}`, undefined, sessionToken);
    expect(res.status).toBe(200);
    expect(res.json.data.user.emails).toEqual([]);
    const again = await api.call('DELETE', `/users/emails/${emailId}`, undefined, sessionToken);
    expect(again.status).toBe(404);
    expect(again.json.error_type).toBe('email_not_found');
    for (const kind of ['phone_numbers', 'totps', 'oauth', 'webauthn_registrations', 'biometric_registrations']) {
      expect((await api.call('DELETE', `/users/${kind}/missing`, undefined, sessionToken)).status).toBe(404);
    }
  });

  it('searches users for the password flow', async () => {
    expect((await api.call('POST', '/users/search', { email: 'new@example.com' })).json.data.userType).toBe('new');
    await seedSession(api.emulator, 'pwless@example.com');
    expect((await api.call('POST', '/users/search', { email: 'PWLESS@example.com' })).json.data.userType).toBe('passwordless');
  });
});

describe('events', () => {
  it('keeps batches and refuses malformed ones', async () => {
    const ok = await api.call('POST', '/events', { events: [{ name: 'sdk_instance_instantiated', details: {} }] });
    expect(ok.json.data.accepted).toBe(1);
    expect(api.emulator.store.state.events[0]).toMatchObject({ name: 'sdk_instance_instantiated' });
    expect((await api.call('POST', '/events', { events: [{ nope: 1 }] })).status).toBe(400);
  });
});

describe('hostile requests', () => {
  const send = (path: string, init: Omit<RawRequest, 'origin' | 'path' | 'method'> & { method?: string } = {}) =>
    rawRequest({ origin: api.emulator.url, method: 'GET', path, ...init });
  const alive = async () => (await api.call('GET', `/projects/bootstrap/${api.emulator.publicToken}`)).status;

  it('answers a path that is not valid percent-encoding with a 400, and keeps serving', async () => {
    for (const path of [`/sdk/v1/projects/bootstrap/%ZZ`, '//[', '/sdk/v1/users/emails/%E0%A4%A']) {
      const res = await send(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      const body = JSON.parse(res.text) as { status_code: number; error_type: string; request_id: string; error_url: string };
      expect(body.status_code).toBe(res.status);
      expect(body.request_id).toMatch(/^request-id-test-/);
      expect(typeof body.error_url).toBe('string');
      expect(await alive()).toBe(200);
    }
    expect(JSON.parse((await send('/sdk/v1/projects/bootstrap/%ZZ')).text).error_type).toBe('malformed_path');
  });

  it('refuses a prototype key as a captcha token, however often it is sent', async () => {
    api.emulator.store.project.captcha_settings.enabled = true;
    for (const token of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '__proto__']) {
      const res = await api.call('POST', '/otps/email/login_or_create', { email: 'a@example.com', captcha_token: token });
      expect(res.status, token).toBe(400);
      expect(res.json.error_type).toBe('captcha_required');
    }
  });

  it('refuses a null or non-object body with a schema error, on captcha-checked routes too', async () => {
    api.emulator.store.project.captcha_settings.enabled = true;
    const e = api.emulator;
    for (const [path, body] of [['/otps/email/login_or_create', 'null'], ['/users/search', 'null'], ['/users/search', '"text"'], ['/events', 'null'], ['/events', '7']] as const) {
      const res = await api.raw('POST', `/sdk/v1${path}`, undefined, { headers: { Authorization: basic(e.publicToken, e.publicToken) }, body });
      expect(res.status, `${path} ${body}`).toBe(400);
      expect(res.json.body[0].path).toBe('(body)');
    }
  });

  it('answers a bug in a handler with a 500 and one console line without the request, and keeps serving', async () => {
    const errorLines: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errorLines.push(args.join(' ')));
    const original = api.emulator.store.findUserByEmail;
    api.emulator.store.findUserByEmail = () => {
      throw new TypeError('boom');
    };
    try {
      const res = await api.call('POST', '/users/search', { email: 'secret-token-in-body@example.com' }, undefined);
      expect(res.status).toBe(500);
      expect(res.json).toMatchObject({ status_code: 500, error_type: 'internal_server_error' });
      expect(res.json.request_id).toMatch(/^request-id-test-/);
      expect(errorLines).toHaveLength(1);
      expect(errorLines[0]).toContain(res.json.request_id);
      expect(errorLines[0]).toContain('TypeError: boom');
      expect(errorLines[0]).not.toContain('secret-token');
      expect(errorLines[0]).not.toContain('\n');
    } finally {
      api.emulator.store.findUserByEmail = original;
      spy.mockRestore();
    }
    expect(await alive()).toBe(200);
  });

  it('lets no page but the helper frames be framed', async () => {
    const consent = await api.raw('GET', `/v1/public/oauth/github/start?public_token=${api.emulator.publicToken}`);
    const pages = [consent, await api.raw('GET', '/__dev/inbox'), await api.raw('GET', '/__dev'), await api.raw('GET', '/__dev/errors')];
    for (const page of pages) {
      expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(page.headers.get('x-frame-options')).toBe('DENY');
    }
    const json = await api.raw('GET', `/sdk/v1/projects/bootstrap/${api.emulator.publicToken}`);
    expect(json.headers.get('x-frame-options')).toBe('DENY');
    api.emulator.store.project.allowed_origins = ['https://shop.example'];
    const helper = await api.raw('GET', '/clientside-services/index.html');
    const policy = helper.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/frame-ancestors [^;]*http:\/\/localhost:\*/);
    expect(policy).toContain('https://shop.example');
    expect(policy).not.toContain("'none'");
    expect(helper.headers.get('x-frame-options')).toBeNull();
  });
});
