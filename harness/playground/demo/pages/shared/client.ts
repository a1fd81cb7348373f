import { createAuthClient, EMULATOR_PUBLIC_TOKEN, type AuthClient } from '@auth-widget/sdk';
import { readEnv } from './env.ts';

/** Session length of every sign-in on the demo. */
export const SESSION_MINUTES = 60;

let client: AuthClient | null = null;

/** The page's one client, talking to the emulator the server started. */
export function demoClient(): AuthClient {
  const env = readEnv();
  client ??= createAuthClient(env.publicToken ?? EMULATOR_PUBLIC_TOKEN, { endpoints: { testApiUrl: env.emulatorUrl } });
  return client;
}
