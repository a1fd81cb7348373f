import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_TYPE_PARAM } from '../protocol/constants.ts';
import { recordingFetch } from '../../test/client/recordingFetch.ts';
import { setupEmulatorClient } from '../../test/client/setupEmulatorClient.ts';
import { emailedMagicLink } from '../../test/site/emailedMagicLink.ts';
import { handOffResetToken } from '../site/resetTokenHandOff.ts';
import { AuthenticateLink, type AuthenticateLinkProps } from './AuthenticateLink.tsx';
import { AuthProvider } from './AuthProvider.tsx';
import { useResetToken } from './useResetToken.ts';

const env = setupEmulatorClient();
afterEach(cleanup);

/** Renders the page under StrictMode (effects twice) at an address; `went` collects where it navigated. */
function renderAt(href: string, props: Partial<AuthenticateLinkProps> = {}) {
  window.history.replaceState(null, '', href);
  const recorder = recordingFetch();
  const client = env.client({ fetch: recorder.fetch });
  const went: string[] = [];
  render(
    <StrictMode>
      <AuthProvider client={client}>
        <AuthenticateLink navigate={(url) => went.push(url)} {...props} />
      </AuthProvider>
    </StrictMode>,
  );
  return { recorder, went, client };
}

describe('<AuthenticateLink>', () => {
  it('shows Checking first, then waits for Continue on a magic link, uses it once under StrictMode and goes on', async () => {
    const link = await emailedMagicLink(env.client(), env.emulator);
    const page = renderAt(link, { config: { sessionOptions: { sessionDurationMinutes: 45 } } });
    expect(screen.getByRole('status').textContent).toBe('Checking your link…');
    const button = await screen.findByRole('button', { name: 'Continue' });
    expect(screen.getByRole('status').textContent).toBe('Continue to sign in on this device.');
    expect(document.activeElement).toBe(button);
    expect(window.location.search).toBe('');
    expect(page.recorder.paths()).toEqual([]);

    fireEvent.click(button);
    await waitFor(() => expect(page.went).toEqual(['/account']));
    expect(screen.getByRole('status').textContent).toBe('Signing you in…');
    expect(screen.queryByRole('button')).toBeNull();
    expect(page.recorder.paths()).toEqual(['POST /magic_links/authenticate']);
    expect(page.recorder.lastBody('/magic_links/authenticate')).toMatchObject({ session_duration_minutes: 45 });
    expect(page.client.session.getSync()).not.toBeNull();
  });

  it('finishes an OAuth redirect at once, sent once under StrictMode, and shows why it failed in the host\'s words', async () => {
    const page = renderAt(`/authenticate?${TOKEN_TYPE_PARAM}=oauth&token=oauth-token-refused-react`, { texts: { failed: 'Could not sign you in ({message})' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Could not sign you in \(.+\)$/s));
    expect(page.recorder.paths()).toEqual(['POST /oauth/authenticate']);
    expect(page.went).toEqual([]);
  });

  it('with `heading`, the page\'s heading in the site\'s locale, marked with its language', async () => {
    renderAt(await emailedMagicLink(env.client(), env.emulator), { heading: true, locale: 'de' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sie werden angemeldet' });
    expect(heading.getAttribute('lang')).toBe('de');
    expect(screen.getByRole('button').textContent).toBe('Weiter');
  });

  it('says there is no link, and hands a reset link on to the reset page', async () => {
    renderAt('/authenticate');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('This page finishes sign-in links; there is no link to finish.'));
    cleanup();

    const page = renderAt(`/authenticate?${TOKEN_TYPE_PARAM}=reset_password&token=reset-react-1`);
    await waitFor(() => expect(page.went.at(-1)).toBe('/reset-password'));
    expect(sessionStorage.getItem('auth-widget:password-reset-token')).toBe('reset-react-1');
    sessionStorage.clear();
  });
});

function ResetTokenProbe() {
  const token = useResetToken();
  return <p data-testid="token">{token === null ? 'not yet' : token || 'none'}</p>;
}

describe('useResetToken', () => {
  it('is null in the first render, then the handed-off token, taken once under StrictMode', async () => {
    handOffResetToken('reset-react-2');
    window.history.replaceState(null, '', '/reset-password');
    render(
      <StrictMode>
        <ResetTokenProbe />
      </StrictMode>,
    );
    expect(screen.getByTestId('token').textContent).toBe('not yet');
    await waitFor(() => expect(screen.getByTestId('token').textContent).toBe('reset-react-2'));
    expect(sessionStorage.getItem('auth-widget:password-reset-token')).toBeNull();
  });
});
