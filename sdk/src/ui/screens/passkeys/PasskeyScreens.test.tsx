import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAuthError } from '../../../client/core/AuthError.ts';
import type { AuthClient } from '../../../client/createAuthClient.ts';
import { signIn } from '../../../../test/client/signIn.ts';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';
import type { WidgetConfig } from '../../config.ts';
import { screenAtom } from '../../state/atoms.ts';
import { renderWidget } from '../../../../test/ui/renderWidget.tsx';
import { softBrowser } from '../../../../test/ui/passkeys/softBrowser.ts';

vi.mock('@simplewebauthn/browser', async () => (await import('../../../../test/ui/passkeys/softBrowser.ts')).webauthnBrowserMock);

const env = setupEmulatorClient();
beforeEach(() => softBrowser.reset());
afterEach(cleanup);

const config: WidgetConfig = { products: ['passkeys', 'emailMagicLinks'] };

/** The widget as `mountPasskeyRegistration` renders it: on the passkey-start screen. */
function renderRegistration(client: AuthClient) {
  return renderWidget(client, config, {
    prepare: (store) => store.set(screenAtom, 'PasskeyRegistrationStart'),
    entry: 'passkeyRegistration',
  });
}

function errorBanner(): HTMLElement {
  const banner = screen.getAllByRole('alert').find((element) => element.classList.contains('aw-banner'));
  if (!banner) throw new Error('no error banner');
  return banner;
}

describe('Passkey registration start', () => {
  it('without an authenticated user shows only the warning', async () => {
    renderRegistration(env.client());
    expect(await screen.findByText('Error: Cannot use PasskeyRegistration component without active user authenticated.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Set up a new Passkey' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create a Passkey' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
  });

  it('"Create a Passkey" registers a passkey with the provider and lists it on the success screen', async () => {
    const client = env.client();
    await signIn(client);
    const { events, successes, errors } = renderRegistration(client);
    fireEvent.click(await screen.findByRole('button', { name: 'Create a Passkey' }));
    expect(await screen.findByRole('heading', { name: 'Passkey successfully created' })).toBeTruthy();
    const registrations = client.user.getSync()?.webauthn_registrations ?? [];
    expect(registrations).toHaveLength(1);
    const list = screen.getByRole('list', { name: 'Your passkeys' });
    expect(list.textContent).toContain(registrations[0]!.name);
    expect(events.map((e) => e.type)).toEqual(['passkey_register']);
    expect(events[0]!.data).toEqual({ webauthn_registration_id: registrations[0]!.webauthn_registration_id });
    expect(successes).toHaveLength(1);
    expect(errors).toEqual([]);
    const stored = Object.values(env.emulator.store.state.users).flatMap((u) => u.webauthn_registrations);
    expect(stored.map((r) => r.webauthn_registration_id)).toEqual([registrations[0]!.webauthn_registration_id]);
  });

  it('a passkey that already exists on the authenticator reads as already registered', async () => {
    const client = env.client();
    await signIn(client);
    await client.webauthn.register({ is_passkey: true });
    const { errors } = renderRegistration(client);
    fireEvent.click(await screen.findByRole('button', { name: 'Create a Passkey' }));
    await waitFor(() =>
      expect(errorBanner().textContent).toBe(
        'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
      ),
    );
    expect(errors).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Set up a new Passkey' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Create a Passkey' }).disabled).toBe(false);
  });

  it('a cancelled ceremony says the passkey was not created, and a retry can succeed', async () => {
    const client = env.client();
    await signIn(client);
    const { errors, events } = renderRegistration(client);
    softBrowser.next = () => Promise.reject(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'));
    fireEvent.click(await screen.findByRole('button', { name: 'Create a Passkey' }));
    await waitFor(() =>
      expect(errorBanner().textContent).toBe(
        'Your Passkey was not created. Click \u201cCreate a Passkey\u201d to try again or skip without adding a Passkey.',
      ),
    );
    expect(isAuthError(errors[0], 'user_cancellation')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Create a Passkey' }));
    expect(await screen.findByRole('heading', { name: 'Passkey successfully created' })).toBeTruthy();
    expect(events.map((e) => e.type)).toEqual(['passkey_register']);
  });

  it('"Skip" goes to the success screen with the passkeys the user has, and emits passkey_skip', async () => {
    const client = env.client();
    await signIn(client);
    await client.webauthn.register({ is_passkey: true });
    const { events, successes } = renderRegistration(client);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Passkey successfully created' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(events.map((e) => e.type)).toEqual(['passkey_skip']);
    expect(successes).toEqual([]);
  });
});

describe('Passkey registration success', () => {
  it('"Set up another Passkey" returns to the start screen and "Done" emits passkey_done', async () => {
    const client = env.client();
    await signIn(client);
    const { events, store } = renderWidget(client, config, {
      prepare: (s) => s.set(screenAtom, 'PasskeyRegistrationSuccess'),
      entry: 'passkeyRegistration',
    });
    expect(await screen.findByRole('heading', { name: 'Passkey successfully created' })).toBeTruthy();
    // No passkeys yet: no empty list is shown.
    expect(screen.queryByRole('list')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(events.map((e) => e.type)).toEqual(['passkey_done']);
    fireEvent.click(screen.getByRole('button', { name: 'Set up another Passkey' }));
    expect(await screen.findByRole('heading', { name: 'Set up a new Passkey' })).toBeTruthy();
    expect(store.get(screenAtom)).toBe('PasskeyRegistrationStart');
  });
});

describe('Passkey confirmation', () => {
  it('says the passkey was authenticated and focuses its heading', async () => {
    renderWidget(env.client(), config, { prepare: (s) => s.set(screenAtom, 'PasskeyConfirmation') });
    const heading = await screen.findByRole('heading', { name: 'Success' });
    expect(screen.getByText('Your Passkey has been successfully authenticated.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
