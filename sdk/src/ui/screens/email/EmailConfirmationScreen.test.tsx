import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { newestMessage } from '../../../../test/client/devApi.ts';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';
import type { AuthClient } from '../../../client/createAuthClient.ts';
import { magicLinkStateAtom, screenAtom } from '../../state/atoms.ts';
import { renderWidget } from '../../../../test/ui/renderWidget.tsx';

const env = setupEmulatorClient();
afterEach(cleanup);

const EMAIL = 'grace@example.com';

/** Sends a magic link from Main and waits for Email Confirmation. */
async function sendLink(client: AuthClient) {
  const view = renderWidget(client, {
    products: ['emailMagicLinks'],
    emailMagicLinksOptions: { loginRedirectURL: 'http://localhost:3000/authenticate', signupRedirectURL: 'http://localhost:3000/authenticate' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: EMAIL } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
  await screen.findByRole('heading', { name: 'Check your email' });
  return view;
}

function webmail(name: RegExp): HTMLAnchorElement {
  return screen.getByRole<HTMLAnchorElement>('link', { name });
}

describe('Email Confirmation', () => {
  it('says where the email went, and the email really went there', async () => {
    await sendLink(env.client());
    expect(screen.getByText(`An email was sent to ${EMAIL}.`)).toBeTruthy();
    const message = await newestMessage(env.emulator, EMAIL);
    expect(message.link).toContain('token=');
  });

  it('links three webmail services in a new tab, narrowed to the sender domain of the bootstrap data', async () => {
    await sendLink(env.client());
    const links = [webmail(/Open Gmail/), webmail(/Open Yahoo/), webmail(/Open Outlook/)];
    for (const link of links) {
      expect(link.target).toBe('_blank');
      expect(link.rel).toBe('noopener noreferrer');
      expect(link.textContent).toContain('(opens in a new tab)');
    }
    // The emulator's project sends from auth-widget.dev.
    await waitFor(() => expect(links[0]!.getAttribute('href')).toContain('from%3A%40auth-widget.dev'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://mail.google.com/mail/u/0/#search/from%3A%40auth-widget.dev+in%3Aanywhere',
      'https://mail.yahoo.com/d/search/keyword=from%253Aauth-widget.dev',
      'https://outlook.live.com/mail/0/search?q=from%3Aauth-widget.dev',
    ]);
  });

  it('uses the CNAME domain when the project has no email domain', async () => {
    env.emulator.store.state.project.email_domains = [];
    env.emulator.store.state.project.cname_domain = 'login.example.org';
    await sendLink(env.client());
    await waitFor(() =>
      expect(webmail(/Open Gmail/).getAttribute('href')).toBe(
        'https://mail.google.com/mail/u/0/#search/from%3A%40login.example.org+in%3Aanywhere',
      ),
    );
  });

  it('"Try again" forgets the email, returns to Main and logs email_try_again_clicked', async () => {
    const client = env.client();
    const { store, events } = await sendLink(client);
    expect(store.get(magicLinkStateAtom).email).toBe(EMAIL);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    expect(store.get(screenAtom)).toBe('Main');
    expect(store.get(magicLinkStateAtom).email).toBe('');
    expect(events).toContainEqual({ type: 'email_try_again', data: { email: EMAIL } });

    await client.flushEvents();
    const res = await fetch(`${env.emulator.url}/__dev/api/events`);
    const { events: received } = (await res.json()) as { events: { name: string; details?: unknown }[] };
    const names = received.map((event) => event.name);
    expect(names).toContain('email_sent');
    expect(received).toContainEqual(
      expect.objectContaining({ name: 'email_try_again_clicked', details: { email: EMAIL, type: 'login_or_create_eml' } }),
    );
  });
});
