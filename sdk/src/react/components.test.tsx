import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '../../test/client/signIn.ts';
import { setupEmulatorClient } from '../../test/client/setupEmulatorClient.ts';
import type { WidgetEvent } from '../ui/config.ts';
import { prepareFirstScreen } from '../ui/prepareFirstScreen.ts';
import { fakeEthereumWallet, installGlobal, removeWallets } from '../../test/ui/wallets/fakeWallets.ts';
import { AuthProvider } from './AuthProvider.tsx';
import { Login } from './Login.tsx';
import { PasskeyRegistration } from './PasskeyRegistration.tsx';
import { ResetPassword } from './ResetPassword.tsx';
import { useSession } from './useSession.ts';

const env = setupEmulatorClient();
afterEach(() => {
  cleanup();
  removeWallets();
  document.getElementById('auth-widget-styles')?.remove();
});

function SessionBadge() {
  const session = useSession();
  return <p data-testid="badge">{session ? 'signed in' : 'signed out'}</p>;
}

describe('<Login>', () => {
  it('renders the widget in the host tree, installs the stylesheet once, and signs in (hooks see it)', async () => {
    const wallet = fakeEthereumWallet({ isMetaMask: true });
    installGlobal('ethereum', wallet.provider);
    const client = env.client();
    const events: WidgetEvent[] = [];
    const successes: unknown[] = [];
    render(
      <StrictMode>
        <AuthProvider client={client}>
          <SessionBadge />
          <Login config={{ products: ['crypto'] }} callbacks={{ onEvent: (e) => events.push(e), onSuccess: (r) => successes.push(r) }} className="host" />
          <Login config={{ products: ['crypto'] }} />
        </AuthProvider>
      </StrictMode>,
    );
    expect(await screen.findAllByRole('heading', { name: 'Sign up or log in' })).toHaveLength(2);
    expect(document.querySelectorAll('#auth-widget-styles')).toHaveLength(1);
    expect(document.getElementById('auth-widget-styles')?.textContent).toContain('.aw-root');
    // Main's rules came with Main, once for both widgets.
    expect(document.getElementById('auth-widget-styles')?.textContent?.match(/\.aw-main-sections\{/g)).toHaveLength(1);
    expect(document.querySelector('.host [data-entry="login"]')).not.toBeNull();

    fireEvent.click((await screen.findAllByRole('button', { name: 'Continue with Metamask' }))[0]!);
    expect(await screen.findByRole('heading', { name: 'Success' }, { timeout: 5000 })).toBeTruthy();
    // StrictMode runs effects twice: the wallet is still asked once.
    expect(wallet.calls.map((c) => c.method)).toEqual(['eth_requestAccounts', 'personal_sign']);
    expect(events.map((e) => e.type)).toEqual(['wallet_start', 'wallet_authenticate']);
    expect(successes).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('badge').textContent).toBe('signed in'));
    // The second widget has its own store: it is still on Main.
    expect(screen.getAllByRole('heading', { name: 'Sign up or log in' })).toHaveLength(1);
  });

  it('takes the client as a prop without a provider, and a strings override', async () => {
    render(<Login client={env.client()} config={{ products: ['crypto'] }} strings={{ 'main.header': 'Welcome back' }} />);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('refuses styles that could load a resource, with the usage error of the mount functions', () => {
    const original = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Login client={env.client()} config={{ products: ['crypto'] }} styles={{ colors: { primary: 'url(https://x.test/a.png)' } }} />)).toThrow(
        /Invalid call to <Login>\n.*styles\.colors\.primary must be a plain CSS value/,
      );
    } finally {
      console.error = original;
    }
    expect(document.getElementById('auth-widget-styles')).toBeNull();
  });

  it('renders inside a shadow root with its own stylesheet when enableShadowDOM is set', async () => {
    const { container } = render(<Login client={env.client()} config={{ products: ['crypto'], enableShadowDOM: true }} />);
    const host = container.querySelector<HTMLElement>('[data-auth-widget="login"]')!;
    await waitFor(() => expect(host.shadowRoot?.querySelector('.aw-root')).toBeTruthy());
    expect(host.shadowRoot?.querySelector('#auth-widget-styles')?.textContent).toContain('.aw-root');
    expect(host.shadowRoot?.textContent).toContain('Sign up or log in');
    expect(document.getElementById('auth-widget-styles')).toBeNull();
  });

  it('renders its first screen on a server, with its stylesheet, not an empty element (serverRender.test.tsx: every product)', async () => {
    await prepareFirstScreen({ config: { products: ['crypto'] } });
    const client = env.client();
    // As on a server, which has no document.
    vi.stubGlobal('document', undefined);
    let html: string;
    try {
      html = renderToString(
        <AuthProvider client={client}>
          <Login config={{ products: ['crypto'] }} id="login" />
        </AuthProvider>,
      );
    } finally {
      vi.unstubAllGlobals();
    }
    // The stylesheet in the element, before the widget's root (whose first child is the theme's rule).
    expect(html).toMatch(/^<div id="login" data-auth-widget="login"><!--\$--><style>\n\.aw-root\{[^<]*<\/style><div class="aw-root"[^>]*><style>\.aw-root\[/);
    expect(html).toContain('>Sign up or log in</h2>');
    expect(html).toContain('<span>Continue with Metamask</span>');
  });
});

describe('<ResetPassword> and <PasskeyRegistration>', () => {
  it('<ResetPassword> starts on the reset form', async () => {
    render(<ResetPassword client={env.client()} config={{ products: ['passwords'] }} passwordResetToken="a-reset-token" />);
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
  });

  it('<PasskeyRegistration> warns without a user, and offers "Create a Passkey" to a signed-in one', async () => {
    const signedOut = env.client();
    const { unmount } = render(<PasskeyRegistration client={signedOut} config={{ products: ['passkeys', 'emailMagicLinks'] }} />);
    expect(await screen.findByText('Error: Cannot use PasskeyRegistration component without active user authenticated.')).toBeTruthy();
    unmount();

    const client = env.client();
    await act(async () => {
      await signIn(client, 'barbara@example.com');
    });
    render(
      <AuthProvider client={client}>
        <PasskeyRegistration config={{ products: ['passkeys', 'emailMagicLinks'] }} />
      </AuthProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Create a Passkey' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip' })).toBeTruthy();
  });
});
