import { render } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import type { Emulator } from '@auth-widget/harness';
import type { AuthClient } from '../../../client/createAuthClient.ts';
import type { WidgetConfig, WidgetEvent } from '../../config.ts';
import { passwordStateAtom, screenAtom } from '../../state/atoms.ts';
import { resolveStrings } from '../../strings/index.ts';
import { Widget } from '../../Widget.tsx';

type Store = ReturnType<typeof createStore>;

/** Where the password tests' reset and login links point: localhost URLs the emulator always accepts. */
export const RESET_URL = 'http://localhost:3000/reset';
export const LOGIN_URL = 'http://localhost:3000/login';

/** A config with the passwords product and its reset redirect URLs. */
export function passwordConfig(extra: Partial<WidgetConfig> = {}): WidgetConfig {
  return {
    products: ['passwords'],
    passwordOptions: { resetPasswordRedirectURL: RESET_URL, loginRedirectURL: LOGIN_URL },
    ...extra,
  };
}

/**
 * Renders the real widget root with a fresh store, prepared by `prepare`, recording what reaches the host's
 * callbacks. Test helper of the password screens.
 */
export function renderWidget(client: AuthClient, config: WidgetConfig, prepare?: (store: Store) => void) {
  const store = createStore();
  prepare?.(store);
  const events: WidgetEvent[] = [];
  const successes: unknown[] = [];
  const errors: unknown[] = [];
  const view = render(
    <Widget
      entry="login"
      client={client}
      config={config}
      styles={{}}
      callbacks={{ onEvent: (event) => events.push(event), onSuccess: (r) => successes.push(r), onError: (e) => errors.push(e) }}
      strings={resolveStrings()}
      store={store}
    />,
  );
  return { ...view, store, events, successes, errors };
}

/** Renders the widget on Password create-or-login for an email and a password state type. */
export function renderPasswordScreen(
  client: AuthClient,
  config: WidgetConfig,
  email: string,
  type: 'new' | 'password' | 'passwordless',
) {
  return renderWidget(client, config, (store) => {
    store.set(passwordStateAtom, { email, type });
    store.set(screenAtom, 'PasswordCreateOrLogin');
  });
}

/** Seeds a user through the emulator's dev API; with a password it may be one the API would refuse (breached). */
export async function seedUser(emulator: Emulator, email: string, password?: string): Promise<void> {
  const res = await fetch(`${emulator.url}/__dev/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(password === undefined ? { email } : { email, password }),
  });
  if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
}

/** Every inbox message to an address, newest first. */
export async function messagesTo(emulator: Emulator, to: string): Promise<{ link: string | null; code: string | null; subject?: string }[]> {
  const res = await fetch(`${emulator.url}/__dev/api/messages?to=${encodeURIComponent(to)}`);
  const { messages } = (await res.json()) as { messages: { link: string | null; code: string | null; subject?: string }[] };
  return messages;
}

/** Arms a fault on the emulator through its dev API (the next matching call answers as told). */
export async function injectFault(emulator: Emulator, fault: Record<string, unknown>): Promise<void> {
  const res = await fetch(`${emulator.url}/__dev/api/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (res.status !== 201) throw new Error(`fault refused: ${res.status} ${await res.text()}`);
}
