import { expect, test } from 'vitest';
import { isAuthError } from './AuthError.ts';
import { lazyApi, preloadApi } from './lazyApi.ts';

interface Api {
  ping(value: string): Promise<string>;
  nested: { pong(): Promise<number> };
}

function counted(fail = 0) {
  let loads = 0;
  const api = lazyApi(
    async () => {
      loads += 1;
      if (loads <= fail) throw new TypeError('Failed to fetch dynamically imported module');
      return { createApi: (): Api => ({ ping: async (value: string) => `pong ${value}`, nested: { pong: async () => 7 } }) };
    },
    (module) => module.createApi(),
    { ping: true, nested: { pong: true } },
  );
  return { api, loads: () => loads };
}

test('loads once, on the first call of any method', async () => {
  const { api, loads } = counted();
  expect(loads()).toBe(0);
  expect(await api.ping('a')).toBe('pong a');
  expect(await api.nested.pong()).toBe(7);
  expect(loads()).toBe(1);
});

test('preloadApi loads the implementation ahead of the first call, which then loads nothing more', async () => {
  const { api, loads } = counted();
  preloadApi(api);
  expect(loads()).toBe(1);
  expect(await api.ping('b')).toBe('pong b');
  expect(loads()).toBe(1);
  // The marker is a symbol: the namespace still lists its methods only.
  expect(Object.keys(api)).toEqual(['ping', 'nested']);
});

test('a failed preload is left to the first call, which loads again; a failed call is a network AuthError', async () => {
  const { api, loads } = counted(2);
  preloadApi(api);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const error = await api.ping('c').catch((e: unknown) => e);
  expect(isAuthError(error) && error.code).toBe('network_error');
  expect(await api.ping('d')).toBe('pong d');
  expect(loads()).toBe(3);
});

test('preloadApi leaves an object without a lazy implementation alone', () => {
  expect(() => preloadApi({ ping: () => 1 })).not.toThrow();
});
