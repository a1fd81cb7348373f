import { beforeEach, describe, expect, it } from 'vitest';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { seedSession, useEmulator } from '../testing.ts';
import { SoftAuthenticator } from '../../testing/softAuthenticator.ts';

let offsetMs = 0;
const clock = { now: () => Date.now() + offsetMs };
const api = useEmulator({}, { clock });

/** The page the widget runs on: WebAuthn needs a host name, so `localhost`, not 127.0.0.1. */
const ORIGIN = 'http://localhost:5173';
const DOMAIN = 'localhost';

let authenticator: SoftAuthenticator;
beforeEach(() => {
  offsetMs = 0;
  authenticator = new SoftAuthenticator();
});

async function registerStart(sessionToken: string, body: Record<string, unknown> = {}) {
  const res = await api.call(
    'POST',
    '/webauthn/register/start',
    { domain: DOMAIN, return_passkey_credential_options: true, ...body },
    sessionToken,
  );
  expect(res.status).toBe(200);
  expect(typeof res.json.data.public_key_credential_creation_options).toBe('string');
  return JSON.parse(res.json.data.public_key_credential_creation_options) as PublicKeyCredentialCreationOptionsJSON;
}

function register(credential: RegistrationResponseJSON | string, sessionToken?: string) {
  const text = typeof credential === 'string' ? credential : JSON.stringify(credential);
  return api.call('POST', '/webauthn/register', { public_key_credential: text, session_duration_minutes: 60 }, sessionToken);
}

async function authenticateStart(body: Record<string, unknown> = {}, sessionToken?: string) {
  const variant = sessionToken ? 'secondary' : 'primary';
  const res = await api.call(
    'POST',
    `/webauthn/authenticate/start/${variant}`,
    { domain: DOMAIN, return_passkey_credential_options: true, ...body },
    sessionToken,
  );
  expect(res.status).toBe(200);
  expect(typeof res.json.data.public_key_credential_request_options).toBe('string');
  return JSON.parse(res.json.data.public_key_credential_request_options) as PublicKeyCredentialRequestOptionsJSON;
}

function authenticate(credential: AuthenticationResponseJSON | string, sessionToken?: string) {
  const text = typeof credential === 'string' ? credential : JSON.stringify(credential);
  return api.call('POST', '/webauthn/authenticate', { public_key_credential: text, session_duration_minutes: 60 }, sessionToken);
}

/** A signed-in user with one passkey registered on `localhost` by the test's authenticator. */
async function withPasskey(email = 'ada@example.com') {
  const seeded = await seedSession(api.emulator, email);
  const options = await registerStart(seeded.sessionToken);
  const res = await register(authenticator.register(options, { origin: ORIGIN }), seeded.sessionToken);
  expect(res.status).toBe(200);
  return { ...seeded, registrationId: res.json.data.webauthn_registration_id as string, credentialId: authenticator.credentials.at(-1)?.id ?? '' };
}

/** Rewrites the clientDataJSON of a response (same fields, other bytes or values) after the authenticator signed. */
function withClientData<T extends { response: { clientDataJSON: string } }>(
  credential: T,
  change: (data: Record<string, unknown>) => string,
): T {
  const data = JSON.parse(Buffer.from(credential.response.clientDataJSON, 'base64url').toString()) as Record<string, unknown>;
  return { ...credential, response: { ...credential.response, clientDataJSON: Buffer.from(change(data)).toString('base64url') } };
}

