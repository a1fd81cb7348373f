import { CAPTCHA_ACTION, CAPTCHA_REQUIRED_TEXT } from '@auth-widget/sdk/protocol';
import { BOT_PROTECTED_CALLS } from './protectedCalls.ts';
import { describe, expect, it } from 'vitest';
import { Router } from '../router.ts';
import { registerRoutes } from '../routes/index.ts';
import { seedSession, useEmulator } from '../testing.ts';
import { protectionOf } from './check.ts';
import { EMULATOR_RECAPTCHA_SITE_KEY, VERDICT_LOG_LIMIT } from './protocol.ts';
import type { BotProtectionChange, BotVerdictEntry, DfpVerdict } from './types.ts';

const api = useEmulator();

async function settings(change: BotProtectionChange): Promise<void> {
  const res = await api.raw('PUT', '/__dev/api/bot-protection', change);
  expect(res.status).toBe(200);
}

async function captchaToken(): Promise<string> {
  return (await api.raw('POST', '/__recaptcha/api/execute', { site_key: EMULATOR_RECAPTCHA_SITE_KEY, action: CAPTCHA_ACTION })).json.token;
}

async function telemetryId(verdict?: DfpVerdict): Promise<string> {
  const id = (await api.raw('POST', '/__dfp/submit', { public_token: api.emulator.publicToken })).json.telemetry_id as string;
  if (verdict) await settings({ dfp_verdicts: { [id]: verdict } });
  return id;
}

async function log(): Promise<BotVerdictEntry[]> {
  return (await api.raw('GET', '/__dev/api/bot-protection')).json.log;
}

/** A 'dfp' call (`/users/search`), with the fields the client would add. */
const dfpCall = (fields: { captcha_token?: string; dfp_telemetry_id?: string } = {}) =>
  api.raw('POST', '/sdk/v1/users/search', { email: 'ada@example.com', ...fields }, { headers: auth() });

/** A 'captcha' call (`/otps/email/login_or_create`). */
const captchaCall = (fields: { captcha_token?: string; dfp_telemetry_id?: string } = {}) =>
  api.raw('POST', '/sdk/v1/otps/email/login_or_create', { email: 'ada@example.com', ...fields }, { headers: auth() });

