import { describe, expect, it } from 'vitest';
import { EMULATOR_RECAPTCHA_SITE_KEY } from '../botProtection/protocol.ts';
import { useEmulator } from '../testing.ts';

const api = useEmulator();

const DEFAULTS = {
  captcha_settings: { enabled: false, siteKey: EMULATOR_RECAPTCHA_SITE_KEY },
  dfp_protected_auth_enabled: false,
  dfp_protected_auth_mode: 'OBSERVATION',
  captcha_verdict: 'pass',
  dfp_default_verdict: 'ALLOW',
  dfp_verdicts: {},
  log: [],
};

const put = (body: unknown) => api.raw('PUT', '/__dev/api/bot-protection', body);
const get = async () => (await api.raw('GET', '/__dev/api/bot-protection')).json;

describe('/__dev/api/bot-protection', () => {
  it('reads everything off at a start: captcha with its default site key, DFP observing, every verdict passing', async () => {
    const res = await api.raw('GET', '/__dev/api/bot-protection');
    expect(res.status).toBe(200);
    expect(res.json).toEqual(DEFAULTS);
  });

  it('switches each setting, leaves the others, answers the new state, and bootstrap shows the switches', async () => {
    const res = await put({ captcha_enabled: true, dfp_enabled: true, dfp_mode: 'DECISIONING' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      ...DEFAULTS,
      captcha_settings: { enabled: true, siteKey: EMULATOR_RECAPTCHA_SITE_KEY },
      dfp_protected_auth_enabled: true,
      dfp_protected_auth_mode: 'DECISIONING',
    });
    expect((await put({ site_key: 'my-key', captcha_verdict: 'fail', dfp_default_verdict: 'CHALLENGE' })).json).toMatchObject({
      captcha_settings: { enabled: true, siteKey: 'my-key' },
      dfp_protected_auth_mode: 'DECISIONING',
      captcha_verdict: 'fail',
      dfp_default_verdict: 'CHALLENGE',
    });
    const bootstrap = await api.call('GET', `/projects/bootstrap/${api.emulator.publicToken}`);
    expect(bootstrap.json.data).toMatchObject({
      captcha_settings: { enabled: true, siteKey: 'my-key' },
      dfp_protected_auth_enabled: true,
      dfp_protected_auth_mode: 'DECISIONING',
    });
    expect((await put({ captcha_enabled: false, dfp_enabled: false })).json).toMatchObject({
      captcha_settings: { enabled: false, siteKey: 'my-key' },
      dfp_protected_auth_enabled: false,
    });
  });

  it('sets and forgets per-id verdicts, an id named like a prototype key included', async () => {
    // Computed keys: a literal `__proto__:` would set the object's prototype instead of sending the key.
    await put({ dfp_verdicts: { 'id-a': 'BLOCK', 'id-b': 'CHALLENGE', ['__proto__']: 'ALLOW' } });
    expect((await get()).dfp_verdicts).toEqual({ 'id-a': 'BLOCK', 'id-b': 'CHALLENGE', ['__proto__']: 'ALLOW' });
    expect(Object.getPrototypeOf(api.emulator.store.state.dfp_verdicts)).toBeNull();
    const res = await put({ dfp_verdicts: { 'id-a': null, 'id-c': 'ALLOW', ['__proto__']: null } });
    expect(res.json.dfp_verdicts).toEqual({ 'id-b': 'CHALLENGE', 'id-c': 'ALLOW' });
  });

  it('refuses unknown fields and wrong values, naming each, and changes nothing', async () => {
    const res = await put({
      captcha_enabled: 'yes',
      site_key: '  ',
      dfp_enabled: 1,
      dfp_mode: 'ENFORCING',
      captcha_verdict: 'maybe',
      dfp_default_verdict: 'allow',
      dfp_verdicts: { '': 'BLOCK', 'id-a': 'DENY' },
      colour: 'blue',
    });
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_bot_protection');
    for (const part of [
      'unknown field colour (known: captcha_enabled, site_key, dfp_enabled, dfp_mode, captcha_verdict, dfp_default_verdict, dfp_verdicts)',
      'captcha_enabled must be a boolean',
      'dfp_enabled must be a boolean',
      'site_key must be a non-blank string of at most 200 characters',
      'dfp_mode must be one of DECISIONING, OBSERVATION',
      'captcha_verdict must be one of pass, fail',
      'dfp_default_verdict must be one of ALLOW, CHALLENGE, BLOCK',
      'dfp_verdicts has the id "", which is not 1 to 200 characters',
      'dfp_verdicts.id-a must be one of ALLOW, CHALLENGE, BLOCK or null',
    ]) {
      expect(res.json.error_message).toContain(part);
    }
    for (const body of [{ dfp_verdicts: ['BLOCK'] }, { dfp_verdicts: null }, { site_key: 'k'.repeat(201) }]) {
      expect((await put(body)).json.error_type, JSON.stringify(body).slice(0, 40)).toBe('invalid_bot_protection');
    }
    const notObject = await put([1]);
    expect(notObject.json.body).toEqual([{ path: '(body)', message: 'must be a JSON object' }]);
    expect(await get()).toEqual(DEFAULTS);
  });

  it('caps the ids with a verdict of their own', async () => {
    const many = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`id-${i}`, 'BLOCK']));
    const res = await put({ dfp_verdicts: many });
    expect(res.json.error_message).toContain('dfp_verdicts would hold 1001 ids; at most 1000');
    expect((await put({ dfp_verdicts: { ...many, 'id-0': null } })).status).toBe(200);
  });

  it('clears the log, and a reset sets everything back', async () => {
    await put({ captcha_enabled: true, site_key: 'my-key', dfp_enabled: true, dfp_mode: 'DECISIONING', captcha_verdict: 'fail', dfp_verdicts: { x: 'BLOCK' } });
    await api.call('POST', '/users/search', { email: 'ada@example.com' });
    await api.call('POST', '/users/search', { email: 'ada@example.com' });
    expect((await get()).log).toHaveLength(2);
    expect((await api.raw('DELETE', '/__dev/api/bot-protection/log')).json).toEqual({ cleared: 2 });
    expect((await get()).log).toEqual([]);
    await api.call('POST', '/users/search', { email: 'ada@example.com' });
    await api.raw('POST', '/__recaptcha/api/execute', { site_key: 'my-key', action: 'LOGIN' });
    await api.raw('POST', '/__dfp/submit', { public_token: api.emulator.publicToken });
    const reset = await api.raw('POST', '/__dev/api/reset');
    expect(reset.status).toBe(200);
    expect(await get()).toEqual(DEFAULTS);
    const { state } = api.emulator.store;
    expect([Object.keys(state.captcha_tokens), Object.keys(state.dfp_telemetry_ids)]).toEqual([[], []]);
  });

  it('is shown on the inbox page, settings and latest verdicts escaped', async () => {
    const empty = await api.raw('GET', '/__dev/inbox');
    expect(empty.text).toContain('<h2 id="bot-protection">Bot protection</h2>');
    expect(empty.text).toContain('<li>Captcha: off</li>');
    expect(empty.text).toContain('No protected call yet.');
    await put({ captcha_enabled: true, site_key: 'key-<i>', dfp_enabled: true, dfp_mode: 'DECISIONING', dfp_verdicts: { a: 'BLOCK' } });
    await api.call('POST', '/users/search', { email: 'ada@example.com', dfp_telemetry_id: '<img src=x onerror=alert(1)>' });
    const page = await api.raw('GET', '/__dev/inbox');
    expect(page.text).toContain('Captcha: on, site key <code>key-&lt;i&gt;</code>, every valid token passes');
    expect(page.text).toContain('DFP Protected Auth: on, DECISIONING, default verdict ALLOW, 1 telemetry id with a verdict of its own');
    expect(page.text).toContain('<td>POST /sdk/v1/users/search</td><td>DECISIONING</td><td>missing</td><td>&lt;img src=x onerror=alert(1)&gt;</td><td>CHALLENGE</td><td>challenged</td>');
    expect(page.text).not.toContain('<img src=x');
    expect(page.text).not.toContain('key-<i>');
  });
});
