import { describe, expect, test, vi } from 'vitest';
import { TOKEN_TYPE_PARAM } from '../protocol/constants.ts';
import { recordingFetch } from '../../test/client/recordingFetch.ts';
import { setupEmulatorClient } from '../../test/client/setupEmulatorClient.ts';
import { emailedMagicLink } from '../../test/site/emailedMagicLink.ts';
import { parseAuthenticateLink } from './authenticateLink.ts';
import { takeResetToken } from './resetTokenHandOff.ts';
import { authenticateMessage, startAuthenticateLink, type AuthenticateLinkOptions, type AuthenticateView } from './startAuthenticateLink.ts';

const env = setupEmulatorClient();

/** Opens the page at an address, starts it, and records its states and where it went. */
function start(href: string, options: Partial<AuthenticateLinkOptions> = {}) {
  window.history.replaceState(null, '', href);
  const views: AuthenticateView[] = [];
  const went: string[] = [];
  const recorder = recordingFetch();
  const client = options.client ?? env.client({ fetch: recorder.fetch });
  const run = startAuthenticateLink({ client, navigate: (url) => went.push(url), ...options }, (view) => views.push(view));
  return { run, views, went, recorder, client, statuses: () => views.map((view) => view.state.status) };
}

describe('startAuthenticateLink', () => {
  test('without a link it says there is none, and goes nowhere', () => {
    const page = start('/authenticate');
    expect(page.statuses()).toEqual(['no-link']);
    expect(page.views[0]!.message).toBe('This page finishes sign-in links; there is no link to finish.');
    expect(page.went).toEqual([]);
  });

  test('a reset link: the token is handed to the reset page, never in its address', () => {
    const page = start(`/authenticate?${TOKEN_TYPE_PARAM}=reset_password&token=reset-token-1`, { resetPasswordUrl: '/account/reset' });
    expect(page.statuses()).toEqual(['reset']);
    expect(page.went).toEqual(['/account/reset']);
    expect(window.location.search).toBe('');
    window.history.replaceState(null, '', '/account/reset');
    expect(takeResetToken()).toBe('reset-token-1');
  });

  test('a magic link waits for Continue, then is used once with the config\'s session length, and goes on', async () => {
    const client = env.client();
    const link = await emailedMagicLink(client, env.emulator);
    const recorder = recordingFetch();
    const page = start(link, { client: env.client({ fetch: recorder.fetch }), config: { sessionOptions: { sessionDurationMinutes: 90 } } });
    expect(page.statuses()).toEqual(['confirm']);
    expect(page.views[0]).toMatchObject({ message: 'Continue to sign in on this device.', continueLabel: 'Continue' });
    expect(window.location.search).toBe('');
    expect(recorder.paths()).toEqual([]);

    page.run.confirm();
    page.run.confirm();
    expect(page.statuses()).toEqual(['confirm', 'signing-in']);
    await vi.waitFor(() => expect(page.went).toEqual(['/account']));
    expect(page.statuses()).toEqual(['confirm', 'signing-in', 'signed-in']);
    expect(recorder.paths()).toEqual(['POST /magic_links/authenticate']);
    expect(recorder.lastBody('/magic_links/authenticate')).toMatchObject({ session_duration_minutes: 90 });
  });

  test('with confirmMagicLinks false a magic link is used at once', async () => {
    const link = await emailedMagicLink(env.client(), env.emulator);
    const page = start(link, { confirmMagicLinks: false, signedInUrl: '/home' });
    expect(page.statuses()).toEqual(['signing-in']);
    await vi.waitFor(() => expect(page.went).toEqual(['/home']));
    expect(page.client.session.getSync()).not.toBeNull();
  });

  test('a link that fails shows why, tells onError, and stays on the page', async () => {
    const errors: Error[] = [];
    const page = start(`/authenticate?${TOKEN_TYPE_PARAM}=oauth&token=oauth-token-refused-1`, { onError: (error) => errors.push(error) });
    await vi.waitFor(() => expect(page.statuses()).toEqual(['signing-in', 'failed']));
    expect(errors).toHaveLength(1);
    expect(page.views[0]!.message).toBe('Signing you in…');
    expect(page.views[1]!.message).toBe(`Sign-in failed: ${errors[0]!.message}`);
    expect(page.went).toEqual([]);
  });

  test('the texts are the host\'s where it gives them', () => {
    const texts = { confirm: 'Weiter, um dich anzumelden.', continue: 'Weiter', failed: 'Anmeldung fehlgeschlagen: {message} ($&)' };
    const page = start(`/authenticate?${TOKEN_TYPE_PARAM}=magic_links&token=texts-1`, { texts });
    expect(page.views[0]).toMatchObject({ message: 'Weiter, um dich anzumelden.', continueLabel: 'Weiter' });
    const failed = { status: 'failed', error: new Error('Link $& abgelaufen') } as const;
    expect(authenticateMessage(failed, texts)).toBe('Anmeldung fehlgeschlagen: Link $& abgelaufen ($&)');
    expect(authenticateMessage({ status: 'checking' }, texts)).toBe('Checking your link…');
  });

  test('an unknown link type fails at once, sending nothing', () => {
    const page = start(`/authenticate?${TOKEN_TYPE_PARAM}=sso&token=sso-1`);
    expect(page.statuses()).toEqual(['failed']);
    expect(page.views[0]!.message).toMatch(/^Sign-in failed: Unknown link type "sso"/);
    expect(page.recorder.paths()).toEqual([]);
  });

  test('a stopped run neither reports nor navigates; the run after it (StrictMode\'s second effect) sends nothing again', async () => {
    const link = await emailedMagicLink(env.client(), env.emulator);
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const first = start(link, { client, confirmMagicLinks: false });
    first.run.stop();
    const second = start(window.location.href, { client, confirmMagicLinks: false, link: parseAuthenticateLink(link) });
    await vi.waitFor(() => expect(second.went).toEqual(['/account']));
    expect(first.statuses()).toEqual(['signing-in']);
    expect(first.went).toEqual([]);
    expect(recorder.paths()).toEqual(['POST /magic_links/authenticate']);
  });
});
