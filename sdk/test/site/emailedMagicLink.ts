import type { Emulator } from '@auth-widget/harness';
import type { AuthClient } from '../../src/client/createAuthClient.ts';
import { newestMessage } from '../client/devApi.ts';

/** The authenticate page the test links lead to, on the test DOM's origin. */
export const AUTHENTICATE_URL = 'http://localhost:3000/authenticate';

/** Emails a magic link to an address (to the authenticate page) and gives the link as the inbox has it. */
export async function emailedMagicLink(client: AuthClient, emulator: Emulator, email = 'ada@example.com'): Promise<string> {
  await client.magicLinks.email.loginOrCreate(email, { login_magic_link_url: AUTHENTICATE_URL, signup_magic_link_url: AUTHENTICATE_URL });
  const { link } = await newestMessage(emulator, email);
  if (!link) throw new Error(`no link to ${email}`);
  return link;
}
