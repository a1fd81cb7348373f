import { afterEach, describe, expect, it } from 'vitest';
import { Component, type ComponentChildren } from 'preact';
import { deferred } from '../../../test/deferred.ts';
import { jsx } from './jsxRuntime.ts';
import { lazy } from './lazy.ts';
import { createRoot } from './reactDomClient.ts';
import { Suspense } from './Suspense.ts';

const host = document.createElement('div');
afterEach(() => createRoot(host).unmount());

/** Lets Preact's queued renders and the loads' callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const Text = ({ text }: { text: string }) => jsx('p', { children: text });

class Boundary extends Component<{ children?: ComponentChildren }, { failed: boolean }> {
  override state = { failed: false };
  static override getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? jsx('p', { children: 'failed' }) : this.props.children;
  }
}

describe('lazy and Suspense', () => {
  it('shows the fallback in place of all the children until the code is there, then the children', async () => {
    const load = deferred<{ default: typeof Text }>();
    const Part = lazy(() => load.promise);
    createRoot(host).render(jsx(Suspense, { fallback: jsx('span', { children: 'loading' }), children: [jsx('b', { children: 'beside' }), jsx(Part, { text: 'part' })] }));
    await settle();
    expect(host.innerHTML).toBe('<span>loading</span>');
    load.resolve({ default: Text });
    await settle();
    expect(host.innerHTML).toBe('<b>beside</b><p>part</p>');
  });

  it('renders a part whose load calls back at once in the same pass, with no fallback', () => {
    const Part = lazy(() => ({ then: (done: (module: { default: typeof Text }) => unknown) => done({ default: Text }) }) as PromiseLike<{ default: typeof Text }>);
    createRoot(host).render(jsx(Suspense, { fallback: 'loading', children: jsx(Part, { text: 'at once' }) }));
    expect(host.innerHTML).toBe('<p>at once</p>');
  });

  it('throws a failed load to the error boundary above, and a pending one never reaches an error boundary', async () => {
    const load = deferred<{ default: typeof Text }>();
    const Part = lazy(() => load.promise);
    createRoot(host).render(jsx(Boundary, { children: jsx(Suspense, { fallback: 'loading', children: jsx(Boundary, { children: jsx(Part, { text: 'part' }) }) }) }));
    await settle();
    expect(host.innerHTML).toBe('loading');
    load.reject(new Error('offline'));
    await settle();
    expect(host.innerHTML).toBe('<p>failed</p>');
  });
});
