import { describe, expect, it } from 'vitest';
import { jsx } from './jsxRuntime.ts';
import { createRoot, hydrateRoot } from './reactDomClient.ts';

describe('createRoot and hydrateRoot', () => {
  it('replaces what the container held on the first render, renders again in place, and empties it on unmount', () => {
    const host = document.createElement('div');
    host.innerHTML = '<span>placeholder</span>';
    const root = createRoot(host);
    root.render(jsx('p', { children: 'one' }));
    expect(host.innerHTML).toBe('<p>one</p>');
    const paragraph = host.firstChild;
    root.render(jsx('p', { children: 'two' }));
    expect(host.firstChild).toBe(paragraph);
    expect(host.innerHTML).toBe('<p>two</p>');
    root.unmount();
    expect(host.innerHTML).toBe('');
  });

  it("takes a server's markup over, keeping its nodes, and attaches the handlers", () => {
    const host = document.createElement('div');
    host.innerHTML = '<button class="aw-button">Go</button>';
    const button = host.firstChild as HTMLButtonElement;
    let clicks = 0;
    const root = hydrateRoot(host, jsx('button', { className: 'aw-button', onClick: () => clicks++, children: 'Go' }));
    expect(host.firstChild).toBe(button);
    button.click();
    expect(clicks).toBe(1);
    root.render(jsx('button', { className: 'aw-button', children: 'Again' }));
    expect(host.firstChild).toBe(button);
    expect(button.textContent).toBe('Again');
  });
});
