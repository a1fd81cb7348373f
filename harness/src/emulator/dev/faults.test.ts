import { describe, expect, it } from 'vitest';
import { CAPTCHA_REQUIRED_TEXT } from '@auth-widget/sdk/protocol';
import { useEmulator } from '../testing.ts';

const api = useEmulator();

const bootstrapPath = () => `/sdk/v1/projects/bootstrap/${api.emulator.publicToken}`;
const bootstrap = () => api.call('GET', `/projects/bootstrap/${api.emulator.publicToken}`);

describe('/__dev/api/faults', () => {
  it('arms a status fault for the next call only, then lets calls through', async () => {
    const armed = await api.raw('POST', '/__dev/api/faults', { path: bootstrapPath(), status: 503 });
    expect(armed.status).toBe(201);
    expect(armed.json.fault).toMatchObject({ path: bootstrapPath(), method: null, count: 1, remaining: 1, status: 503 });
    const faulted = await bootstrap();
    expect(faulted.status).toBe(503);
    expect(faulted.json.error_type).toBe('internal_server_error');
    expect((await bootstrap()).status).toBe(200);
  });

  it('answers with a given body, a count, a method and a prefix', async () => {
    await api.raw('POST', '/__dev/api/faults', { path: '/sdk/v1/projects/*', method: 'get', count: 2, status: 429, body: { custom: true } });
    expect((await bootstrap()).json).toEqual({ custom: true });
    expect((await bootstrap()).status).toBe(429);
    expect((await bootstrap()).status).toBe(200);
    await api.raw('POST', '/__dev/api/faults', { path: '*', method: 'POST', status: 500 });
    expect((await bootstrap()).status).toBe(200);
    expect((await api.call('POST', '/users/search', { email: 'a@example.com' })).status).toBe(500);
  });

  it('drops the connection, sends invalid JSON, or asks for a captcha', async () => {
    await api.raw('POST', '/__dev/api/faults', { path: bootstrapPath(), drop: true });
    await expect(bootstrap()).rejects.toThrow();
    await api.raw('POST', '/__dev/api/faults', { path: bootstrapPath(), invalid_json: true });
    const broken = await bootstrap();
    expect(broken.status).toBe(200);
    expect(broken.json).toBeNull();
    await api.raw('POST', '/__dev/api/faults', { path: bootstrapPath(), captcha_required: true });
    // A fault answers before authentication: a bare request shows the answer's headers.
    const captcha = await api.raw('GET', bootstrapPath());
    expect(captcha.status).toBe(400);
    // The text a DFP challenge answers, which clients retry on; a JSON error would be shown as an API error.
    expect(captcha.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(captcha.text).toBe(CAPTCHA_REQUIRED_TEXT);
    expect(captcha.json).toBeNull();
  });

  it('lets a delay-only fault through', async () => {
    await api.raw('POST', '/__dev/api/faults', { path: bootstrapPath(), delay_ms: 1 });
    expect((await bootstrap()).status).toBe(200);
    expect((await api.raw('GET', '/__dev/api/faults')).json.faults).toEqual([]);
  });

  it('lists and clears faults', async () => {
    await api.raw('POST', '/__dev/api/faults', { path: bootstrapPath(), status: 500, count: 3 });
    await api.raw('POST', '/__dev/api/faults', { path: '/sdk/v1/users/me', status: 401 });
    expect((await api.raw('GET', '/__dev/api/faults')).json.faults).toHaveLength(2);
    expect((await api.raw('DELETE', '/__dev/api/faults')).json).toEqual({ cleared: 2 });
    expect((await api.raw('GET', '/__dev/api/faults')).json.faults).toEqual([]);
    expect((await bootstrap()).status).toBe(200);
  });

  it('refuses a malformed fault, saying why', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ status: 500 }, 'path'],
      [{ path: 'sdk/v1/x', status: 500 }, 'path must start with /'],
      [{ path: '/__dev/api/project', status: 500 }, 'Dev routes cannot be faulted'],
      [{ path: '/x', method: 'BREW', status: 500 }, 'method must be one of'],
      [{ path: '/x', count: 0, status: 500 }, 'count must be'],
      [{ path: '/x', status: 42 }, 'status must be'],
      [{ path: '/x', delay_ms: -5 }, 'delay_ms must be'],
      [{ path: '/x', body: { a: 1 } }, 'give status too'],
      [{ path: '/x' }, 'A fault needs an effect: status, delay_ms, drop, invalid_json, captcha_required or mutate'],
      [{ path: '/x', status: 500, colour: 'red' }, '"colour" is not a fault field'],
      [{ path: '/x', mutate: 'hang', drip_msec: 5 }, '"drip_msec" is not a fault field'],
      [{ path: '/x', mutate: 5 }, 'must be a string'],
      [{ path: '/x', mutate: 'explode' }, 'mutate must be one of hang, drip, truncate, wrong_types, missing_fields, oversized, storm'],
      [{ path: '/x', mutate: 'storm', status: 500 }, 'leave out status'],
      [{ path: '/x', mutate: 'hang', drop: true }, 'leave out drop'],
      [{ path: '/x', mutate: 'truncate', invalid_json: true }, 'leave out invalid_json'],
      [{ path: '/x', mutate: 'drip', captcha_required: true }, 'leave out captcha_required'],
      [{ path: '/x', status: 500, drip_ms: 5 }, 'drip_ms is an option of mutate "drip"'],
      [{ path: '/x', mutate: 'hang', fields: ['session'] }, 'fields is an option of mutate "wrong_types" or "missing_fields"'],
      [{ path: '/x', mutate: 'truncate', size_mb: 1 }, 'size_mb is an option of mutate "oversized"'],
      [{ path: '/x', mutate: 'oversized', truncate_at: 1 }, 'truncate_at is an option of mutate "truncate"'],
      [{ path: '/x', mutate: 'wrong_types', fields: 'session' }, 'must be an array of strings'],
      [{ path: '/x', mutate: 'wrong_types', fields: [] }, 'fields must be 1 to 50 field paths'],
      [{ path: '/x', mutate: 'wrong_types', fields: ['user.__proto__.polluted'] }, '"user.__proto__.polluted" is not one'],
      [{ path: '/x', mutate: 'missing_fields', fields: ['user..emails'] }, '"user..emails" is not one'],
      [{ path: '/x', mutate: 'missing_fields', fields: ['constructor'] }, '"constructor" is not one'],
      [{ path: '/x', mutate: 'drip', drip_ms: 0 }, 'drip_ms must be a whole number from 1 to 60000'],
      [{ path: '/x', mutate: 'drip', drip_bytes: 1.5 }, 'drip_bytes must be a whole number from 1 to 65536'],
      [{ path: '/x', mutate: 'truncate', truncate_at: -1 }, 'truncate_at must be a whole number'],
      [{ path: '/x', mutate: 'oversized', size_mb: 0 }, 'size_mb must be a number of MiB above 0 and at most 1024'],
      [{ path: '/x', mutate: 'oversized', size_mb: 4096 }, 'size_mb must be'],
    ];
    for (const [body, message] of cases) {
      const res = await api.raw('POST', '/__dev/api/faults', body);
      expect(res.status, message).toBe(400);
      // An invalid_fault says it in error_message; a wrong JSON type is a schema error naming the field.
      expect(res.json?.error_message ?? res.text, message).toContain(message);
    }
    expect(api.emulator.store.state.faults).toEqual([]);
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('arms and lists mutations with their options, each one alone or with a delay', async () => {
    const armed = await api.raw('POST', '/__dev/api/faults', {
      path: '/sdk/v1/sessions/*',
      method: 'post',
      count: 3,
      delay_ms: 5,
      mutate: 'wrong_types',
      fields: ['session_jwt', 'user.emails'],
    });
    expect(armed.status).toBe(201);
    await api.raw('POST', '/__dev/api/faults', { path: '*', mutate: 'drip', drip_ms: 10, drip_bytes: 4 });
    await api.raw('POST', '/__dev/api/faults', { path: bootstrapPath(), mutate: 'oversized', size_mb: 0.5, drop: false });
    const listed = (await api.raw('GET', '/__dev/api/faults')).json.faults;
    expect(listed).toEqual([
      {
        id: expect.stringMatching(/^fault-/),
        path: '/sdk/v1/sessions/*',
        method: 'POST',
        count: 3,
        remaining: 3,
        delay_ms: 5,
        mutate: 'wrong_types',
        fields: ['session_jwt', 'user.emails'],
      },
      expect.objectContaining({ path: '*', mutate: 'drip', drip_ms: 10, drip_bytes: 4 }),
      expect.objectContaining({ path: bootstrapPath(), mutate: 'oversized', size_mb: 0.5 }),
    ]);
    expect(listed[2]).not.toHaveProperty('drop');
  });
});
