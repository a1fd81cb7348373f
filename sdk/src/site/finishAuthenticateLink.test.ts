import { describe, expect, test, vi } from 'vitest';
import { recordingFetch } from '../../test/client/recordingFetch.ts';
import { setupEmulatorClient } from '../../test/client/setupEmulatorClient.ts';
import { emailedMagicLink } from '../../test/site/emailedMagicLink.ts';
import { parseAuthenticateLink } from './authenticateLink.ts';
import { finishAuthenticateLink } from './finishAuthenticateLink.ts';

const env = setupEmulatorClient();

describe('finishAuthenticateLink', () => {
  test('uses a magic link once, however often it is asked, with the session length given', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const link = parseAuthenticateLink(await emailedMagicLink(client, env.emulator))!;
    const first = finishAuthenticateLink({ client, link, sessionDurationMinutes: 45 });
    const second = finishAuthenticateLink({ client, link, sessionDurationMinutes: 45 });
    expect(second).toBe(first);
    await first;
    expect(recorder.paths().filter((path) => path === 'POST /magic_links/authenticate')).toHaveLength(1);
    expect(recorder.lastBody('/magic_links/authenticate')).toEqual({ token: link.token, session_duration_minutes: 45 });
    expect(client.session.getSync()).not.toBeNull();
  });

  test('sends an OAuth redirect\'s token to oauth.authenticate, and rejects with the provider\'s error', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const finished = finishAuthenticateLink({ client, link: { tokenType: 'oauth', token: 'oauth-token-nobody-issued' }, sessionDurationMinutes: 30 });
    await expect(finished).rejects.toMatchObject({ name: 'AuthError', code: 'api_error' });
    expect(recorder.paths()).toEqual(['POST /oauth/authenticate']);
    // The refused token is not sent again on this page.
    await expect(finishAuthenticateLink({ client, link: { tokenType: 'oauth', token: 'oauth-token-nobody-issued' }, sessionDurationMinutes: 30 })).rejects.toMatchObject({
      code: 'api_error',
    });
    expect(recorder.paths()).toEqual(['POST /oauth/authenticate']);
  });

  test('an unknown token type is an unknown_link_type error, and nothing is sent', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(finishAuthenticateLink({ client, link: { tokenType: 'discovery', token: 'x-1' }, sessionDurationMinutes: 30 })).rejects.toMatchObject({
      code: 'unknown_link_type',
    });
    expect(recorder.paths()).toEqual([]);
  });

  test('a link this tab signed in with, opened again on a new page while signed in, is not spent again', async () => {
    const link = parseAuthenticateLink(await emailedMagicLink(env.client(), env.emulator))!;
    await finishAuthenticateLink({ client: env.client(), link, sessionDurationMinutes: 30 });
    expect(sessionStorage.getItem('auth-widget:finished-links')).not.toContain(link.token);

    // A new page: fresh modules and a new client, so only the tab's record can know the link.
    vi.resetModules();
    const { finishAuthenticateLink: onNewPage } = await import('./finishAuthenticateLink.ts');
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await onNewPage({ client, link, sessionDurationMinutes: 30 });
    expect(recorder.paths()).toEqual([]);

    // Signed out since, the link is sent again on a new page, and the provider says it was used.
    await client.session.revoke();
    vi.resetModules();
    const { finishAuthenticateLink: signedOut } = await import('./finishAuthenticateLink.ts');
    await expect(signedOut({ client, link, sessionDurationMinutes: 30 })).rejects.toMatchObject({ code: 'api_error' });
    expect(recorder.paths()).toEqual(['POST /sessions/revoke', 'POST /magic_links/authenticate']);
  });
});