describe('POST /webauthn/register/start', () => {
  it('answers passkey creation options as a JSON string and stores the challenge', async () => {
    const { user, sessionToken } = await seedSession(api.emulator, 'ada@example.com');
    const res = await api.call(
      'POST',
      '/webauthn/register/start',
      { domain: DOMAIN, return_passkey_credential_options: true, authenticator_type: 'platform', user_agent: 'TestAgent/1.0' },
      sessionToken,
    );
    expect(res.status).toBe(200);
    expect(res.json.data.user_id).toBe(user.user_id);
    const options = JSON.parse(res.json.data.public_key_credential_creation_options) as PublicKeyCredentialCreationOptionsJSON;
    expect(options.rp).toEqual({ id: DOMAIN, name: api.emulator.store.project.name });
    expect(options.user.name).toBe('ada@example.com');
    expect(Buffer.from(options.user.id, 'base64url').toString()).toBe(user.user_id);
    expect(options.attestation).toBe('none');
    expect(options.pubKeyCredParams.map((p) => p.alg)).toContain(-7);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'preferred',
      authenticatorAttachment: 'platform',
    });
    expect(options.excludeCredentials).toEqual([]);
    const stored = api.emulator.store.state.challenges[`webauthn-${options.challenge}`];
    expect(stored).toMatchObject({ kind: 'webauthn_register', user_id: user.user_id, details: { domain: DOMAIN, user_agent: 'TestAgent/1.0' } });
  });

  it('asks for a non-discoverable credential when not a passkey, and honours the override fields', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    const options = await registerStart(sessionToken, {
      return_passkey_credential_options: false,
      override_id: 'external-42',
      override_name: 'ada',
      override_display_name: 'Ada Lovelace',
    });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'discouraged', userVerification: 'discouraged' });
    expect(options.authenticatorSelection?.authenticatorAttachment).toBeUndefined();
    expect(options.user).toEqual({ id: Buffer.from('external-42').toString('base64url'), name: 'ada', displayName: 'Ada Lovelace' });
  });

  it("excludes the user's registered credentials, so the browser refuses a second registration", async () => {
    const { sessionToken, credentialId } = await withPasskey();
    const options = await registerStart(sessionToken);
    expect(options.excludeCredentials?.map((c) => c.id)).toEqual([credentialId]);
    expect(() => authenticator.register(options, { origin: ORIGIN })).toThrow(expect.objectContaining({ name: 'InvalidStateError' }));
  });

  it('refuses without a session', async () => {
    const res = await api.call('POST', '/webauthn/register/start', { domain: DOMAIN });
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('unauthorized_credentials');
  });

  it.each(['127.0.0.1', 'http://localhost', 'localhost:5173', 'local host', ''])('refuses the domain %j', async (domain) => {
    const { sessionToken } = await seedSession(api.emulator);
    const res = await api.call('POST', '/webauthn/register/start', { domain }, sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_webauthn_domain');
  });

  it("refuses a domain that is not the host of one of the project's allowed origins", async () => {
    const { sessionToken } = await seedSession(api.emulator);
    const res = await api.call('POST', '/webauthn/register/start', { domain: 'example.com' }, sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('webauthn_domain_not_allowed');

    api.emulator.store.project.allowed_origins = ['https://example.com'];
    expect((await api.call('POST', '/webauthn/register/start', { domain: 'example.com' }, sessionToken)).status).toBe(200);
  });

  it('refuses an unknown authenticator_type', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    const res = await api.call('POST', '/webauthn/register/start', { domain: DOMAIN, authenticator_type: 'usb' }, sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_authenticator_type');
  });

  it('requires domain (schema error)', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    const res = await api.call('POST', '/webauthn/register/start', {}, sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.body).toEqual([{ path: 'domain', message: 'is required' }]);
  });
});

