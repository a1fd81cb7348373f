import { render } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import type { AuthClient } from '../../../client/createAuthClient.ts';
import type { WidgetConfig, WidgetEvent, WidgetStyles } from '../../config.ts';
import { resolveStrings } from '../../strings/index.ts';
import { Widget } from '../../Widget.tsx';

type Store = ReturnType<typeof createStore>;

/**
 * Test helper of the Main, OTP and Email screens: renders the real widget root (login entry) with a fresh store,
 * prepared by `prepare`, and records what reaches the host's callbacks.
 */
export function renderLogin(
  client: AuthClient,
  config: WidgetConfig,
  options: { styles?: WidgetStyles; prepare?: (store: Store) => void } = {},
) {
  const store = createStore();
  options.prepare?.(store);
  const events: WidgetEvent[] = [];
  const successes: unknown[] = [];
  const errors: unknown[] = [];
  const view = render(
    <Widget
      entry="login"
      client={client}
      config={config}
      styles={options.styles ?? {}}
      callbacks={{ onEvent: (event) => events.push(event), onSuccess: (r) => successes.push(r), onError: (e) => errors.push(e) }}
      strings={resolveStrings()}
      store={store}
    />,
  );
  return { ...view, store, events, successes, errors };
}

/** Every inbox message to an address or phone, newest first, from the emulator's dev API. */
export async function inbox(emulatorUrl: string, to: string): Promise<{ code: string | null; link: string | null; channel: string }[]> {
  const res = await fetch(`${emulatorUrl}/__dev/api/messages?to=${encodeURIComponent(to)}`);
  const { messages } = (await res.json()) as { messages: { code: string | null; link: string | null; channel: string }[] };
  return messages;
}
