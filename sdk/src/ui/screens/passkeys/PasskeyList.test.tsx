import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SoftAuthenticator } from '@auth-widget/harness/testing';
import type { AuthClient } from '../../../client/createAuthClient.ts';
import { signIn } from '../../../../test/client/signIn.ts';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';
import { screenAtom } from '../../state/atoms.ts';
import { renderWidget } from '../../../../test/ui/renderWidget.tsx';
import { softBrowser } from '../../../../test/ui/passkeys/softBrowser.ts';
import { deferred } from '../../../../test/deferred.ts';

vi.mock('@simplewebauthn/browser', async () => (await import('../../../../test/ui/passkeys/softBrowser.ts')).webauthnBrowserMock);

const env = setupEmulatorClient();
beforeEach(() => softBrowser.reset());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A signed-in user with two passkeys, made by two authenticators and named "Laptop" and "Phone". */
async function userWithPasskeys(): Promise<{ client: AuthClient; laptop: string; phone: string }> {
  const client = env.client();
  await signIn(client);
  const ids: string[] = [];
  for (const name of ['Laptop', 'Phone']) {
    softBrowser.authenticator = new SoftAuthenticator();
    const { webauthn_registration_id: id } = await client.webauthn.register({ is_passkey: true });
    await client.webauthn.update({ webauthn_registration_id: id!, name });
    ids.push(id!);
  }
  return { client, laptop: ids[0]!, phone: ids[1]! };
}

async function renderList(client: AuthClient) {
  renderWidget(client, { products: ['passkeys', 'emailMagicLinks'] }, {
    prepare: (s) => s.set(screenAtom, 'PasskeyRegistrationSuccess'),
    entry: 'passkeyRegistration',
  });
  return screen.findByRole('list', { name: 'Your passkeys' });
}

function row(name: string): HTMLElement {
  const item = screen.getAllByRole('listitem').find((li) => li.textContent?.includes(name) || within(li).queryByDisplayValue(name));
  if (!item) throw new Error(`no row for ${name}`);
  return item;
}

/** The emulator's names of the user's registrations, by id. */
function storedNames(): Record<string, string> {
  const registrations = Object.values(env.emulator.store.state.users).flatMap((u) => u.webauthn_registrations);
  return Object.fromEntries(registrations.map((r) => [r.webauthn_registration_id, r.name]));
}

