import { CAPTCHA_ACTION } from '@auth-widget/sdk/protocol';
import { describe, expect, it } from 'vitest';
import { useEmulator } from '../testing.ts';

const api = useEmulator();

const FOREIGN = { headers: { 'Content-Type': 'text/plain', Origin: 'https://shop.example' } };

describe('the reCAPTCHA Enterprise stand-in', () => {
  it('serves a script any page may load, rendering the key of its URL and calling the execute route', async () => {
    const script = await api.raw('GET', '/__recaptcha/enterprise.js?render=site-key-1');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('no-store');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(script.text).toContain('const RENDERED = "site-key-1";');
    expect(script.text).toContain(JSON.stringify(`${api.emulator.url}/__recaptcha/api/execute`));
    expect(script.text).toContain('fetch(EXECUTE_URL');
    for (const part of ['grecaptcha.enterprise = { ready: ready, execute: execute }', 'grecaptcha-badge', 'protected by reCAPTCHA', 'Privacy', 'Terms']) {
      expect(script.text).toContain(part);
    }
    expect(script.text).not.toContain('innerHTML');
    const bare = await api.raw('GET', '/__recaptcha/enterprise.js');
    expect(bare.text).toContain('const RENDERED = null;');
    const hostile = await api.raw('GET', `/__recaptcha/enterprise.js?render=${encodeURIComponent('"</script><b>')}`);
    expect(hostile.text).toContain('const RENDERED = "\\"</script><b>";');
  });

  it('mints a token for the key and action it is given, readable from any origin, valid 2 minutes and unused', async () => {
    const res = await api.raw('POST', '/__recaptcha/api/execute', { site_key: 'site-key-1', action: CAPTCHA_ACTION }, FOREIGN);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(Object.keys(res.json)).toEqual(['token']);
    const record = api.emulator.store.state.captcha_tokens[res.json.token];
    expect(record).toMatchObject({ site_key: 'site-key-1', action: CAPTCHA_ACTION, used: false });
    expect(Date.parse(record!.expires_at) - api.emulator.store.clock.now()).toBeGreaterThan(119_000);
    expect(Date.parse(record!.expires_at) - api.emulator.store.clock.now()).toBeLessThanOrEqual(120_000);
    const other = await api.raw('POST', '/__recaptcha/api/execute', { site_key: 'site-key-1', action: CAPTCHA_ACTION }, FOREIGN);
    expect(other.json.token).not.toBe(res.json.token);
  });

  it('refuses a missing or empty site key, and a body that is not JSON', async () => {
    const missing = await api.raw('POST', '/__recaptcha/api/execute', { action: CAPTCHA_ACTION }, FOREIGN);
    expect(missing.status).toBe(400);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    expect(missing.json.body).toEqual([{ path: 'site_key', message: 'is required' }]);
    const empty = await api.raw('POST', '/__recaptcha/api/execute', { site_key: '' }, FOREIGN);
    expect(empty.json.error_type).toBe('invalid_site_key');
    const text = await api.raw('POST', '/__recaptcha/api/execute', undefined, { ...FOREIGN, body: 'site_key=x' });
    expect(text.status).toBe(400);
    expect(Object.keys(api.emulator.store.state.captcha_tokens)).toEqual([]);
  });

  it('drops expired tokens when it mints, so the store stays bounded', async () => {
    const first = (await api.raw('POST', '/__recaptcha/api/execute', { site_key: 'k', action: CAPTCHA_ACTION })).json.token;
    api.emulator.store.advanceClock(121_000);
    const second = (await api.raw('POST', '/__recaptcha/api/execute', { site_key: 'k', action: CAPTCHA_ACTION })).json.token;
    expect(Object.keys(api.emulator.store.state.captcha_tokens)).toEqual([second]);
    expect(second).not.toBe(first);
  });
});

describe('the stand-ins\' calls', () => {
  it('answer a preflight from any origin, without credentials; other calls do not', async () => {
    const preflight = { headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } };
    for (const path of ['/__recaptcha/api/execute', '/__dfp/submit']) {
      const res = await api.raw('OPTIONS', path, undefined, preflight);
      expect(res.status, path).toBe(204);
      expect(res.headers.get('access-control-allow-origin'), path).toBe('*');
      expect(res.headers.get('access-control-allow-credentials'), path).toBeNull();
      expect(res.headers.get('access-control-allow-methods'), path).toContain('POST');
    }
    expect((await api.raw('OPTIONS', '/sdk/v1/users/search', undefined, preflight)).status).toBe(403);
  });
});

describe('the DFP stand-in', () => {
  it('serves a script any page may load, defining GetTelemetryID and submitting to the emulator by default', async () => {
    const script = await api.raw('GET', '/__dfp/telemetry.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('cache-control')).toBe('no-store');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(script.text).toContain('window.GetTelemetryID = function GetTelemetryID(first, second)');
    expect(script.text).toContain(JSON.stringify(`${api.emulator.url}/__dfp/submit`));
    for (const field of ['public_token', 'user_agent', 'language', 'screen', 'timezone']) expect(script.text).toContain(field);
  });

  it("issues a reusable telemetry id for the project's public token, from any origin, valid 10 minutes", async () => {
    const body = { public_token: api.emulator.publicToken, user_agent: 'Agent/1.0', language: 'en-GB', screen: { width: 1280, height: 720 }, timezone: 'Europe/London' };
    const res = await api.raw('POST', '/__dfp/submit', body, FOREIGN);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.json.telemetry_id).toMatch(/^dfp-telemetry-id-test-[0-9a-f-]{36}$/);
    const record = api.emulator.store.state.dfp_telemetry_ids[res.json.telemetry_id];
    expect(record?.user_agent).toBe('Agent/1.0');
    expect(Date.parse(record!.expires_at) - api.emulator.store.clock.now()).toBeGreaterThan(599_000);
    expect(Date.parse(record!.expires_at) - api.emulator.store.clock.now()).toBeLessThanOrEqual(600_000);
  });

  it('refuses another public token (401) and a malformed body (400), as JSON readable from any origin', async () => {
    const wrong = await api.raw('POST', '/__dfp/submit', { public_token: 'public-token-test-other' }, FOREIGN);
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('access-control-allow-origin')).toBe('*');
    expect(wrong.json.error_type).toBe('invalid_public_token');
    const missing = await api.raw('POST', '/__dfp/submit', { user_agent: 'x' }, FOREIGN);
    expect(missing.status).toBe(400);
    expect(missing.json.body).toEqual([{ path: 'public_token', message: 'is required' }]);
    const badScreen = await api.raw('POST', '/__dfp/submit', { public_token: api.emulator.publicToken, screen: 'big' }, FOREIGN);
    expect(badScreen.json.body).toEqual([{ path: 'screen', message: 'must be an object' }]);
    expect(Object.keys(api.emulator.store.state.dfp_telemetry_ids)).toEqual([]);
  });

  it('drops expired ids when it issues one', async () => {
    await api.raw('POST', '/__dfp/submit', { public_token: api.emulator.publicToken });
    api.emulator.store.advanceClock(601_000);
    const fresh = (await api.raw('POST', '/__dfp/submit', { public_token: api.emulator.publicToken })).json.telemetry_id;
    expect(Object.keys(api.emulator.store.state.dfp_telemetry_ids)).toEqual([fresh]);
  });
});
