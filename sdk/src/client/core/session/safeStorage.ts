import type { StorageWarnings } from './storageWarnings.ts';

/**
 * localStorage that never throws. Where the browser refuses it (a sandboxed frame throws a `SecurityError` on
 * access) or cannot take a value (a full quota throws on `setItem`), the value is kept in memory instead and a
 * warning is raised once per kind: the page goes on, only other tabs no longer see what it keeps. Without
 * localStorage at all (a server) values live in memory silently.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** Another tab wrote the key: its value, newer than what this page kept in memory, is the one to read. */
  forget(key: string): void;
}

/** Makes a SafeStorage whose warnings go to `warnings`. */
export function createSafeStorage(warnings: StorageWarnings): SafeStorage {
  /** What localStorage could not take; it shadows localStorage's own (older) value of the key. */
  const memory = new Map<string, string>();
  /** localStorage, or null where there is none; throws where the browser refuses it. */
  const local = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);
  const blocked = (error: unknown) => warnings.report('storage_blocked', { error });
  const forget = (key: string) => void memory.delete(key);
  return {
    get(key) {
      if (memory.has(key)) return memory.get(key)!;
      try {
        return local()?.getItem(key) ?? null;
      } catch (error) {
        blocked(error);
        return null;
      }
    },
    set(key, value) {
      let storage: Storage | null = null;
      try {
        storage = local();
        if (storage) {
          storage.setItem(key, value);
          forget(key);
          return;
        }
      } catch (error) {
        // localStorage answered, so what threw is the write: a full quota (QuotaExceededError) as a rule.
        if (storage && (error as { name?: unknown } | null)?.name !== 'SecurityError') warnings.report('storage_full', { error });
        else blocked(error);
      }
      memory.set(key, value);
    },
    remove(key) {
      forget(key);
      try {
        local()?.removeItem(key);
      } catch (error) {
        blocked(error);
      }
    },
    forget,
  };
}
