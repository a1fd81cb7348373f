import { AuthError, isAuthError } from './AuthError.ts';
import { freshImport } from './freshImport.ts';
import { loadOnce } from './loadOnce.ts';
import { clientMessages } from './messages.ts';

/** The methods of a namespace, named for `lazyApi`: `true` for a method, the same again for a nested namespace. */
export type MethodNames<T> = { [K in keyof T]: T[K] extends (...args: never[]) => unknown ? true : MethodNames<T[K]> };

/**
 * A namespace whose implementation loads on its first call. Products that only some pages use (passwords,
 * wallets, TOTP, B2B, magic links, passcodes) stay out of the entry's first load; every method is already async, so
 * callers see no difference. `importModule` is the bare dynamic import, so that a failed fetch is fetched again on the
 * next call in every engine (`freshImport`), and `create` makes the namespace from the module. `methods` names every
 * method, nested namespaces included (`otps.sms.send`); the type makes a missing one a compile error.
 */
export function lazyApi<M, T extends object>(importModule: () => Promise<M>, create: (module: M) => T, methods: NoInfer<MethodNames<T>>): T {
  const load = freshImport(importModule);
  const get = loadOnce(() =>
    load()
      .then(create)
      .catch((cause: unknown) => {
        // A chunk that cannot be fetched is a network failure, like a call that cannot reach the provider.
        throw isAuthError(cause) ? cause : new AuthError('network_error', clientMessages.networkError, { cause });
      }),
  );
  return forwardingApi(get, methods);
}

/**
 * A namespace whose every method waits for `get` and then calls the same method of what it gives: `lazyApi`'s
 * namespaces, and the client deferred until its own module arrives (`deferredClient`). `preload` is what
 * `preloadApi` runs (by default `get`).
 */
export function forwardingApi<T extends object>(get: () => Promise<T>, methods: NoInfer<MethodNames<T>>, preload: () => Promise<unknown> = get): T {
  const build = (names: object, path: string[]): Record<string, unknown> => {
    const api: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(names)) {
      api[name] =
        value === true
          ? async (...args: unknown[]) => {
              let target = (await get()) as Record<string, unknown>;
              for (const key of path) target = target[key] as Record<string, unknown>;
              return (target[name] as (...a: unknown[]) => unknown)(...args);
            }
          : build(value as object, [...path, name]);
    }
    return api;
  };
  return withPreload(build(methods, []) as T, preload);
}

/** Where a namespace keeps the loader of its lazy implementation: a symbol, so no enumeration of the client sees it. */
const PRELOAD = Symbol('preload');

/** Marks `api` as loading its implementation with `load`, for `preloadApi`. */
export function withPreload<T extends object>(api: T, load: () => Promise<unknown>): T {
  Object.defineProperty(api, PRELOAD, { value: load });
  return api;
}

/**
 * Loads a namespace's implementation ahead of its first call (the widget does it for the calls its screen can make
 * next, once the screen has painted), so that call waits on no chunk. Failures are left to that call, which tries again.
 */
export function preloadApi(api: object): void {
  const load = (api as { [PRELOAD]?: () => Promise<unknown> })[PRELOAD];
  load?.().catch(() => {});
}
