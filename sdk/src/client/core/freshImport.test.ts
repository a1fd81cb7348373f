import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, freshImport, reachable } from './freshImport.ts';

describe('failedModuleUrl', () => {
  it('reads the URL out of Chromium\'s and Firefox\'s failures, and nothing out of others', () => {
    expect(failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: http://localhost:5173/assets/otp-1a2b.js'))).toBe(
      'http://localhost:5173/assets/otp-1a2b.js',
    );
    expect(failedModuleUrl(new TypeError('error loading dynamically imported module: https://cdn.example/w/otp.js?v=2'))).toBe(
      'https://cdn.example/w/otp.js?v=2',
    );
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleUrl(new TypeError('error loading dynamically imported module: javascript:alert(1)'))).toBeNull();
    expect(failedModuleUrl(undefined)).toBeNull();
  });
});

describe('freshImport', () => {
  it('calls the import while it works, and again after a failure that names no URL', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValue('module');
    const get = freshImport(load);
    await expect(get()).rejects.toThrow('Importing a module script failed.');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('after a failure that names its URL, imports that URL at once with a retry query the browser has not seen fail', async () => {
    const failure = (url: string) => new TypeError(`error loading dynamically imported module: ${url}`);
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(failure('http://localhost:5173/assets/otp.js'));
    const importUrl = vi
      .fn<(url: string) => Promise<unknown>>()
      .mockRejectedValueOnce(failure('http://localhost:5173/assets/otp.js?retry=1'))
      .mockRejectedValueOnce(failure('http://localhost:5173/assets/otp.js?retry=1'))
      .mockResolvedValue('module');
    const get = freshImport(load, importUrl);
    // Offline: the module and its first retry fail.
    await expect(get()).rejects.toThrow('otp.js?retry=1');
    // Back online in Firefox: the retry URL that failed is refused from its module map, a newer one loads.
    await expect(get()).resolves.toBe('module');
    // The module that ran is the one later calls get again.
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
    expect(importUrl.mock.calls.map(([url]) => url)).toEqual([
      'http://localhost:5173/assets/otp.js?retry=1',
      'http://localhost:5173/assets/otp.js?retry=1',
      'http://localhost:5173/assets/otp.js?retry=2',
      'http://localhost:5173/assets/otp.js?retry=2',
    ]);
  });

  it('a failure the browser only remembers (a preload that failed offline) costs the next call nothing', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('error loading dynamically imported module: http://localhost:5173/assets/submit.js'));
    const importUrl = vi.fn<(url: string) => Promise<unknown>>().mockResolvedValue('module');
    await expect(freshImport(load, importUrl)()).resolves.toBe('module');
    expect(importUrl).toHaveBeenCalledWith('http://localhost:5173/assets/submit.js?retry=1');
  });
});

describe('freshImport while the browser says it is offline', () => {
  const MODULE = 'http://localhost:5173/assets/chunks/kernel-1a2b.js';
  afterEach(() => vi.unstubAllGlobals());

  it('imports nothing while the module server cannot be reached, so no failure is remembered, then imports once it can', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const probe = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('NetworkError when attempting to fetch resource.'));
    vi.stubGlobal('fetch', probe);
    const load = vi.fn<() => Promise<string>>().mockResolvedValue('module');
    const get = freshImport(load, undefined, MODULE);
    await expect(get()).rejects.toThrow('The browser is offline');
    expect(load).not.toHaveBeenCalled();
    expect(probe).toHaveBeenCalledWith(MODULE, { method: 'HEAD', cache: 'no-store' });
    vi.stubGlobal('navigator', { onLine: true });
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
    expect(probe).toHaveBeenCalledTimes(1);
  });

  it('imports when the browser says offline but its own server answers (a site on the same machine)', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response(null)));
    const load = vi.fn<() => Promise<string>>().mockResolvedValue('module');
    await expect(freshImport(load, undefined, MODULE)()).resolves.toBe('module');
  });

  it('does not probe a module that is not served over http(s)', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(await reachable('file:///srv/app/kernel.js')).toBe(true);
  });
});
