import { afterAll, beforeEach } from 'vitest';
import { startEmulator, type Emulator } from './server.ts';
import type { ProjectConfig } from './project.ts';
import type { Clock } from './store.ts';

/** A tiny HTTP client for emulator tests: Basic auth as the spec says, JSON in and out. */
export interface TestClient {
  emulator: Emulator;
  /** Calls `/sdk/v1{path}` with the public token, or with a session token when one is given. */
  call(method: string, path: string, body?: unknown, sessionToken?: string): Promise<{ status: number; json: any; text: string }>;
  /** Calls a raw path (dev routes, OAuth start) without auth. */
  raw(method: string, path: string, body?: unknown, init?: RequestInit): Promise<{ status: number; json: any; text: string; headers: Headers }>;
}

/**
 * Starts one emulator for a test file on a free port, resets it before each test (with the given project
 * changes) and stops it after the file. A `clock` lets a test move the emulator's time.
 */
export function useEmulator(project: Partial<ProjectConfig> = {}, options: { clock?: Clock } = {}): TestClient {
  let emulator: Emulator | null = null;
  const ready = startEmulator({ port: 0, project, clock: options.clock }).then((e) => (emulator = e));
  beforeEach(async () => {
    await ready;
    emulator!.reset(project);
  });
  afterAll(async () => {
    await (await ready).stop();
  });

  async function request(path: string, init: RequestInit) {
    const e = await ready;
    const res = await fetch(`${e.url}${path}`, init);
    const text = await res.text();
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: res.status, json, text, headers: res.headers };
  }

  return {
    get emulator() {
      if (!emulator) throw new Error('The emulator is not started yet: use it inside a test.');
      return emulator;
    },
    async call(method, path, body, sessionToken) {
      const e = await ready;
      const auth = Buffer.from(`${e.publicToken}:${sessionToken ?? e.publicToken}`).toString('base64');
      return request(`/sdk/v1${path}`, {
        method,
        headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
    raw(method, path, body, init = {}) {
      return request(path, {
        method,
        redirect: 'manual',
        ...init,
        headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) },
        body: body === undefined ? init.body : JSON.stringify(body),
      });
    },
  };
}

export { seedSession } from './seed.ts';