function auth(): Record<string, string> {
  const token = api.emulator.publicToken;
  return { Authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}` };
}

/** The text answer a DFP challenge gives, which the reference client retries on. */
function expectChallenge(res: Awaited<ReturnType<typeof dfpCall>>): void {
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  expect(res.text).toBe(CAPTCHA_REQUIRED_TEXT);
}

describe('the protected calls', () => {
  it('are the calls of the shared table, each a registered POST route', () => {
    const router = new Router();
    registerRoutes(router);
    const protectedRoutes = router.routes.filter((route) => protectionOf(route.path) !== null);
    expect(protectedRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(
      Object.keys(BOT_PROTECTED_CALLS).map((path) => `POST /sdk/v1${path}`).sort(),
    );
    expect(protectionOf('/sdk/v1/otps/email/login_or_create')).toBe('captcha');
    expect(protectionOf('/sdk/v1/otps/sms/login_or_create')).toBe('dfp');
    for (const path of ['/sdk/v1/__proto__', '/sdk/v1/constructor', '/sdk/v1/passwords/strength_check', '/otps/authenticate']) {
      expect(protectionOf(path)).toBeNull();
    }
  });

  it('each take captcha_token and dfp_telemetry_id as strings, refusing other types with a schema error', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    for (const path of Object.keys(BOT_PROTECTED_CALLS)) {
      const res = await api.call('POST', path, { captcha_token: 5, dfp_telemetry_id: ['x'] }, sessionToken);
      expect(res.status, path).toBe(400);
      expect(res.json.body, path).toEqual([
        { path: 'captcha_token', message: 'must be a string' },
        { path: 'dfp_telemetry_id', message: 'must be a string' },
      ]);
    }
  });

  it('are the only calls checked: others pass whatever is on, and are not logged', async () => {
    await settings({ captcha_enabled: true, dfp_enabled: true, dfp_mode: 'DECISIONING', dfp_default_verdict: 'BLOCK' });
    const strength = await api.call('POST', '/passwords/strength_check', { password: 'Correct-Horse-Battery-9' });
    expect(strength.status).toBe(200);
    expect((await api.call('GET', `/projects/bootstrap/${api.emulator.publicToken}`)).status).toBe(200);
    const sent = await api.call('POST', '/magic_links/authenticate', { token: 'nope' });
    expect(sent.json.error_type).toBe('magic_link_not_found');
    expect(await log()).toEqual([]);
  });
});

describe('DFP Protected Auth, OBSERVATION', () => {
  it.each(['ALLOW', 'CHALLENGE', 'BLOCK'] as const)('records %s and lets the call through', async (verdict) => {
    await settings({ dfp_enabled: true, dfp_mode: 'OBSERVATION' });
    const id = await telemetryId(verdict);
    expect((await dfpCall({ dfp_telemetry_id: id })).status).toBe(200);
    expect((await log()).at(-1)).toMatchObject({ mode: 'OBSERVATION', captcha: 'not_checked', telemetry_id: id, verdict, outcome: 'allowed' });
  });

  it('still requires the captcha when captcha is on, whatever the verdict', async () => {
    await settings({ captcha_enabled: true, dfp_enabled: true, dfp_mode: 'OBSERVATION' });
    const id = await telemetryId();
    const refused = await dfpCall({ dfp_telemetry_id: id });
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe('captcha_required');
    expect((await log()).at(-1)).toMatchObject({ mode: 'OBSERVATION', captcha: 'missing', verdict: 'ALLOW', outcome: 'refused' });
    expect((await dfpCall({ dfp_telemetry_id: id, captcha_token: await captchaToken() })).status).toBe(200);
    expect((await log()).at(-1)).toMatchObject({ captcha: 'valid', verdict: 'ALLOW', outcome: 'allowed' });
  });

  it('records CHALLENGE for a missing or unknown telemetry id, without holding the call', async () => {
    await settings({ dfp_enabled: true, dfp_mode: 'OBSERVATION' });
    expect((await dfpCall()).status).toBe(200);
    expect((await dfpCall({ dfp_telemetry_id: 'dfp-telemetry-id-made-up' })).status).toBe(200);
    expect((await log()).map((e) => [e.telemetry_id, e.verdict])).toEqual([[null, 'CHALLENGE'], ['dfp-telemetry-id-made-up', 'CHALLENGE']]);
  });
});

describe('DFP Protected Auth, DECISIONING', () => {
  it('lets an ALLOW device through without a captcha, captcha on or off, the id reusable', async () => {
    await settings({ captcha_enabled: true, dfp_enabled: true, dfp_mode: 'DECISIONING' });
    const id = await telemetryId();
    expect((await dfpCall({ dfp_telemetry_id: id })).status).toBe(200);
    expect((await dfpCall({ dfp_telemetry_id: id })).status).toBe(200);
    expect((await log()).at(-1)).toMatchObject({ mode: 'DECISIONING', captcha: 'not_checked', verdict: 'ALLOW', outcome: 'allowed' });
  });

  it('blocks a BLOCK device with a JSON 403, a valid captcha token or not, spending no token', async () => {
    await settings({ captcha_enabled: true, dfp_enabled: true, dfp_mode: 'DECISIONING' });
    const id = await telemetryId('BLOCK');
    const token = await captchaToken();
    for (const fields of [{ dfp_telemetry_id: id }, { dfp_telemetry_id: id, captcha_token: token }]) {
      const res = await dfpCall(fields);
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(res.json).toMatchObject({ status_code: 403, error_type: 'dfp_blocked' });
      expect(res.json.error_url).toMatch(/\/__dev\/errors#dfp_blocked$/);
    }
    expect((await log()).at(-1)).toMatchObject({ captcha: 'not_checked', verdict: 'BLOCK', outcome: 'blocked' });
    expect(api.emulator.store.state.captcha_tokens[token]?.used).toBe(false);
    // Unblocked by forgetting the id's own verdict.
    await settings({ dfp_verdicts: { [id]: null } });
    expect((await dfpCall({ dfp_telemetry_id: id })).status).toBe(200);
  });

  it('challenges a CHALLENGE device with the text answer; the retry with a fresh id and a valid captcha passes', async () => {
    await settings({ captcha_enabled: true, dfp_enabled: true, dfp_mode: 'DECISIONING', dfp_default_verdict: 'CHALLENGE' });
    const first = await dfpCall({ dfp_telemetry_id: await telemetryId() });
    expectChallenge(first);
    expect((await log()).at(-1)).toMatchObject({ captcha: 'missing', verdict: 'CHALLENGE', outcome: 'challenged' });
    // The reference client's one retry: a fresh telemetry id (challenged too, by the default) and a fresh token.
    const retry = await dfpCall({ dfp_telemetry_id: await telemetryId(), captcha_token: await captchaToken() });
    expect(retry.status).toBe(200);
    expect((await log()).at(-1)).toMatchObject({ captcha: 'valid', verdict: 'CHALLENGE', outcome: 'allowed' });
  });

  it('challenges again when the retry carries a captcha that does not verify', async () => {
    await settings({ captcha_enabled: true, dfp_enabled: true, dfp_mode: 'DECISIONING' });
    const id = await telemetryId('CHALLENGE');
    const token = await captchaToken();
    expect((await dfpCall({ dfp_telemetry_id: id, captcha_token: token })).status).toBe(200);
    expectChallenge(await dfpCall({ dfp_telemetry_id: id, captcha_token: token }));
    expect((await log()).at(-1)).toMatchObject({ captcha: 'used', outcome: 'challenged' });
    await settings({ captcha_verdict: 'fail' });
    expectChallenge(await dfpCall({ dfp_telemetry_id: id, captcha_token: await captchaToken() }));
    expect((await log()).at(-1)).toMatchObject({ captcha: 'failed', outcome: 'challenged' });
  });

  it('challenges a missing, unknown or expired telemetry id', async () => {
    await settings({ captcha_enabled: true, dfp_enabled: true, dfp_mode: 'DECISIONING' });
    const id = await telemetryId();
    expectChallenge(await dfpCall());
    expectChallenge(await dfpCall({ dfp_telemetry_id: 'dfp-telemetry-id-made-up' }));
    expectChallenge(await dfpCall({ dfp_telemetry_id: '__proto__' }));
    api.emulator.store.advanceClock(10 * 60_000 + 1);
    expectChallenge(await dfpCall({ dfp_telemetry_id: id }));
    expect((await log()).map((e) => e.verdict)).toEqual(['CHALLENGE', 'CHALLENGE', 'CHALLENGE', 'CHALLENGE']);
  });

  it('cannot be met while captcha is off: a challenge stays a challenge', async () => {
    await settings({ dfp_enabled: true, dfp_mode: 'DECISIONING', dfp_default_verdict: 'CHALLENGE' });
    const token = await captchaToken();
    expectChallenge(await dfpCall({ dfp_telemetry_id: await telemetryId(), captcha_token: token }));
    expect((await log()).at(-1)).toMatchObject({ captcha: 'not_checked', outcome: 'challenged' });
  });
});

describe("'captcha' calls", () => {
  it.each(['DECISIONING', 'OBSERVATION'] as const)('are never challenged nor judged by DFP in %s: the captcha alone decides', async (mode) => {
    await settings({ captcha_enabled: true, dfp_enabled: true, dfp_mode: mode, dfp_default_verdict: 'BLOCK' });
    const id = await telemetryId('CHALLENGE');
    const refused = await captchaCall({ dfp_telemetry_id: id });
    expect(refused.status).toBe(400);
    expect(refused.json.error_type).toBe('captcha_required');
    expect((await captchaCall({ captcha_token: await captchaToken() })).status).toBe(200);
    expect(await log()).toEqual([
      expect.objectContaining({ path: '/sdk/v1/otps/email/login_or_create', mode: null, verdict: null, captcha: 'missing', outcome: 'refused' }),
      expect.objectContaining({ mode: null, verdict: null, captcha: 'valid', outcome: 'allowed' }),
    ]);
  });

  it('pass with captcha off, DFP on or not', async () => {
    await settings({ dfp_enabled: true, dfp_mode: 'DECISIONING', dfp_default_verdict: 'BLOCK' });
    expect((await captchaCall()).status).toBe(200);
    expect((await log()).at(-1)).toMatchObject({ captcha: 'not_checked', outcome: 'allowed' });
  });
});

describe('the verdict log', () => {
  it('keeps the latest 200 calls, oldest first, with their time on the emulator clock', async () => {
    api.emulator.store.advanceClock(60 * 60_000);
    const before = api.emulator.store.clock.now();
    for (let batch = 0; batch < 3; batch += 1) {
      await Promise.all(Array.from({ length: 70 }, (_, i) => dfpCall({ dfp_telemetry_id: `id-${batch * 70 + i}` })));
    }
    const entries = await log();
    expect(entries).toHaveLength(VERDICT_LOG_LIMIT);
    // Batches run one after the other (the calls of one batch in any order): the oldest 10, of the first, are gone.
    const numbers = entries.map((e) => Number(e.telemetry_id?.slice(3)));
    expect(numbers.filter((n) => n < 70)).toHaveLength(60);
    expect(numbers.filter((n) => n >= 70).sort((a, b) => a - b)).toEqual(Array.from({ length: 140 }, (_, i) => 70 + i));
    for (const entry of entries) expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before);
  });

  it('cuts a long telemetry id', async () => {
    await dfpCall({ dfp_telemetry_id: 'x'.repeat(5000) });
    expect((await log())[0]?.telemetry_id).toBe('x'.repeat(200));
  });
});
