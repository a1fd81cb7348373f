import { freshImport } from '../freshImport.ts';
import type { StorageWarning, StorageWarningKind, WarningFacts } from './storageWarningTypes.ts';

// The text, with its diagnosis of why a cookie was refused, loads only when a warning is raised: no first load pays
// for what goes wrong in few browsers.
const importText = freshImport(() => import('./storageWarningText.ts'));

/**
 * The storage warnings of one client: each kind is logged once (`console.warn`) and told to the listeners once,
 * as soon as its text has loaded. A listener added later is told the warnings already raised, since most come
 * while the client is created, before the host could listen.
 */
export interface StorageWarnings {
  /** Raises a warning of this kind unless one was raised already. */
  report(kind: StorageWarningKind, facts?: WarningFacts): void;
  /** Calls back with each warning raised so far, then with each new one; returns the unsubscribe function. */
  listen(listener: (warning: StorageWarning) => void): () => void;
}

/** Makes the storage warnings of one client. */
export function createStorageWarnings(): StorageWarnings {
  const kinds = new Set<StorageWarningKind>();
  const raised: StorageWarning[] = [];
  const listeners = new Set<(warning: StorageWarning) => void>();
  const tell = (warning: StorageWarning) => {
    raised.push(warning);
    console.warn(warning.message);
    for (const listener of listeners) {
      try {
        listener(warning);
      } catch (error) {
        // One host listener that throws must not keep the warning from the others.
        console.error(error);
      }
    }
  };
  return {
    report(kind, facts = {}) {
      if (kinds.has(kind)) return;
      kinds.add(kind);
      const { cookie } = facts;
      void importText()
        .then(
          (text) => text.warningMessage(kind, facts),
          // Without its text (the module could not load), the warning still says what and which cookie.
          () => `auth-widget: storage warning ${kind}${cookie ? ` (${cookie})` : ''}`,
        )
        .then((message) => tell(cookie ? { kind, message, cookie } : { kind, message }));
    },
    listen(listener) {
      for (const warning of raised) listener(warning);
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
