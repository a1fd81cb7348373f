import { AuthError, isAuthError } from './AuthError.ts';
import { clientMessages } from './messages.ts';

/**
 * A namespace whose implementation loads on its first call. Products that only some pages use (passwords,
 * wallets, TOTP, B2B) stay out of the headless entry's first load; every method is already async, so callers
 * see no difference. `methods` names every method (the `Record` type makes a missing one a compile error).
 */
export function lazyApi<T extends object>(load: () => Promise<T>, methods: Record<keyof T, true>): T {
  let loaded: Promise<T> | null = null;
  const get = () =>
    (loaded ??= load().catch((cause: unknown) => {
      loaded = null;
      // A chunk that cannot be fetched is a network failure, like a call that cannot reach the provider.
      throw isAuthError(cause) ? cause : new AuthError('network_error', clientMessages.networkError, { cause });
    }));
  const api: Record<string, unknown> = {};
  for (const name of Object.keys(methods)) {
    api[name] = async (...args: unknown[]) => {
      const implementation = (await get()) as Record<string, (...a: unknown[]) => unknown>;
      return implementation[name]!(...args);
    };
  }
  return api as T;
}
