import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SignJWT, createLocalJWKSet, createRemoteJWKSet, exportJWK, generateKeyPair, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { startEmulator, type Emulator } from '@auth-widget/harness';
import { createAuthClient, EMULATOR_PUBLIC_TOKEN } from '@auth-widget/sdk';
import { templatesRoot } from './scaffold.ts';

/**
 * Light checks of the templates' security edges, without installing them (the `templates` Playwright project does
 * that): the authenticate and reset pages leave their tokens to the sdk's authenticate step and reset hand-off
 * (which take tokens out of the address bar before the provider is called, and never put a reset token in a URL),
 * and the Next.js template verifies session JWTs with a pinned algorithm, issuer and audience.
 */
const source = (path: string) => readFile(join(templatesRoot(), path), 'utf8');

const AUTHENTICATE_PAGES = {
  'vanilla-vite': 'vanilla-vite/src/authenticate.ts',
  'react-vite': 'react-vite/src/pages/AuthenticatePage.tsx',
  nextjs: 'nextjs/app/authenticate/page.tsx',
} as const;
const RESET_PAGES = {
  'vanilla-vite': 'vanilla-vite/src/resetPassword.ts',
  'react-vite': 'react-vite/src/pages/ResetPasswordPage.tsx',
  nextjs: 'nextjs/app/reset-password/ResetWidget.tsx',
} as const;

/** The sdk's authenticate step, for React pages and plain pages (it takes the token out of the URL before any call). */
const AUTHENTICATE_STEP = /<AuthenticateLink\b|\bmountAuthenticate\(/;

describe('templates: tokens in the address bar', () => {
  for (const [template, path] of Object.entries(AUTHENTICATE_PAGES)) {
    it(`${template}: the authenticate page is the sdk's authenticate step, with the site's own settings`, async () => {
      const text = await source(path);
      expect(text).toMatch(AUTHENTICATE_STEP);
      expect(text).toMatch(/confirmMagicLinks(: |=\{)settings\.confirmMagicLinks/);
      // No token handled by hand: what the step does (the address bar, the provider calls, the hand-off) is the sdk's.
      expect(text).not.toMatch(/searchParams|location\.search|\.authenticate\(|handOffResetToken|reset-password\?token/);
    });
  }

  for (const [template, path] of Object.entries(RESET_PAGES)) {
    it(`${template}: the reset page takes its token through the sdk's hand-off`, async () => {
      const text = await source(path);
      expect(text).toMatch(/\b(takeResetToken|useResetToken)\(/);
      expect(text).not.toMatch(/searchParams|location\.search|sessionStorage/);
    });
  }
});

/** The template module `nextjs/lib/sessionJwt.ts`, loaded from the templates folder as the scaffolder copies it. */
interface SessionJwtModule {
  sessionJwtRules(publicToken: string, env: Record<string, string | undefined>): { issuer: string; audience: string; algorithm: string } | null;
  verifySessionJwt(jwt: string, keys: JWTVerifyGetKey, rules: { issuer: string; audience: string; algorithm: string }): Promise<JWTPayload | null>;
}

describe('nextjs template: session JWT verification', () => {
  let emulator: Emulator;
  let mod: SessionJwtModule;
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    mod = (await import(join(templatesRoot(), 'nextjs', 'lib', 'sessionJwt.ts'))) as SessionJwtModule;
  });
  afterAll(() => emulator.stop());

  it("accepts the emulator's session JWT with the template's rules, and refuses another issuer or audience", async () => {
    const client = createAuthClient(EMULATOR_PUBLIC_TOKEN, { endpoints: { testApiUrl: emulator.url }, autoRefresh: false });
    const { session_jwt: jwt } = await client.passwords.create({
      email: 'jwt-rules@example.com',
      password: 'correct-Horse-battery-staple-42',
      session_duration_minutes: 60,
    });
    client.dispose();
    const keys = createRemoteJWKSet(new URL('/.well-known/jwks.json', emulator.url));
    const rules = mod.sessionJwtRules(EMULATOR_PUBLIC_TOKEN, {});
    expect(rules).toMatchObject({ algorithm: 'ES256' });
    expect((await mod.verifySessionJwt(jwt, keys, rules!))?.sub).toMatch(/^user-/);
    expect(await mod.verifySessionJwt(jwt, keys, { ...rules!, issuer: 'auth-widget:project-test-other' })).toBeNull();
    expect(await mod.verifySessionJwt(jwt, keys, { ...rules!, audience: 'project-test-other' })).toBeNull();
    expect(await mod.verifySessionJwt(jwt, keys, { ...rules!, algorithm: 'RS256' })).toBeNull();
  });

  it('refuses a JWT signed with another algorithm, even by a key in the set', async () => {
    const rules = mod.sessionJwtRules(EMULATOR_PUBLIC_TOKEN, {})!;
    const { privateKey, publicKey } = await generateKeyPair('ES384', { extractable: true });
    const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), alg: 'ES384', kid: 'k' }] });
    const jwt = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES384', kid: 'k' })
      .setIssuer(rules.issuer)
      .setAudience(rules.audience)
      .setSubject('user-x')
      .setExpirationTime('5m')
      .sign(privateKey);
    expect(await mod.verifySessionJwt(jwt, keys, rules)).toBeNull();
    expect(await mod.verifySessionJwt(jwt, keys, { ...rules, algorithm: 'ES384' })).toMatchObject({ sub: 'user-x' });
  });

  it('needs the issuer and audience from the environment for a live token', () => {
    expect(mod.sessionJwtRules('public-token-live-abc', {})).toBeNull();
    expect(mod.sessionJwtRules('public-token-live-abc', { AUTH_WIDGET_JWT_ISSUER: 'provider.example/project-live-1', AUTH_WIDGET_JWT_AUDIENCE: 'project-live-1' })).toEqual({
      issuer: 'provider.example/project-live-1',
      audience: 'project-live-1',
      algorithm: 'ES256',
    });
  });
});
