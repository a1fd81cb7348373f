import { AuthError } from './AuthError.ts';
import { trustedScriptUrl } from './trustedScriptUrl.ts';

/** How long a third-party script may take to load before the call that needs it fails. */
export const SCRIPT_TIMEOUT_MS = 15_000;

/** What `loadScript` loads: where from, what it defines, and how to name both in an error. */
export interface ScriptSpec<T> {
  /** Absolute http(s) URL; the caller checks the scheme. */
  url: string;
  /** Reads what the script defines (a global), or null while it is not there. */
  read: () => T | null;
  /** The script in an error message: "Google's One Tap script". */
  what: string;
  /** The global it defines, in an error message: "google.accounts.id". */
  global: string;
  timeoutMs?: number;
}

/** The loads of this page, one per URL, as Google and the provider ask their scripts to be loaded once. */
const loads = new Map<string, Promise<unknown>>();

/**
 * Loads a third-party script once per page and resolves with what it defines; at once when the page already has it.
 * A load that fails or times out rejects with a `network_error` and is forgotten, its element removed, so the next
 * call inserts a fresh one (a browser does not fetch a script element's source twice). The source goes through the
 * `auth-widget` Trusted Types policy (`trustedScriptUrl`), so a page that enforces Trusted Types lets it in.
 */
export function loadScript<T>(spec: ScriptSpec<T>): Promise<T> {
  const present = spec.read();
  if (present) return Promise.resolve(present);
  let load = loads.get(spec.url) as Promise<T> | undefined;
  if (!load) {
    load = new Promise<T>((resolve, reject) => {
      // First, so that a URL or a Trusted Types policy the page refuses rejects the load before a timer is set.
      const src = trustedScriptUrl(spec.url);
      const script = document.createElement('script');
      const fail = (error: AuthError) => {
        clearTimeout(timer);
        script.remove();
        reject(error);
      };
      const timer = setTimeout(
        () => fail(new AuthError('network_error', `${spec.what} did not load from ${spec.url} in time.`)),
        spec.timeoutMs ?? SCRIPT_TIMEOUT_MS,
      );
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => {
        clearTimeout(timer);
        const value = spec.read();
        if (value) resolve(value);
        else reject(new AuthError('sdk_not_configured', `${spec.url} loaded, but it did not define ${spec.global}.`));
      });
      script.addEventListener('error', () => fail(new AuthError('network_error', `${spec.what} could not be loaded from ${spec.url}.`)));
      document.head.appendChild(script);
    });
    load.catch(() => loads.delete(spec.url));
    loads.set(spec.url, load);
  }
  return load;
}
