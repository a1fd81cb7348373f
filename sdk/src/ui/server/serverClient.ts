import { AuthError } from '../../client/core/AuthError.ts';
import type { AuthClient } from '../../client/createAuthClient.ts';

/**
 * The client a server renders the widget's HTML with: the first screen comes from the config alone, and every call
 * (bootstrap, the session, telemetry) starts in the browser once the widget has taken the markup over. Anything that
 * reaches for this client while rendering is a bug, and says so.
 */
export const serverClient = new Proxy({} as AuthClient, {
  get(_target, key) {
    // Not a thenable, and nothing for a debugger's or a runtime's symbol probes.
    if (key === 'then' || typeof key === 'symbol') return undefined;
    throw new AuthError(
      'unsupported_environment',
      `The widget's server render makes no calls, but its render reached for client.${String(key)}: calls start in the browser.`,
    );
  },
});
