import { atom } from 'jotai/vanilla';
import { afterEach, describe, expect, it } from 'vitest';
import { createWidgetRoot, createWidgetStore, widgetContainer } from './createWidgetRoot.ts';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function element(): HTMLElement {
  const div = document.createElement('div');
  document.body.appendChild(div);
  return div;
}

describe('createWidgetRoot', () => {
  it('renders into the element itself, with the stylesheet in the head, without Shadow DOM', () => {
    const host = element();
    const { container } = createWidgetRoot(host, { shadow: false, nonce: 'n0nce' });
    expect(container).toBe(host);
    expect(host.shadowRoot).toBeNull();
    expect(document.head.querySelector<HTMLStyleElement>('#auth-widget-styles')?.nonce).toBe('n0nce');
  });

  it('renders into one container inside an open shadow root holding its own stylesheet, reused on a second call', () => {
    const host = element();
    const { container } = createWidgetRoot(host, { shadow: true, nonce: undefined });
    expect(container.parentNode).toBe(host.shadowRoot);
    expect(host.shadowRoot?.querySelector('#auth-widget-styles')).not.toBeNull();
    expect(document.head.querySelector('#auth-widget-styles')).toBeNull();
    expect(widgetContainer(host, { shadow: true, nonce: undefined })).toBe(container);
    expect(host.shadowRoot?.querySelectorAll('[data-auth-widget-root]')).toHaveLength(1);
  });

  it('gives each widget a fresh store with its first state set', () => {
    const first = atom('start');
    const { store } = createWidgetRoot(element(), { shadow: false, nonce: undefined, prepare: (s) => s.set(first, 'prepared') });
    expect(store.get(first)).toBe('prepared');
    expect(createWidgetStore().get(first)).toBe('start');
  });
});
