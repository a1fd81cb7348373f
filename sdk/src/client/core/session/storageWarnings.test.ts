import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorageWarnings } from './storageWarnings.ts';
import type { StorageWarning } from './storageWarningTypes.ts';

afterEach(() => vi.restoreAllMocks());

describe('createStorageWarnings', () => {
  it('logs and tells each kind once, with its text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const warnings = createStorageWarnings();
    const seen: StorageWarning[] = [];
    warnings.listen((w) => seen.push(w));
    warnings.report('storage_full', { error: new DOMException('x', 'QuotaExceededError') });
    warnings.report('storage_full', { error: new DOMException('x', 'QuotaExceededError') });
    warnings.report('cookie_refused', { cookie: 'a_cookie', domain: 'example.com' });
    warnings.report('cookie_refused', { cookie: 'b_cookie', domain: 'example.com' });
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual([
      { kind: 'storage_full', message: expect.stringContaining('localStorage is full (QuotaExceededError)') },
      { kind: 'cookie_refused', cookie: 'a_cookie', message: expect.stringContaining('did not keep the cookie a_cookie') },
    ]);
    expect(warn.mock.calls).toEqual(seen.map((w) => [w.message]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toHaveLength(2);
  });

  it('tells a listener added later what was raised before it, and nothing after it unsubscribes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const warnings = createStorageWarnings();
    const early: string[] = [];
    warnings.listen((w) => early.push(w.kind));
    warnings.report('cookies_blocked', { cookie: 'a_cookie', error: new DOMException('x', 'SecurityError') });
    await vi.waitFor(() => expect(early).toEqual(['cookies_blocked']));
    const seen: string[] = [];
    const stop = warnings.listen((w) => seen.push(w.kind));
    expect(seen).toEqual(['cookies_blocked']);
    stop();
    warnings.report('storage_blocked', { error: new DOMException('x', 'SecurityError') });
    await vi.waitFor(() => expect(early).toHaveLength(2));
    expect(seen).toEqual(['cookies_blocked']);
  });

  it('a listener that throws neither stops the others nor the report', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = createStorageWarnings();
    const seen: string[] = [];
    warnings.listen(() => {
      throw new Error('host bug');
    });
    warnings.listen((w) => seen.push(w.kind));
    expect(() => warnings.report('storage_full', { error: new DOMException('x', 'QuotaExceededError') })).not.toThrow();
    await vi.waitFor(() => expect(seen).toEqual(['storage_full']));
    expect(error).toHaveBeenCalledTimes(1);
  });
});