describe('POST /webauthn/register', () => {
  it('verifies the attestation, stores the registration and adds the webauthn factor to the session', async () => {
    const { user, session, sessionToken } = await seedSession(api.emulator);
    const options = await registerStart(sessionToken, { user_agent: 'TestAgent/1.0' });
    const res = await register(authenticator.register(options, { origin: ORIGIN }), sessionToken);
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.webauthn_registration_id).toMatch(/^webauthn-registration-test-/);
    expect(data.session.session_id).toBe(session.session_id);
    expect(data.session.authentication_factors).toContainEqual(
      expect.objectContaining({
        type: 'webauthn',
        delivery_method: 'webauthn_registration',
        webauthn_factor: { webauthn_registration_id: data.webauthn_registration_id, domain: DOMAIN, user_agent: 'TestAgent/1.0' },
      }),
    );
    expect(data.user.webauthn_registrations).toEqual([
      {
        webauthn_registration_id: data.webauthn_registration_id,
        name: expect.stringMatching(/^Passkey \(\d{4}-\d\d-\d\d\)$/),
        domain: DOMAIN,
        user_agent: 'TestAgent/1.0',
        authenticator_type: 'platform',
        verified: true,
      },
    ]);
    const stored = api.emulator.store.state.users[user.user_id]?.webauthn_registrations[0];
    expect(stored?.credential).toMatchObject({ id: authenticator.credentials[0]?.id, counter: 0, transports: ['internal'] });
    expect(stored?.credential.publicKey.length).toBeGreaterThan(40);
    expect(api.emulator.store.state.challenges[`webauthn-${options.challenge}`]).toBeUndefined();
  });

  it('refuses without a session', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    const options = await registerStart(sessionToken);
    const res = await register(authenticator.register(options, { origin: ORIGIN }));
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('unauthorized_credentials');
  });

  it('refuses a response to a challenge it did not issue', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    const options = await registerStart(sessionToken);
    const forged = { ...options, challenge: Buffer.from('a challenge nobody issued').toString('base64url') };
    const res = await register(authenticator.register(forged, { origin: ORIGIN }), sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('webauthn_registration_failed');
    expect(res.json.error_message).toMatch(/challenge/);
  });

  it("refuses a response to another user's challenge and leaves that challenge usable", async () => {
    const ada = await seedSession(api.emulator, 'ada@example.com');
    const grace = await seedSession(api.emulator, 'grace@example.com');
    const options = await registerStart(ada.sessionToken);
    const credential = authenticator.register(options, { origin: ORIGIN });
    const res = await register(credential, grace.sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.error_message).toMatch(/another user/);
    expect((await register(credential, ada.sessionToken)).status).toBe(200);
  });

  it('uses a challenge once', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    const options = await registerStart(sessionToken);
    const credential = authenticator.register(options, { origin: ORIGIN });
    expect((await register(credential, sessionToken)).status).toBe(200);
    const again = await register(credential, sessionToken);
    expect(again.status).toBe(400);
    expect(again.json.error_type).toBe('webauthn_registration_failed');
  });

  it('refuses an expired challenge', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    const options = await registerStart(sessionToken);
    offsetMs = 6 * 60_000;
    const res = await register(authenticator.register(options, { origin: ORIGIN }), sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.error_message).toMatch(/expired/);
  });

  it.each(['http://evil.test:5173', 'http://localhost.evil.test', 'https://sub.localhost', 'localhost'])(
    'refuses a credential made on the origin %s',
    async (origin) => {
      const { sessionToken } = await seedSession(api.emulator);
      const options = await registerStart(sessionToken);
      const res = await register(authenticator.register(options, { origin }), sessionToken);
      expect(res.status).toBe(400);
      expect(res.json.error_type).toBe('webauthn_registration_failed');
      expect(res.json.error_message).toMatch(/origin/);
    },
  );

  it('accepts https and any port on the domain', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    for (const origin of ['https://localhost', 'http://localhost:3000']) {
      const options = await registerStart(sessionToken);
      // A second device each time: the first one is in excludeCredentials by then.
      expect((await register(new SoftAuthenticator().register(options, { origin }), sessionToken)).status).toBe(200);
    }
  });

  it('refuses http on a domain that is not localhost', async () => {
    api.emulator.store.project.allowed_origins = ['https://app.example.com'];
    const { sessionToken } = await seedSession(api.emulator);
    const options = await registerStart(sessionToken, { domain: 'app.example.com' });
    const res = await register(authenticator.register(options, { origin: 'http://app.example.com' }), sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.error_message).toMatch(/origin/);
    const ok = await registerStart(sessionToken, { domain: 'app.example.com' });
    expect((await register(authenticator.register(ok, { origin: 'https://app.example.com' }), sessionToken)).status).toBe(200);
  });

  it('refuses authenticator data made for another RP ID', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    const options = await registerStart(sessionToken);
    const res = await register(authenticator.register(options, { origin: ORIGIN, rpId: 'evil.test' }), sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('webauthn_registration_failed');
    expect(res.json.error_message).toMatch(/RP ID/);
  });

  it('refuses a credential already registered (to any user)', async () => {
    const { credentialId } = await withPasskey('ada@example.com');
    const grace = await seedSession(api.emulator, 'grace@example.com');
    const options = await registerStart(grace.sessionToken);
    const res = await register(authenticator.register(options, { origin: ORIGIN, reuse: credentialId }), grace.sessionToken);
    expect(res.status).toBe(409);
    expect(res.json.error_type).toBe('duplicate_webauthn_registration');
  });

  it.each([
    ['not JSON', 'not json {'],
    ['a JSON array', '[]'],
    ['an object without id', JSON.stringify({ type: 'public-key', response: {} })],
    ['a wrong type', JSON.stringify({ id: 'AAAA', rawId: 'AAAA', type: 'password', response: {} })],
    ['no attestationObject', JSON.stringify({ id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30' } })],
    [
      'clientDataJSON that is not JSON',
      JSON.stringify({ id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'bm9wZQ', attestationObject: 'AAAA' } }),
    ],
  ])('answers 400 invalid_public_key_credential for %s', async (_name, text) => {
    const { sessionToken } = await seedSession(api.emulator);
    const res = await register(text, sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_public_key_credential');
  });

  it('answers 400, not 500, for an attestation object that is not CBOR', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    const options = await registerStart(sessionToken);
    const credential = authenticator.register(options, { origin: ORIGIN });
    const broken = { ...credential, response: { ...credential.response, attestationObject: 'AAAA' } };
    const res = await register(broken, sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('webauthn_registration_failed');
  });

  it('requires public_key_credential as a string (schema error)', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    const res = await api.call('POST', '/webauthn/register', { public_key_credential: { id: 'x' } }, sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.body).toEqual([{ path: 'public_key_credential', message: 'must be a string' }]);
  });
});

