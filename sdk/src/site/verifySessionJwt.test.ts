import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, createLocalJWKSet, createRemoteJWKSet, exportJWK, generateKeyPair } from 'jose';
import { startEmulator, type Emulator } from '@auth-widget/harness';
import { createAuthClient } from '../client/createAuthClient.ts';
import { EMULATOR_PUBLIC_TOKEN } from '../protocol/constants.ts';
import { isAuthError } from '../client/core/AuthError.ts';
import { sessionJwtRules } from './sessionJwtRules.ts';
import { createSessionVerifier, verifySessionJwt } from './verifySessionJwt.ts';

describe('session JWTs on a server', () => {
  let emulator: Emulator;
  let jwt: string;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    const client = createAuthClient(EMULATOR_PUBLIC_TOKEN, { endpoints: { testApiUrl: emulator.url }, autoRefresh: false });
    ({ session_jwt: jwt } = await client.passwords.create({
      email: 'jwt-rules@example.com',
      password: 'correct-Horse-battery-staple-42',
      session_duration_minutes: 60,
    }));
    client.dispose();
  });
  afterAll(() => emulator.stop());

  it("accepts the emulator's session JWT with a test token's rules, and refuses another issuer, audience or algorithm", async () => {
    const keys = createRemoteJWKSet(new URL('/.well-known/jwks.json', emulator.url));
    const rules = sessionJwtRules(EMULATOR_PUBLIC_TOKEN, {});
    expect(rules).toMatchObject({ algorithm: 'ES256' });
    expect((await verifySessionJwt(jwt, keys, rules!))?.sub).toMatch(/^user-/);
    expect(await verifySessionJwt(jwt, keys, { ...rules!, issuer: 'auth-widget:project-test-other' })).toBeNull();
    expect(await verifySessionJwt(jwt, keys, { ...rules!, audience: 'project-test-other' })).toBeNull();
    expect(await verifySessionJwt(jwt, keys, { ...rules!, algorithm: 'RS256' })).toBeNull();
  });

  it('verifies a cookie through the JWKS of the API the token talks to, and gives null for none or a forged one', async () => {
    const verify = createSessionVerifier({ publicToken: EMULATOR_PUBLIC_TOKEN, endpoints: { testApiUrl: emulator.url }, env: {} });
    expect((await verify(jwt))?.sub).toMatch(/^user-/);
    expect(await verify(undefined)).toBeNull();
    const [header, payload] = jwt.split('.');
    expect(await verify(`${header}.${payload}.${'A'.repeat(86)}`)).toBeNull();
  });

  it('refuses a JWT signed with another algorithm, even by a key in the set', async () => {
    const rules = sessionJwtRules(EMULATOR_PUBLIC_TOKEN, {})!;
    const { privateKey, publicKey } = await generateKeyPair('ES384', { extractable: true });
    const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), alg: 'ES384', kid: 'k' }] });
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES384', kid: 'k' })
      .setIssuer(rules.issuer)
      .setAudience(rules.audience)
      .setSubject('user-x')
      .setExpirationTime('5m')
      .sign(privateKey);
    expect(await verifySessionJwt(forged, keys, rules)).toBeNull();
    expect(await verifySessionJwt(forged, keys, { ...rules, algorithm: 'ES384' })).toMatchObject({ sub: 'user-x' });
  });

  it('needs the issuer and audience from the environment for a live token, and says so at once', () => {
    expect(sessionJwtRules('public-token-live-abc', {})).toBeNull();
    const env = { AUTH_WIDGET_JWT_ISSUER: 'provider.example/project-live-1', AUTH_WIDGET_JWT_AUDIENCE: 'project-live-1' };
    expect(sessionJwtRules('public-token-live-abc', env)).toEqual({ issuer: 'provider.example/project-live-1', audience: 'project-live-1', algorithm: 'ES256' });
    let thrown: unknown;
    try {
      createSessionVerifier({ publicToken: 'public-token-live-abc', env: {} });
    } catch (error) {
      thrown = error;
    }
    expect(isAuthError(thrown, 'usage_error')).toBe(true);
    expect((thrown as Error).message).toMatch(/AUTH_WIDGET_JWT_ISSUER and AUTH_WIDGET_JWT_AUDIENCE/);
  });
});
