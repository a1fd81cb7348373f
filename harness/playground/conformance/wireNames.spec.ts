/**
 * The names the provider shares with a site are the reference SDK's, read from its own published code rather than
 * from our emulator (which agrees with our client by construction): the token-type parameter its reset screen reads,
 * its default cookie names, the id fields of its client telemetry, and the live API origin a live token talks to. Then the proof in a page: a session the
 * reference SDK signed in is one our client reads from the same cookies, and a link the emulator wrote reads the same
 * with both names.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  DEFAULT_COOKIE_NAMES,
  DEFAULT_LIVE_API_URL,
  TELEMETRY_SESSION_ID_FIELD,
  TELEMETRY_USER_ID_FIELD,
  TOKEN_TYPE_PARAM,
} from '@auth-widget/sdk/protocol';
import { expect, test } from './test.ts';
import { tokenOf } from './referenceClient.ts';

const require = createRequire(import.meta.url);
const dist = join(require.resolve('@stytch/vanilla-js/package.json'), '..', 'dist');
/** The reference SDK's headless client and its prebuilt UI, as published. */
const headlessCode = readFileSync(join(dist, 'index.headless.esm.js'), 'utf8');
const uiCode = readFileSync(join(dist, 'index.esm.js'), 'utf8');

/** The one string literal `pattern` finds in `code` (its first group). */
function literal(code: string, pattern: RegExp): string {
  const found = [...code.matchAll(pattern)].map((m) => m[1]!);
  expect(new Set(found).size, `${pattern} in the reference SDK`).toBe(1);
  return found[0]!;
}

test('the token-type parameter is the one the reference UI reads from a reset link', () => {
  expect(TOKEN_TYPE_PARAM).toBe(literal(uiCode, /params\.get\('([a-z_]+_token_type)'\)/g));
});

test('the default cookie names are the reference SDK\'s', () => {
  expect(DEFAULT_COOKIE_NAMES).toEqual({
    opaqueToken: literal(headlessCode, /SESSION_COOKIE = '([a-z_]+)'/g),
    jwt: literal(headlessCode, /SESSION_JWT_COOKIE = '([a-z_]+)'/g),
    intermediateToken: literal(headlessCode, /INTERMEDIATE_SESSION_TOKEN_COOKIE = '([a-z_]+)'/g),
  });
});

test('the telemetry\'s user and session id fields are the reference SDK\'s', () => {
  expect(TELEMETRY_USER_ID_FIELD).toBe(literal(headlessCode, /\b([a-z]+_user_id): \(_b = /g));
  expect(TELEMETRY_SESSION_ID_FIELD).toBe(literal(headlessCode, /\b([a-z]+_session_id): \(_d = /g));
});

test('a live token\'s default API origin is the reference SDK\'s', () => {
  expect(DEFAULT_LIVE_API_URL).toBe(literal(headlessCode, /\bLIVE_API_URL = '([^']+)'/g));
});

test('a visitor signed in by the reference SDK is signed in for our client, from the same cookies', async ({ page, openReference, inbox }) => {
  await openReference(page);
  const methodId = await page.evaluate(async () => {
    const client = window.Reference.headless();
    return (await client.otps.email.loginOrCreate('switch@example.com', { expiration_minutes: 5 })).method_id;
  });
  const code = await inbox.code('switch@example.com');
  const userId = await page.evaluate(
    async ({ code, methodId }) => {
      const client = window.Reference.headless();
      return (await client.otps.authenticate(code, methodId, { session_duration_minutes: 30 })).user_id;
    },
    { code, methodId },
  );
  // The site switches SDKs: a new page load with our client alone.
  await page.reload();
  const ours = await page.evaluate(async () => {
    const { emulatorUrl, publicToken } = window.conformanceEnv;
    const client = window.Ours.createAuthClient(publicToken, { endpoints: { testApiUrl: emulatorUrl } });
    const session = await client.session.authenticate({ session_duration_minutes: 30 });
    return session.session?.user_id;
  });
  expect(ours).toBe(userId);
});

test('a magic link the emulator writes reads the same by the reference UI\'s name and by ours', async ({ page, openReference, inbox, referenceSite }) => {
  await openReference(page);
  await page.evaluate(async (url) => {
    await window.Reference.headless().magicLinks.email.loginOrCreate('link@example.com', { login_magic_link_url: url, signup_magic_link_url: url });
  }, `${referenceSite.url}/authenticate`);
  const link = new URL(await inbox.link('link@example.com'));
  const referenceName = literal(uiCode, /params\.get\('([a-z_]+_token_type)'\)/g);
  expect(link.searchParams.get(referenceName)).toBe('magic_links');
  expect(link.searchParams.get(TOKEN_TYPE_PARAM)).toBe('magic_links');
  expect(tokenOf(link.href)).toBeTruthy();
});
