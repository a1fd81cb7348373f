import type { AuthClient } from '@auth-widget/sdk';
import type { DevWallet } from './devWallet.ts';
import { readEnv } from './env.ts';

const LINKS: [href: string, label: string][] = [
  ['/', 'Sign in'],
  ['/account', 'Account'],
  ['/passkeys', 'Passkeys'],
];

function link(href: string, label: string, external = false): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = label;
  if (external) {
    a.target = '_blank';
    a.rel = 'noreferrer';
  }
  if (!external && href === location.pathname) a.setAttribute('aria-current', 'page');
  return a;
}

/**
 * Fills the page header: navigation, links to the emulator's inbox and dev tools, the session state, and a
 * notice when the development wallet is in use.
 */
export function renderLayout(client: AuthClient, wallet: DevWallet | null = null): void {
  const header = document.getElementById('nav');
  if (!header) return;
  const { emulatorUrl } = readEnv();
  const nav = document.createElement('nav');
  nav.append(...LINKS.map(([href, label]) => link(href, label)));
  nav.append(link(`${emulatorUrl}/__dev/inbox`, 'Inbox ↗', true), link(`${emulatorUrl}/__dev`, 'Emulator dev tools ↗', true));

  const status = document.createElement('span');
  status.className = 'session-status';
  status.setAttribute('data-testid', 'session-status');
  const showSession = () => {
    const session = client.session.getSync();
    status.textContent = session ? `Signed in (${session.user_id})` : 'Signed out';
  };
  showSession();
  client.session.onChange(showSession);

  const title = document.createElement('strong');
  title.textContent = 'auth-widget demo';
  header.replaceChildren(title, nav, status);

  if (wallet) {
    const notice = document.createElement('p');
    notice.className = 'dev-wallet';
    notice.setAttribute('role', 'note');
    const accounts = [wallet.ethereumAddress && `Ethereum ${wallet.ethereumAddress}`, wallet.solanaAddress && `Solana ${wallet.solanaAddress}`]
      .filter(Boolean)
      .join(' · ');
    notice.textContent =
      `Development wallet in use (no wallet extension found): ${accounts}. ` +
      'Test keys made in this browser and kept in localStorage; it signs whatever it is asked. Never use it for real funds.';
    header.after(notice);
  }
}
