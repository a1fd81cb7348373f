import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../server.ts';
import { useEmulator } from '../testing.ts';
import { MAX_EVENT_CHARS, MAX_KEPT_EVENTS } from './events.ts';

const api = useEmulator();

/** A batch as the reference provider's SDK sends it: a bare array, no Authorization header. */
function referenceBatch(publicToken: string, names: string[]) {
  return names.map((name, i) => ({
    telemetry: {
      event_id: `event-${i}`,
      app_session_id: 'app-session-1',
      persistent_id: 'persistent-1',
      client_sent_at: '2024-05-01T10:00:00.000Z',
      timezone: 'Europe/Paris',
      app: { identifier: 'localhost' },
      sdk: { identifier: 'Stytch.js Javascript SDK', version: '4.18.2' },
    },
    event: { public_token: publicToken, event_name: name, details: { step: i }, error_code: null, error_description: null, http_status_code: null },
  }));
}

/** `n` levels of `{"a": …}` as text, built without recursion. */
function nested(n: number): string {
  return `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
}

async function devEvents() {
  return (await api.raw('GET', '/__dev/api/events')).json.events as Record<string, unknown>[];
}

describe('POST /sdk/v1/events', () => {
  it("keeps our client's batch (Basic auth, { events })", async () => {
    const res = await api.call('POST', '/events', { events: [{ name: 'sdk_instance_instantiated', details: {}, timestamp: '2024-05-01T10:00:00.000Z' }] });
    expect(res.status).toBe(200);
    expect(res.json.data.accepted).toBe(1);
    expect(await devEvents()).toEqual([expect.objectContaining({ name: 'sdk_instance_instantiated', received_at: expect.any(String) })]);
    expect((await api.raw('POST', '/sdk/v1/events', { events: [{ name: 'x' }] })).status).toBe(401);
  });

  it("keeps the reference provider's batch, in the same list and shape", async () => {
    const res = await api.raw('POST', '/sdk/v1/events', referenceBatch(api.emulator.publicToken, ['sdk_instance_instantiated', 'render_login_screen']), {
      headers: { Origin: 'http://localhost:5173' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const events = await devEvents();
    expect(events.map((e) => e.name)).toEqual(['sdk_instance_instantiated', 'render_login_screen']);
    expect(events[1]).toMatchObject({
      details: { step: 1 },
      timestamp: '2024-05-01T10:00:00.000Z',
      telemetry: { event_id: 'event-1', sdk: { version: '4.18.2' } },
      received_at: expect.any(String),
    });
    expect(events[1]).not.toHaveProperty('public_token');
  });

  it('refuses a reference batch naming another public token, or malformed', async () => {
    const foreign = await api.raw('POST', '/sdk/v1/events', referenceBatch('public-token-test-other', ['a']));
    expect(foreign.status).toBe(401);
    expect(foreign.json.error_type).toBe('invalid_public_token');
    const mixed = [...referenceBatch(api.emulator.publicToken, ['a']), ...referenceBatch('public-token-test-other', ['b'])];
    expect((await api.raw('POST', '/sdk/v1/events', mixed)).status).toBe(401);
    for (const bad of [[1], [{ event: { event_name: 'a' } }], [{ event: null }], [{ telemetry: 5, event: referenceBatch(api.emulator.publicToken, ['a'])[0]!.event }]]) {
      expect((await api.raw('POST', '/sdk/v1/events', bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(await devEvents()).toEqual([]);
  });

  it('keeps the newest events only, each of bounded size', async () => {
    const big = 'x'.repeat(MAX_EVENT_CHARS);
    const tooBig = await api.call('POST', '/events', { events: [{ name: 'big', details: { big } }] });
    expect(tooBig.status).toBe(400);
    expect(tooBig.json.body[0].path).toBe('events[0]');
    const batch = Array.from({ length: 100 }, (_, i) => ({ name: `e${i}`, details: { pad: 'y'.repeat(2000) } }));
    for (let i = 0; i < 12; i += 1) expect((await api.call('POST', '/events', { events: batch })).status).toBe(200);
    const events = await devEvents();
    expect(events).toHaveLength(MAX_KEPT_EVENTS);
    expect(events.at(-1)?.name).toBe('e99');
  });

  it('refuses an event nested 20,000 deep, so the dev events and the save keep working', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'emulator-events-'));
    const emulator = await startEmulator({ port: 0, dataFile: join(dir, 'state.json') });
    try {
      const auth = `Basic ${Buffer.from(`${emulator.publicToken}:${emulator.publicToken}`).toString('base64')}`;
      const headers = { Authorization: auth, 'Content-Type': 'application/json' };
      const own = await fetch(`${emulator.url}/sdk/v1/events`, { method: 'POST', headers, body: `{"events":[{"name":"deep","details":${nested(20_000)}}]}` });
      expect(own.status).toBe(400);
      const reference = await fetch(`${emulator.url}/sdk/v1/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: `[{"event":{"public_token":"${emulator.publicToken}","event_name":"deep","details":${nested(20_000)}}}]`,
      });
      expect(reference.status).toBe(400);
      expect((await fetch(`${emulator.url}/__dev/api/events`)).status).toBe(200);
    } finally {
      await emulator.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
