import { deferredClient } from '../client/deferredClient.ts';
import { afterPaint } from '../ui/afterPaint.ts';
import type { AuthClient } from '../client/createAuthClient.ts';
import type { AuthClientOptions } from '../client/core/types.ts';

/** The clients made for public tokens in this page, by token and options: one per page, as a site makes its own. */
const made = new Map<string, AuthClient>();

/** A function in the options (`captchaToken`) by its identity: the same options hold the same functions. */
const functionIds = new WeakMap<object, number>();
let functions = 0;
const keyOf = (token: string, options: AuthClientOptions = {}) =>
  `${token}\n${JSON.stringify(options, (_key, value: unknown) => {
    if (typeof value !== 'function') return value;
    if (!functionIds.has(value)) functionIds.set(value, ++functions);
    return `function ${functionIds.get(value)}`;
  })}`;

/**
 * The client a component or `AuthProvider` was given: a client itself, or for a public token a client whose code loads
 * once the first render has painted (`deferredClient`), so the React entry's first load holds no client. In a browser a token's
 * client is made once and shared by every component given the same token and options (React renders twice, remounts,
 * and several widgets share a page). On a server, where renders make no calls, each render has its own, never loaded.
 */
export function clientFor(client: AuthClient | string, options?: AuthClientOptions): AuthClient {
  if (typeof client !== 'string') return client;
  if (typeof document === 'undefined') return deferredClient(client, options, { start: false });
  const key = keyOf(client, options);
  let found = made.get(key);
  if (!found) made.set(key, (found = deferredClient(client, options, { start: afterPaint })));
  return found;
}
