import { onTestFinished, vi } from 'vitest';

/**
 * What a sandboxed frame or a locked-down browser does to the page's storage, for the test that calls it: each
 * helper undoes itself when the test finishes.
 */

/** `document.cookie` throws a `SecurityError` on every read and write, as in a sandboxed frame. */
export function blockCookies(): void {
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
    },
    set() {
      throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
    },
  });
  // The own property hides Document.prototype's accessor; deleting it brings the real cookies back.
  onTestFinished(() => void delete (document as unknown as Record<string, unknown>).cookie);
}

/** Reading `localStorage` throws a `SecurityError`, as in a sandboxed frame. */
export function blockLocalStorage(): void {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!;
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    },
  });
  onTestFinished(() => void Object.defineProperty(globalThis, 'localStorage', original));
}

/** `localStorage.setItem` throws a `QuotaExceededError`, as when other scripts of the site used up its quota. */
export function fillLocalStorage(): void {
  const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  onTestFinished(() => setItem.mockRestore());
}
