import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors.ts';
import type { EmulatorRuntime } from '../runtime.ts';
import { GOOGLE_ISSUER, googleJwks, signGoogleIdToken, verifyGoogleIdToken } from './googleIdToken.ts';

const runtime = { url: 'http://127.0.0.1:1' } as EmulatorRuntime;
const CLIENT = 'project-test.apps.googleusercontent.com';
const NOW = Date.UTC(2030, 0, 1);
const account = { email: 'ada@google.example', name: 'Ada Lovelace', sub: '1234567890' };

async function refusal(token: string, options: { clientId?: string; nowMs?: number } = {}): Promise<string> {
  const error = await verifyGoogleIdToken(runtime, token, { clientId: options.clientId ?? CLIENT, nowMs: options.nowMs ?? NOW }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).type).toBe('invalid_google_id_token');
  return (error as ApiError).message;
}

describe('Google ID tokens', () => {
  it('carries the claims Google puts in a One Tap credential, and verifies', async () => {
    const token = await signGoogleIdToken(runtime, { clientId: CLIENT, account, nowMs: NOW });
    expect(decodeJwt(token)).toMatchObject({
      iss: GOOGLE_ISSUER,
      aud: CLIENT,
      azp: CLIENT,
      sub: account.sub,
      email: account.email,
      email_verified: true,
      name: account.name,
      iat: NOW / 1000,
      exp: NOW / 1000 + 3600,
    });
    expect(await verifyGoogleIdToken(runtime, token, { clientId: CLIENT, nowMs: NOW + 1000 })).toEqual(account);
    expect((await googleJwks(runtime)).keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
  });

  it('refuses another audience, an expired token, another key and a token that is not a JWT', async () => {
    const token = await signGoogleIdToken(runtime, { clientId: CLIENT, account, nowMs: NOW });
    expect(await refusal(token, { clientId: 'other.apps.googleusercontent.com' })).toContain('audience');
    expect(await refusal(token, { nowMs: NOW + 3601_000 })).toContain('expired');

    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: account.email, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: (await googleJwks(runtime)).keys[0]?.kid })
      .setIssuer(GOOGLE_ISSUER)
      .setAudience(CLIENT)
      .setSubject(account.sub)
      .setIssuedAt(NOW / 1000)
      .setExpirationTime(NOW / 1000 + 3600)
      .sign(privateKey);
    expect(await refusal(forged)).toContain('signature');
    expect(await refusal('not.a.jwt')).toContain('not a signed JWT');
    expect(await refusal(token.split('.').slice(0, 2).join('.') + '.')).toBeTruthy();
  });
});