describe('POST /webauthn/authenticate/start/primary and /secondary', () => {
  it('primary asks for a discoverable credential (no allowCredentials) of the RP ID', async () => {
    const options = await authenticateStart();
    expect(options.rpId).toBe(DOMAIN);
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('preferred');
    const stored = api.emulator.store.state.challenges[`webauthn-${options.challenge}`];
    expect(stored).toMatchObject({ kind: 'webauthn_authenticate', user_id: null });
  });

  it("secondary lists the signed-in user's credentials", async () => {
    const { user, sessionToken, credentialId } = await withPasskey();
    const options = await authenticateStart({ return_passkey_credential_options: false }, sessionToken);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([credentialId]);
    expect(options.userVerification).toBe('discouraged');
    expect(api.emulator.store.state.challenges[`webauthn-${options.challenge}`]?.user_id).toBe(user.user_id);
  });

  it('secondary refuses without a session, or for a user without a registration on the domain', async () => {
    const anonymous = await api.call('POST', '/webauthn/authenticate/start/secondary', { domain: DOMAIN });
    expect(anonymous.status).toBe(401);
    const { sessionToken } = await seedSession(api.emulator);
    const res = await api.call('POST', '/webauthn/authenticate/start/secondary', { domain: DOMAIN }, sessionToken);
    expect(res.status).toBe(404);
    expect(res.json.error_type).toBe('webauthn_registration_not_found');
  });

  it('refuses an IP address as domain', async () => {
    const res = await api.call('POST', '/webauthn/authenticate/start/primary', { domain: '127.0.0.1' });
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_webauthn_domain');
  });
});

