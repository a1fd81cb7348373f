import { describe, expect, it } from 'vitest';
import { recordingFetch } from '../../../test/client/recordingFetch.ts';
import { setupEmulatorClient } from '../../../test/client/setupEmulatorClient.ts';
import { sendMagicLink } from './sendMagicLink.ts';

const env = setupEmulatorClient();

describe('sendMagicLink', () => {
  it('sends the spec\'s defaults when the config names no expiry: 30 minutes for login and signup links', async () => {
    const wire = recordingFetch();
    const client = env.client({ fetch: wire.fetch });
    // The emulator refuses a send without redirect URLs when the project has none; the body is what counts here.
    await sendMagicLink(client, { products: ['emailMagicLinks'] }, 'ada@example.com').catch(() => undefined);
    expect(wire.lastBody('/magic_links/email/login_or_create')).toEqual({
      email: 'ada@example.com',
      login_expiration_minutes: 30,
      signup_expiration_minutes: 30,
      create_user_as_pending: false,
    });
  });

  it('sends the configured redirect URLs and expiries as given', async () => {
    const wire = recordingFetch();
    const client = env.client({ fetch: wire.fetch });
    const emailMagicLinksOptions = {
      loginRedirectURL: 'http://localhost:3000/authenticate',
      signupRedirectURL: 'http://localhost:3000/welcome',
      loginExpirationMinutes: 15,
      signupExpirationMinutes: 60,
      createUserAsPending: true,
    };
    await sendMagicLink(client, { products: ['emailMagicLinks'], emailMagicLinksOptions }, 'ada@example.com');
    expect(wire.lastBody('/magic_links/email/login_or_create')).toEqual({
      email: 'ada@example.com',
      login_magic_link_url: 'http://localhost:3000/authenticate',
      signup_magic_link_url: 'http://localhost:3000/welcome',
      login_expiration_minutes: 15,
      signup_expiration_minutes: 60,
      create_user_as_pending: true,
    });
  });
});