describe('Passkey list', () => {
  it('lists the user\'s passkeys by name', async () => {
    const { client } = await userWithPasskeys();
    const list = await renderList(client);
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('.aw-passkey-name')?.textContent)).toEqual(['Laptop', 'Phone']);
    expect(screen.getByRole('button', { name: 'Edit the name of Laptop' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Phone' })).toBeTruthy();
  });

  it('renames inline: Enter saves through webauthn.update and the provider keeps the new name', async () => {
    const { client, laptop } = await userWithPasskeys();
    await renderList(client);
    fireEvent.click(screen.getByRole('button', { name: 'Edit the name of Laptop' }));
    const input = screen.getByLabelText<HTMLInputElement>('Passkey name');
    expect(input.value).toBe('Laptop');
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.change(input, { target: { value: '  Work laptop ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    // Shown at once, before the provider answers.
    expect(row('Work laptop').querySelector('.aw-passkey-name')?.textContent).toBe('Work laptop');
    await waitFor(() => expect(storedNames()[laptop]).toBe('Work laptop'));
    await waitFor(() => expect(client.user.getSync()?.webauthn_registrations.find((r) => r.webauthn_registration_id === laptop)?.name).toBe('Work laptop'));
    expect(row('Work laptop').querySelector('.aw-passkey-name')?.textContent).toBe('Work laptop');
    // Focus goes back to the row's Edit button.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit the name of Work laptop' })));
  });

  it('the Save button saves too; Escape and Cancel leave the name as it was without a call', async () => {
    const { client, phone } = await userWithPasskeys();
    await renderList(client);
    const update = vi.spyOn(client.webauthn, 'update');
    fireEvent.click(screen.getByRole('button', { name: 'Edit the name of Phone' }));
    fireEvent.change(screen.getByLabelText('Passkey name'), { target: { value: 'Nope' } });
    fireEvent.keyDown(screen.getByLabelText('Passkey name'), { key: 'Escape' });
    expect(screen.queryByLabelText('Passkey name')).toBeNull();
    expect(row('Phone')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit the name of Phone' }));
    fireEvent.change(screen.getByLabelText('Passkey name'), { target: { value: 'Nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(update).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Edit the name of Phone' }));
    const input = screen.getByLabelText('Passkey name');
    fireEvent.change(input, { target: { value: '   ' } });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'Old phone' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(storedNames()[phone]).toBe('Old phone'));
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('deletes after a confirmation that warns the passkey cannot be restored', async () => {
    const { client, laptop, phone } = await userWithPasskeys();
    await renderList(client);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Laptop' }));
    const laptopRow = row('Laptop');
    expect(within(laptopRow).getByText('Deleting a passkey cannot be undone: a deleted passkey cannot be restored.')).toBeTruthy();
    // Cancel keeps it.
    fireEvent.click(within(laptopRow).getByRole('button', { name: 'Cancel' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Laptop' })));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Laptop' }));
    fireEvent.click(within(row('Laptop')).getByRole('button', { name: 'Delete Laptop for good' }));
    // Gone at once, then gone at the provider.
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(Object.keys(storedNames())).toEqual([phone]));
    expect(client.user.getSync()?.webauthn_registrations.map((r) => r.webauthn_registration_id)).toEqual([phone]);
    expect(storedNames()[laptop]).toBeUndefined();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('only one row is edited or deleted at a time: the other rows\' actions are disabled', async () => {
    const { client } = await userWithPasskeys();
    await renderList(client);
    fireEvent.click(screen.getByRole('button', { name: 'Edit the name of Laptop' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Edit the name of Phone' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete Phone' }).disabled).toBe(true);
    fireEvent.keyDown(screen.getByLabelText('Passkey name'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Phone' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Edit the name of Laptop' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Delete Laptop' }).disabled).toBe(true);
    expect(screen.queryAllByLabelText(/Passkey name/)).toHaveLength(0);
    fireEvent.click(within(row('Phone')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Edit the name of Laptop' }).disabled).toBe(false);
  });

  it('rolls a refused rename back and only logs the error', async () => {
    const { client, laptop } = await userWithPasskeys();
    await renderList(client);
    const answer = deferred<never>();
    vi.spyOn(client.webauthn, 'update').mockReturnValue(answer.promise);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Edit the name of Laptop' }));
    fireEvent.change(screen.getByLabelText('Passkey name'), { target: { value: 'Renamed' } });
    fireEvent.keyDown(screen.getByLabelText('Passkey name'), { key: 'Enter' });
    expect(row('Renamed')).toBeTruthy();
    await act(async () => answer.reject(new Error('provider said no')));
    await waitFor(() => expect(row('Laptop').querySelector('.aw-passkey-name')?.textContent).toBe('Laptop'));
    expect(screen.queryByText('Renamed')).toBeNull();
    expect(logged).toHaveBeenCalledWith('auth-widget: could not rename the passkey', expect.any(Error));
    // Nothing is shown to the user.
    expect(screen.queryAllByRole('alert').filter((a) => a.textContent)).toEqual([]);
    expect(storedNames()[laptop]).toBe('Laptop');
  });

  it('rolls a refused deletion back through the real provider (an unknown registration) and only logs the error', async () => {
    const { client, laptop } = await userWithPasskeys();
    await renderList(client);
    // The provider forgets the passkey behind the widget's back, so the widget's delete is refused.
    const owner = Object.values(env.emulator.store.state.users).find((u) => u.webauthn_registrations.length > 0)!;
    const kept = owner.webauthn_registrations.filter((r) => r.webauthn_registration_id !== laptop);
    owner.webauthn_registrations.splice(0, owner.webauthn_registrations.length, ...kept);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Delete Laptop' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Laptop for good' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('auth-widget: could not delete the passkey', expect.objectContaining({ code: 'api_error' })));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(row('Laptop')).toBeTruthy();
  });

  it('shows a confirmed change even when the client reports no new user', async () => {
    const { client } = await userWithPasskeys();
    await renderList(client);
    vi.spyOn(client.webauthn, 'update').mockResolvedValue({} as Awaited<ReturnType<AuthClient['webauthn']['update']>>);
    fireEvent.click(screen.getByRole('button', { name: 'Edit the name of Phone' }));
    fireEvent.change(screen.getByLabelText('Passkey name'), { target: { value: 'Tablet' } });
    fireEvent.keyDown(screen.getByLabelText('Passkey name'), { key: 'Enter' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(row('Tablet').querySelector('.aw-passkey-name')?.textContent).toBe('Tablet');
  });
});