describe('POST /webauthn/authenticate', () => {
  it('signs in with a passkey: a new session for its owner, and the counter is stored', async () => {
    const { user, registrationId, credentialId } = await withPasskey();
    const options = await authenticateStart();
    const res = await authenticate(authenticator.authenticate(options, { origin: ORIGIN }));
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.user_id).toBe(user.user_id);
    expect(data.webauthn_registration_id).toBe(registrationId);
    expect(data.session.authentication_factors).toEqual([
      expect.objectContaining({ type: 'webauthn', delivery_method: 'webauthn_registration' }),
    ]);
    expect(typeof data.session_token).toBe('string');
    const stored = api.emulator.store.state.users[user.user_id]?.webauthn_registrations[0]?.credential;
    expect(stored?.id).toBe(credentialId);
    expect(stored?.counter).toBe(1);

    // And again: the counter moves on.
    const next = await authenticate(authenticator.authenticate(await authenticateStart(), { origin: ORIGIN }));
    expect(next.status).toBe(200);
    expect(api.emulator.store.state.users[user.user_id]?.webauthn_registrations[0]?.credential.counter).toBe(2);
  });

  it('adds the factor to the session on the secondary path', async () => {
    const { session, sessionToken } = await withPasskey();
    const options = await authenticateStart({}, sessionToken);
    const res = await authenticate(authenticator.authenticate(options, { origin: ORIGIN }), sessionToken);
    expect(res.status).toBe(200);
    expect(res.json.data.session.session_id).toBe(session.session_id);
    expect(res.json.data.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'magic_link',
      'webauthn',
    ]);
  });

  it("refuses another user's credential on a secondary ceremony", async () => {
    const ada = await withPasskey('ada@example.com');
    const graceAuthenticator = new SoftAuthenticator();
    const grace = await seedSession(api.emulator, 'grace@example.com');
    const graceOptions = await registerStart(grace.sessionToken);
    expect((await register(graceAuthenticator.register(graceOptions, { origin: ORIGIN }), grace.sessionToken)).status).toBe(200);

    const options = await authenticateStart({}, grace.sessionToken);
    // Ada's authenticator answers Grace's ceremony (ignoring allowCredentials, as a malicious client could).
    const answer = authenticator.authenticate({ ...options, allowCredentials: [] }, { origin: ORIGIN, credentialId: ada.credentialId });
    const res = await authenticate(answer, grace.sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('webauthn_authentication_failed');
    expect(res.json.error_message).toMatch(/another user/);
  });

  it('refuses an unknown credential with webauthn_registration_not_found', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    // A credential the authenticator made but the emulator never registered.
    authenticator.register(await registerStart(sessionToken), { origin: ORIGIN });
    const options = await authenticateStart();
    const res = await authenticate(authenticator.authenticate(options, { origin: ORIGIN }));
    expect(res.status).toBe(404);
    expect(res.json.error_type).toBe('webauthn_registration_not_found');
  });

  it('refuses a credential deleted from the account', async () => {
    const { sessionToken, registrationId } = await withPasskey();
    const deleted = await api.call('DELETE', `/users/webauthn_registrations/${registrationId}`, undefined, sessionToken);
    expect(deleted.status).toBe(200);
    const res = await authenticate(authenticator.authenticate(await authenticateStart(), { origin: ORIGIN }));
    expect(res.status).toBe(404);
    expect(res.json.error_type).toBe('webauthn_registration_not_found');
  });

  it('refuses an assertion for a challenge it did not issue', async () => {
    await withPasskey();
    const options = await authenticateStart();
    const forged = { ...options, challenge: Buffer.from('never issued').toString('base64url') };
    const res = await authenticate(authenticator.authenticate(forged, { origin: ORIGIN }));
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('webauthn_authentication_failed');
    expect(res.json.error_message).toMatch(/challenge/);
  });

  it('uses a challenge once (a replayed assertion is refused)', async () => {
    await withPasskey();
    const assertion = authenticator.authenticate(await authenticateStart(), { origin: ORIGIN });
    expect((await authenticate(assertion)).status).toBe(200);
    const replay = await authenticate(assertion);
    expect(replay.status).toBe(400);
    expect(replay.json.error_type).toBe('webauthn_authentication_failed');
    expect(replay.json.error_message).toMatch(/challenge/);
  });

  it('refuses an expired challenge', async () => {
    await withPasskey();
    const options = await authenticateStart();
    offsetMs = 6 * 60_000;
    const res = await authenticate(authenticator.authenticate(options, { origin: ORIGIN }));
    expect(res.status).toBe(400);
    expect(res.json.error_message).toMatch(/expired/);
  });

  it('refuses an assertion made on another origin', async () => {
    await withPasskey();
    const options = await authenticateStart();
    const res = await authenticate(authenticator.authenticate(options, { origin: 'https://evil.test' }));
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('webauthn_authentication_failed');
    expect(res.json.error_message).toMatch(/origin/);
  });

  it('refuses authenticator data made for another RP ID', async () => {
    const { credentialId } = await withPasskey();
    const options = await authenticateStart();
    const res = await authenticate(authenticator.authenticate(options, { origin: ORIGIN, rpId: 'evil.test', credentialId }));
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('webauthn_authentication_failed');
    expect(res.json.error_message).toMatch(/RP ID/);
  });

  it('refuses a credential registered for another domain', async () => {
    api.emulator.store.project.allowed_origins = ['https://app.example.com'];
    const { sessionToken } = await seedSession(api.emulator);
    const options = await registerStart(sessionToken, { domain: 'app.example.com' });
    expect((await register(authenticator.register(options, { origin: 'https://app.example.com' }), sessionToken)).status).toBe(200);
    const request = await authenticateStart();
    const credentialId = authenticator.credentials[0]?.id ?? '';
    const res = await authenticate(authenticator.authenticate(request, { origin: ORIGIN, credentialId }));
    expect(res.status).toBe(400);
    expect(res.json.error_message).toMatch(/registered for domain app\.example\.com/);
  });

  it('refuses a bad signature', async () => {
    await withPasskey();
    const assertion = authenticator.authenticate(await authenticateStart(), { origin: ORIGIN });
    // Same client data, other bytes: the signature no longer covers what is sent.
    const respaced = withClientData(assertion, (data) => JSON.stringify(data, null, 1));
    const res = await authenticate(respaced);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('webauthn_authentication_failed');
    expect(res.json.error_message).toMatch(/signature/);
  });

  it('refuses a corrupted signature', async () => {
    await withPasskey();
    const assertion = authenticator.authenticate(await authenticateStart(), { origin: ORIGIN });
    const signature = Buffer.from(assertion.response.signature, 'base64url');
    signature[signature.length - 1] = (signature[signature.length - 1] ?? 0) ^ 0xff;
    const res = await authenticate({ ...assertion, response: { ...assertion.response, signature: signature.toString('base64url') } });
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('webauthn_authentication_failed');
  });

  it('refuses a counter that does not grow (replayed or cloned authenticator)', async () => {
    const { credentialId } = await withPasskey();
    expect((await authenticate(authenticator.authenticate(await authenticateStart(), { origin: ORIGIN }))).status).toBe(200);
    authenticator.setCounter(credentialId, 0);
    const res = await authenticate(authenticator.authenticate(await authenticateStart(), { origin: ORIGIN }));
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('webauthn_authentication_failed');
    expect(res.json.error_message).toMatch(/counter/);
  });

  it('is bot-protected as the reference provider protects it: with captcha on, the assertion needs a captcha token', async () => {
    await withPasskey();
    api.emulator.store.project.captcha_settings.enabled = true;
    const refused = await authenticate(authenticator.authenticate(await authenticateStart(), { origin: ORIGIN }));
    expect(refused.json.error_type).toBe('captcha_required');
    const captcha_token = (await api.raw('POST', '/__dev/api/captcha')).json.token as string;
    const assertion = authenticator.authenticate(await authenticateStart(), { origin: ORIGIN });
    const res = await api.call('POST', '/webauthn/authenticate', { public_key_credential: JSON.stringify(assertion), captcha_token });
    expect(res.status).toBe(200);
  });

  it.each([
    ['not JSON', '{{'],
    ['no signature', JSON.stringify({ id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AAAA' } })],
    ['a non-base64url id', JSON.stringify({ id: 'not base64url!', type: 'public-key', response: {} })],
  ])('answers 400 invalid_public_key_credential for %s', async (_name, text) => {
    const res = await authenticate(text);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_public_key_credential');
  });
});

describe('PUT /webauthn/update/:webauthn_registration_id', () => {
  it('renames a registration', async () => {
    const { sessionToken, registrationId } = await withPasskey();
    const res = await api.call('PUT', `/webauthn/update/${registrationId}`, { name: '  Work laptop  ' }, sessionToken);
    expect(res.status).toBe(200);
    expect(res.json.data.webauthn_registration).toEqual({
      webauthn_registration_id: registrationId,
      name: 'Work laptop',
      domain: DOMAIN,
      user_agent: expect.any(String),
      authenticator_type: 'platform',
      verified: true,
    });
    const me = await api.call('GET', '/users/me', undefined, sessionToken);
    expect(me.json.data.webauthn_registrations[0].name).toBe('Work laptop');
  });

  it.each(['', '   ', 'x'.repeat(65)])('refuses the name %j', async (name) => {
    const { sessionToken, registrationId } = await withPasskey();
    const res = await api.call('PUT', `/webauthn/update/${registrationId}`, { name }, sessionToken);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_webauthn_registration_name');
  });

  it("refuses an unknown id and another user's registration", async () => {
    const { registrationId } = await withPasskey('ada@example.com');
    const grace = await seedSession(api.emulator, 'grace@example.com');
    for (const id of ['webauthn-registration-test-nope', registrationId]) {
      const res = await api.call('PUT', `/webauthn/update/${id}`, { name: 'Mine now' }, grace.sessionToken);
      expect(res.status).toBe(404);
      expect(res.json.error_type).toBe('webauthn_registration_not_found');
    }
  });

  it('refuses without a session', async () => {
    const { registrationId } = await withPasskey();
    const res = await api.call('PUT', `/webauthn/update/${registrationId}`, { name: 'x' });
    expect(res.status).toBe(401);
  });
});
