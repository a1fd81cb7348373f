import { afterEach, describe, expect, it, vi } from 'vitest';
import { domProps } from './domProps.ts';
import { jsx } from './jsxRuntime.ts';
import { createRoot } from './reactDomClient.ts';

const host = document.createElement('div');
afterEach(() => createRoot(host).unmount());

describe('domProps', () => {
  it("makes a text field's onChange React's: every input event", () => {
    const onChange = () => {};
    expect(domProps('input', { type: 'email', onChange })).toEqual({ type: 'email', onInput: onChange });
    expect(domProps('input', { onChange })).toEqual({ onInput: onChange });
    expect(domProps('textarea', { onChange })).toEqual({ onInput: onChange });
    // A checkbox's, a file input's and a select's change event is already what React's onChange means.
    expect(domProps('input', { type: 'checkbox', onChange })).toEqual({ type: 'checkbox', onChange });
    expect(domProps('input', { type: 'file', onChange })).toEqual({ type: 'file', onChange });
    expect(domProps('select', { onChange })).toEqual({ onChange });
  });

  it('dashes the SVG attributes React takes in camelCase, and leaves the others as given', () => {
    expect(domProps('text', { textAnchor: 'middle', fontSize: '11', fontFamily: 'inherit', fill: 'currentColor' })).toEqual({
      'text-anchor': 'middle',
      'font-size': '11',
      'font-family': 'inherit',
      fill: 'currentColor',
    });
    expect(domProps('svg', { viewBox: '0 0 1 1', textLength: '4', clipPathUnits: 'x' })).toEqual({ viewBox: '0 0 1 1', textLength: '4', clipPathUnits: 'x' });
    expect(domProps('input', { autoComplete: 'email', className: 'aw-input', htmlFor: 'x' })).toEqual({ autoComplete: 'email', className: 'aw-input', htmlFor: 'x' });
    expect(domProps('my-element', { fontSize: '11' })).toEqual({ fontSize: '11' });
  });

  it('keeps suppressHydrationWarning, a hint to React, out of the page', () => {
    createRoot(host).render(jsx('button', { suppressHydrationWarning: true, className: 'aw-button', children: 'Go' }));
    expect(host.innerHTML).toBe('<button class="aw-button">Go</button>');
  });

  it('calls a rendered text field\'s onChange on each keystroke', () => {
    const onChange = vi.fn();
    createRoot(host).render(jsx('input', { type: 'text', onChange }));
    const input = host.querySelector('input')!;
    input.value = 'a';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.value = 'ab';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('writes a dashed SVG attribute into the page', () => {
    createRoot(host).render(jsx('svg', { children: jsx('text', { textAnchor: 'middle', children: 'x' }) }));
    expect(host.querySelector('text')!.getAttribute('text-anchor')).toBe('middle');
  });
});
