import { createAuthClient, type AuthClient } from '@auth-widget/sdk';
import { settings } from './settings.ts';

export { settings };

let client: AuthClient | undefined;

/** The site's one client, made in the browser on first use: the server renders pages for everyone, signed in or not. */
export function authClient(): AuthClient {
  client ??= createAuthClient(settings.publicToken, { cookieOptions: settings.cookieOptions, endpoints: settings.endpoints });
  return client;
}
