import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { startEmulator } from '../server.ts';
import { useEmulator } from '../testing.ts';
import { isLoopbackAddress } from './devRoute.ts';

const api = useEmulator();

/** An IPv4 address of this machine that is not loopback, if it has one. */
const external = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

describe('isLoopbackAddress', () => {
  it('knows loopback in its IPv4, IPv6 and mapped forms', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.2', '192.168.1.1', '::ffff:10.0.0.2', 'fe80::1', '', undefined]) expect(isLoopbackAddress(address)).toBe(false);
  });
});

describe('dev route guard', () => {
  it('refuses a request a foreign web page sends through the browser', async () => {
    const foreign = await api.raw('POST', '/__dev/api/reset', undefined, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error_type).toBe('invalid_origin');
    const local = await api.raw('GET', '/__dev/api/project', undefined, { headers: { Origin: 'http://localhost:5173' } });
    expect(local.status).toBe(200);
  });

  it.skipIf(!external)('refuses a caller that is not on this machine', async () => {
    // Reached by its LAN address, which must be allowed as a Host (any other name is refused: DNS rebinding).
    const emulator = await startEmulator({ port: 0, host: '0.0.0.0', allowedHosts: [external!] });
    try {
      const port = new URL(emulator.url).port;
      const res = await fetch(`http://${external}:${port}/__dev/api/project`);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error_type: string }).error_type).toBe('dev_routes_loopback_only');
      // The protocol itself still answers remote callers.
      const bootstrap = await fetch(`http://${external}:${port}/sdk/v1/projects/bootstrap/${emulator.publicToken}`, {
        headers: { Authorization: `Basic ${Buffer.from(`${emulator.publicToken}:${emulator.publicToken}`).toString('base64')}` },
      });
      expect(bootstrap.status).toBe(200);
    } finally {
      await emulator.stop();
    }
  });
});
