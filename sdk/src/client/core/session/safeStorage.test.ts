import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockLocalStorage, fillLocalStorage } from '../../../../test/client/blockStorage.ts';
import { createSafeStorage } from './safeStorage.ts';
import { createStorageWarnings } from './storageWarnings.ts';
import type { StorageWarning } from './storageWarningTypes.ts';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function storage() {
  const warnings = createStorageWarnings();
  const seen: StorageWarning[] = [];
  warnings.listen((w) => seen.push(w));
  return { storage: createSafeStorage(warnings), seen };
}

describe('createSafeStorage', () => {
  it('goes through localStorage when it works, silently', async () => {
    const { storage: s, seen } = storage();
    s.set('k', 'v');
    expect(localStorage.getItem('k')).toBe('v');
    expect(s.get('k')).toBe('v');
    s.remove('k');
    expect(localStorage.getItem('k')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps values in memory where localStorage throws on access, with one warning', async () => {
    blockLocalStorage();
    const { storage: s, seen } = storage();
    expect(s.get('k')).toBeNull();
    s.set('k', 'v');
    s.set('other', 'w');
    expect(s.get('k')).toBe('v');
    s.remove('k');
    expect(s.get('k')).toBeNull();
    expect(s.get('other')).toBe('w');
    await vi.waitFor(() => expect(seen.map((w) => w.kind)).toEqual(['storage_blocked']));
    expect(seen[0]?.message).toContain('SecurityError');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps what a full localStorage cannot take in memory, in place of the older value there, with one warning', async () => {
    localStorage.setItem('k', 'old');
    fillLocalStorage();
    const { storage: s, seen } = storage();
    s.set('k', 'new');
    s.set('k', 'newer');
    expect(s.get('k')).toBe('newer');
    expect(localStorage.getItem('k')).toBe('old');
    await vi.waitFor(() => expect(seen.map((w) => w.kind)).toEqual(['storage_full']));
    expect(seen[0]?.message).toContain('QuotaExceededError');
    expect(warn).toHaveBeenCalledTimes(1);
    // What another tab wrote since is newer than the memory's copy.
    s.forget('k');
    expect(s.get('k')).toBe('old');
    // Removing still reaches localStorage: no older value comes back.
    s.set('k', 'newest');
    s.remove('k');
    expect(s.get('k')).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('goes back to localStorage once it takes values again', async () => {
    const { storage: s } = storage();
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    s.set('k', 'in memory');
    setItem.mockRestore();
    s.set('k', 'stored');
    expect(localStorage.getItem('k')).toBe('stored');
    localStorage.setItem('k', 'from another tab');
    expect(s.get('k')).toBe('from another tab');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  });
});
