import { describe, expect, it } from 'vitest';
import { startEmulator } from './server.ts';
import { hostNameOf, isAllowedHost, normaliseAllowedHost } from './hosts.ts';
import { rawRequest } from './testing/rawRequest.ts';
import { useEmulator } from './testing.ts';

const api = useEmulator();

describe('hostNameOf and isAllowedHost', () => {
  it('reads the name of a Host header, with or without a port', () => {
    expect(hostNameOf('localhost:4455')).toBe('localhost');
    expect(hostNameOf('LOCALHOST')).toBe('localhost');
    expect(hostNameOf('[::1]:4455')).toBe('[::1]');
    for (const bad of [undefined, '', 'a b', 'user@localhost', 'localhost/x', 'localhost:99999999', '[::1']) expect(hostNameOf(bad)).toBeNull();
  });

  it('allows loopback names at any port and the added names only', () => {
    const added = new Set(['emulator.internal']);
    for (const host of ['localhost', '127.0.0.1:1', '[::1]:4455', 'emulator.internal:8080']) expect(isAllowedHost(host, added)).toBe(true);
    for (const host of ['rebind.attacker.example:4455', 'localhost.attacker.example', '127.0.0.2', undefined]) expect(isAllowedHost(host, added)).toBe(false);
  });

  it('normalises a name given on the command line, refusing URLs', () => {
    expect(normaliseAllowedHost('Emulator.Internal')).toBe('emulator.internal');
    expect(normaliseAllowedHost('::1')).toBe('[::1]');
    for (const bad of ['http://x', 'x:80', 'x/y', '']) expect(normaliseAllowedHost(bad)).toBeNull();
  });
});

describe('DNS rebinding', () => {
  it('refuses a request under a foreign Host on every route, the inbox included', async () => {
    await api.call('POST', '/otps/email/login_or_create', { email: 'ada@example.com' });
    const code = api.emulator.store.state.messages[0]?.code;
    expect(code).toMatch(/^\d{6}$/);
    const port = new URL(api.emulator.url).port;
    for (const path of ['/__dev/api/messages', '/__dev/inbox', `/sdk/v1/projects/bootstrap/${api.emulator.publicToken}`, '/clientside-services/index.html']) {
      const res = await rawRequest({ origin: api.emulator.url, method: 'GET', path, headers: { Host: `rebind.attacker.example:${port}` } });
      expect(res.status, path).toBe(421);
      const body = JSON.parse(res.text) as { error_type: string; error_message: string };
      expect(body.error_type).toBe('host_not_allowed');
      expect(body.error_message).toContain('--allowed-host');
      expect(res.text).not.toContain(code);
    }
    const local = await rawRequest({ origin: api.emulator.url, method: 'GET', path: '/__dev/api/messages', headers: { Host: `localhost:${port}` } });
    expect(local.status).toBe(200);
  });

  it('serves a host added with allowedHosts', async () => {
    const emulator = await startEmulator({ port: 0, allowedHosts: ['emulator.internal'] });
    try {
      const res = await rawRequest({ origin: emulator.url, method: 'GET', path: '/__dev/api/project', headers: { Host: 'emulator.internal:80' } });
      expect(res.status).toBe(200);
    } finally {
      await emulator.stop();
    }
  });

  it('gives no page on another site a readable dev route, not even an origin the project allows', async () => {
    api.emulator.store.project.allowed_origins = ['https://shop.example'];
    for (const origin of ['https://evil.example', 'https://shop.example']) {
      const read = await api.raw('GET', '/__dev/api/messages', undefined, { headers: { Origin: origin } });
      expect(read.status, origin).toBe(403);
      expect(read.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await api.raw('OPTIONS', '/__dev/api/messages', undefined, { headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' } });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    }
    // A page on this machine still may: the test host pages take a dev captcha token, and the sdk's DOM tests read
    // the inbox from a localhost page.
    const local = await api.raw('OPTIONS', '/__dev/api/messages', undefined, { headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET' } });
    expect(local.status).toBe(204);
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    // The protocol still answers the allowed origin.
    const sdk = await api.raw('OPTIONS', '/sdk/v1/users/search', undefined, { headers: { Origin: 'https://shop.example' } });
    expect(sdk.headers.get('access-control-allow-origin')).toBe('https://shop.example');
  });
});
