import { describe, expect, test } from 'vitest';
import { setupEmulatorClient } from '../../../test/client/setupEmulatorClient.ts';

const env = setupEmulatorClient();

/** A fetch that keeps the telemetry requests a client sends and passes every request on. */
function telemetrySpy() {
  const sent: { headers: Headers; body: unknown }[] = [];
  const spy: typeof fetch = (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(href).pathname.endsWith('/events')) sent.push({ headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) });
    return fetch(input, init);
  };
  return { fetch: spy, sent };
}

describe('telemetry batches', () => {
  test('go out as the reference provider sends them: a bare array of { telemetry, event }, no Authorization', async () => {
    const { fetch, sent } = telemetrySpy();
    const client = env.client({ fetch });
    client.logEvent('email_sent', { email: 'ada@example.com', type: 'login_or_create' });
    await client.flushEvents();

    expect(sent).toHaveLength(1);
    const [{ headers, body }] = sent as [{ headers: Headers; body: unknown[] }];
    expect(headers.get('authorization')).toBeNull();
    expect(headers.get('content-type')).toBe('application/json');
    expect(body.map((entry) => (entry as { event: { event_name: string } }).event.event_name)).toEqual(['sdk_instance_instantiated', 'email_sent']);
    expect(body[1]).toEqual({
      telemetry: expect.objectContaining({ event_id: expect.stringMatching(/^event-id-/), sdk: { identifier: 'auth-widget JavaScript SDK', version: '4.14.0' } }),
      event: { public_token: env.emulator.publicToken, event_name: 'email_sent', details: { email: 'ada@example.com', type: 'login_or_create' } },
    });
    // The provider kept them, under the names a developer reads on the dev routes.
    expect(env.emulator.store.state.events.map((e) => e.name)).toEqual(['sdk_instance_instantiated', 'email_sent']);
  });

  test('keep the moment of each event although the telemetry is built when the batch goes out', async () => {
    const { fetch, sent } = telemetrySpy();
    const client = env.client({ fetch });
    const before = new Date().toISOString();
    client.logEvent('render_login_screen', {});
    const after = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 30));
    await client.flushEvents();
    expect(sent).toHaveLength(1);
    const body = sent[0]!.body as { telemetry: { client_sent_at: string; timezone: string } }[];
    const sentAt = body[1]!.telemetry.client_sent_at;
    expect(sentAt >= before && sentAt <= after).toBe(true);
    expect(body[1]!.telemetry.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  test('hold at most 15 events; the rest follow in the next batch', async () => {
    const { fetch, sent } = telemetrySpy();
    const client = env.client({ fetch });
    for (let i = 0; i < 20; i += 1) client.logEvent('render_login_screen', { i });
    await client.flushEvents();
    expect(sent.map((s) => (s.body as unknown[]).length)).toEqual([15, 6]);
    expect(env.emulator.store.state.events).toHaveLength(21);
  });
});
