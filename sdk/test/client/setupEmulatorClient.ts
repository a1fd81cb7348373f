import { afterAll, afterEach, beforeEach } from 'vitest';
import { startEmulator, type Emulator, type ProjectConfig } from '@auth-widget/harness';
import { createAuthClient, type AuthClient } from '../../src/client/createAuthClient.ts';
import type { AuthClientOptions } from '../../src/client/core/types.ts';

/**
 * Starts one in-process emulator on a free port for a test file, resets it (with the given project changes),
 * cookies and localStorage before each test, and disposes every client made with `client()` after each test.
 */
export function setupEmulatorClient(project: Partial<ProjectConfig> = {}) {
  let emulator: Emulator | null = null;
  const ready = startEmulator({ port: 0, project }).then((e) => (emulator = e));
  const clients: AuthClient[] = [];

  beforeEach(async () => {
    await ready;
    emulator!.reset(project);
    localStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    }
  });
  afterEach(async () => {
    // Pending telemetry goes out while the emulator still listens, so no request outlives the file's emulator.
    const done = clients.splice(0);
    await Promise.all(done.map((client) => client.flushEvents()));
    for (const client of done) client.dispose();
  });
  afterAll(async () => {
    await (await ready).stop();
  });

  return {
    get emulator(): Emulator {
      if (!emulator) throw new Error('The emulator is not started yet: use it inside a test.');
      return emulator;
    },
    /** A client on the emulator; background refresh off unless asked, so tests control time. */
    client(options: AuthClientOptions = {}): AuthClient {
      const e = this.emulator;
      const client = createAuthClient(e.publicToken, {
        autoRefresh: false,
        ...options,
        endpoints: { testApiUrl: e.url, ...options.endpoints },
      });
      clients.push(client);
      return client;
    },
  };
}
