import { CAPTCHA_ACTION, CAPTCHA_REQUIRED_TEXT } from '@auth-widget/sdk/protocol';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../testing.ts';
import { EMULATOR_RECAPTCHA_SITE_KEY } from './protocol.ts';
import type { BotVerdictEntry } from './types.ts';

// Captcha on with the default site key: enabling it needs nothing more.
const api = useEmulator({ captcha_settings: { enabled: true, siteKey: EMULATOR_RECAPTCHA_SITE_KEY } });

/** A token from the reCAPTCHA stand-in's execute route, as the page's `grecaptcha.enterprise.execute` gets one. */
async function execute(siteKey = EMULATOR_RECAPTCHA_SITE_KEY, action = CAPTCHA_ACTION): Promise<string> {
  const res = await api.raw('POST', '/__recaptcha/api/execute', { site_key: siteKey, action });
  expect(res.status).toBe(200);
  return res.json.token as string;
}

/** A 'dfp' call with DFP off: the captcha alone decides. */
const search = (captcha_token?: unknown) => api.call('POST', '/users/search', { email: 'ada@example.com', captcha_token });

async function lastVerdict(): Promise<BotVerdictEntry | undefined> {
  return ((await api.raw('GET', '/__dev/api/bot-protection')).json.log as BotVerdictEntry[]).at(-1);
}

/** The call was refused with the JSON error, and the log says why. */
async function expectRefused(res: Awaited<ReturnType<typeof search>>, why: BotVerdictEntry['captcha']) {
  expect(res.status).toBe(400);
  expect(res.json).toMatchObject({ error_type: 'captcha_required', error_message: CAPTCHA_REQUIRED_TEXT });
  expect(await lastVerdict()).toMatchObject({ captcha: why, outcome: 'refused', mode: null, verdict: null });
}

describe('captcha verification on a protected call', () => {
  it('accepts a token the stand-in minted for the site key and LOGIN, once', async () => {
    const token = await execute();
    const ok = await search(token);
    expect(ok.status).toBe(200);
    expect(await lastVerdict()).toMatchObject({
      method: 'POST',
      path: '/sdk/v1/users/search',
      mode: null,
      captcha: 'valid',
      telemetry_id: null,
      verdict: null,
      outcome: 'allowed',
    });
    await expectRefused(await search(token), 'used');
  });

  it('refuses a missing, empty or unknown token, prototype keys included', async () => {
    await expectRefused(await search(), 'missing');
    await expectRefused(await search(''), 'missing');
    await expectRefused(await search('made-up-token'), 'unknown');
    for (const token of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '__proto__']) await expectRefused(await search(token), 'unknown');
  });

  it("refuses a token once 2 minutes have passed on the emulator's clock", async () => {
    const token = await execute();
    api.emulator.store.advanceClock(2 * 60_000 + 1);
    await expectRefused(await search(token), 'expired');
  });

  it('refuses a token minted for another site key or action, spending it all the same', async () => {
    const otherKey = await execute('another-site-key');
    await expectRefused(await search(otherKey), 'wrong_site_key');
    // Spent by the refused call: a project that now has that key does not take it either.
    await api.raw('PUT', '/__dev/api/bot-protection', { site_key: 'another-site-key' });
    await expectRefused(await search(otherKey), 'used');
    await expectRefused(await search(await execute('another-site-key', 'SIGNUP')), 'wrong_action');
    await expectRefused(await search(await execute('another-site-key', '')), 'wrong_action');
    expect((await search(await execute('another-site-key'))).status).toBe(200);
  });

  it('refuses a token minted before the site key changed', async () => {
    const token = await execute();
    await api.raw('PUT', '/__dev/api/bot-protection', { site_key: 'rotated-key' });
    await expectRefused(await search(token), 'wrong_site_key');
  });

  it('fails every valid token while the dev verdict is fail, as a low score would', async () => {
    await api.raw('PUT', '/__dev/api/bot-protection', { captcha_verdict: 'fail' });
    const token = await execute();
    await expectRefused(await search(token), 'failed');
    await api.raw('PUT', '/__dev/api/bot-protection', { captcha_verdict: 'pass' });
    await expectRefused(await search(token), 'used');
    expect((await search(await execute())).status).toBe(200);
  });

  it('checks nothing while captcha is off, and leaves a token sent anyway unspent', async () => {
    await api.raw('PUT', '/__dev/api/bot-protection', { captcha_enabled: false });
    const token = await execute();
    expect((await search()).status).toBe(200);
    expect(await lastVerdict()).toMatchObject({ captcha: 'not_checked', outcome: 'allowed' });
    expect((await search(token)).status).toBe(200);
    expect(api.emulator.store.state.captcha_tokens[token]?.used).toBe(false);
  });

  it('refuses a captcha token or telemetry id that is not a string with a schema error, spending nothing', async () => {
    const res = await search(42);
    expect(res.status).toBe(400);
    expect(res.json.body).toEqual([{ path: 'captcha_token', message: 'must be a string' }]);
    expect(await lastVerdict()).toBeUndefined();
  });

  it('never logs a token', async () => {
    const token = await execute();
    await search(token);
    await search(token);
    const page = await api.raw('GET', '/__dev/inbox');
    const json = await api.raw('GET', '/__dev/api/bot-protection');
    expect(json.json.log).toHaveLength(2);
    expect(json.text).not.toContain(token);
    expect(page.text).not.toContain(token);
  });
});
