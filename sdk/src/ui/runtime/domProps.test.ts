import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

  it("is given no element prop whose React meaning Preact lacks and domProps does not supply", () => {
    const ui = join(import.meta.dirname, '..');
    const files = (readdirSync(ui, { recursive: true }) as string[]).filter((file) => file.endsWith('.tsx') && !file.includes('.test.'));
    const leaves = new Set(['input', 'select', 'textarea', 'button']);
    const problem = (tag: string, prop: string): string | undefined => {
      if (prop === 'onDoubleClick') return 'Preact listens for a "doubleclick" event';
      // React's focus and blur bubble; on a field itself the browser's are the same.
      if ((prop === 'onFocus' || prop === 'onBlur') && !leaves.has(tag)) return "React's bubbles, the browser's does not";
      if (prop === 'autoFocus') return 'React focuses the element as it mounts, Preact only writes the attribute';
      if (prop === 'style') return "React adds px to numbers, Preact does not (and the widget's CSP drops style attributes)";
      return undefined;
    };
    const found: string[] = [];
    for (const file of files) {
      // Opening tags of elements (lowercase names); an arrow function's => inside a prop is not the tag's end.
      for (const [, tag, props] of readFileSync(join(ui, file), 'utf8').matchAll(/<([a-z][\w-]*)\b((?:=>|[^<>])*)>/g)) {
        for (const [, prop] of props!.matchAll(/\s(on[A-Z]\w*|style|autoFocus)=/g)) {
          const why = problem(tag!, prop!);
          if (why) found.push(`${file}: <${tag} ${prop}>: ${why}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
