import { afterEach, describe, expect, it } from 'vitest';
import { jsx } from './jsxRuntime.ts';
import { createRoot, hydrateRoot } from './reactDomClient.ts';
import { useSyncExternalStore } from './useSyncExternalStore.ts';

const host = document.createElement('div');
afterEach(() => createRoot(host).unmount());

// Preact runs passive effects after the next frame, or 35 ms at the latest.
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** A store of one value with subscribers, as the widget's jotai store is to its hooks. */
function store(value: string) {
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: string) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listeners,
  };
}

describe('useSyncExternalStore', () => {
  it('renders the snapshot, again on each change, and unsubscribes on unmount', async () => {
    const s = store('a');
    const View = () => jsx('p', { children: useSyncExternalStore(s.subscribe, s.get) });
    createRoot(host).render(jsx(View, {}));
    expect(host.textContent).toBe('a');
    await settle();
    s.set('b');
    await settle();
    expect(host.textContent).toBe('b');
    expect(s.listeners.size).toBe(1);
    createRoot(host).unmount();
    await settle();
    expect(s.listeners.size).toBe(0);
  });

  it('does not miss a change made between the render and the subscription', async () => {
    const s = store('a');
    const View = () => jsx('p', { children: useSyncExternalStore(s.subscribe, s.get) });
    createRoot(host).render(jsx(View, {}));
    s.set('b');
    await settle();
    expect(host.textContent).toBe('b');
  });

  it("hydrates with the server's snapshot, keeping its nodes, then renders the browser's", async () => {
    const s = store('browser');
    host.innerHTML = '<p>server</p>';
    const paragraph = host.firstChild;
    let first: string | undefined;
    const View = () => {
      const value = useSyncExternalStore(s.subscribe, s.get, () => 'server');
      first ??= value;
      return jsx('p', { children: value });
    };
    hydrateRoot(host, jsx(View, {}));
    expect(first).toBe('server');
    await settle();
    expect(host.textContent).toBe('browser');
    expect(host.firstChild).toBe(paragraph);
  });
});
