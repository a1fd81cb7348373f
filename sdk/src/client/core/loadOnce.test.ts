import { describe, expect, it, vi } from 'vitest';
import { freshImport } from './freshImport.ts';
import { loadOnce } from './loadOnce.ts';

describe('loadOnce', () => {
  it('loads once for any number of calls, at the same time or later', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'module' }));
    const get = loadOnce(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(second).toBe(first);
    expect(await get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call loads again, and keeps the one that works', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue('module');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('calls that wait on a load that fails all see its failure; only a later call loads again', async () => {
    let fail!: (error: Error) => void;
    const load = vi
      .fn<() => Promise<string>>()
      .mockReturnValueOnce(new Promise((_, reject) => (fail = reject)))
      .mockResolvedValue('module');
    const get = loadOnce(load);
    const waiting = [get(), get()];
    fail(new TypeError('offline'));
    for (const call of waiting) await expect(call).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('over a freshImport, the call after a failed import loads a URL the browser has not seen fail (Firefox)', async () => {
    // Firefox's module map: a URL that failed once fails again at once, without a request.
    const failed = new Set<string>();
    let online = false;
    const fetchModule = (url: string): Promise<string> => {
      if (online && !failed.has(url)) return Promise.resolve(url);
      failed.add(url);
      return Promise.reject(new TypeError(`error loading dynamically imported module: ${url}`));
    };
    const chunk = 'http://localhost:5173/assets/phone.js';
    const importUrl = vi.fn(fetchModule);
    const get = loadOnce(freshImport(() => fetchModule(chunk), importUrl));
    await expect(get()).rejects.toThrow('phone.js?retry=1');
    online = true;
    await expect(get()).resolves.toBe(`${chunk}?retry=2`);
    await expect(get()).resolves.toBe(`${chunk}?retry=2`);
    expect(importUrl).toHaveBeenCalledTimes(3);
  });
});
