import { describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ATTRIBUTE, withFirstScreen } from './withFirstScreen.ts';

const SCREEN = '<div class="aw-root">form</div>';

describe('withFirstScreen', () => {
  it('writes the screen into the empty element that carries the attribute, as Svelte renders it', async () => {
    const html = `<body><main><div id="s1" data-auth-widget="" ${FIRST_SCREEN_ATTRIBUTE}=""></div></main></body>`;
    expect(await withFirstScreen(html, () => SCREEN)).toBe(
      `<body><main><div id="s1" data-auth-widget="" ${FIRST_SCREEN_ATTRIBUTE}="">${SCREEN}</div></main></body>`,
    );
  });

  it('awaits an async render, and renders nothing for a page without the element', async () => {
    const render = vi.fn(async () => SCREEN);
    const page = '<body><div data-auth-widget=""></div></body>';
    expect(await withFirstScreen(page, render)).toBe(page);
    expect(render).not.toHaveBeenCalled();
    expect(await withFirstScreen(`<section\n${FIRST_SCREEN_ATTRIBUTE}=""></section>`, render)).toBe(`<section\n${FIRST_SCREEN_ATTRIBUTE}="">${SCREEN}</section>`);
  });

  it('leaves the attribute alone in text, in another attribute\'s name and on an element that holds something', async () => {
    const inText = `<pre>&lt;div ${FIRST_SCREEN_ATTRIBUTE}=""&gt;</pre>`;
    const inName = `<div x-${FIRST_SCREEN_ATTRIBUTE}=""></div>`;
    const full = `<div ${FIRST_SCREEN_ATTRIBUTE}=""><p>server</p></div>`;
    const target = `<div ${FIRST_SCREEN_ATTRIBUTE}=""></div>`;
    for (const before of [inText, inName, full]) {
      expect(await withFirstScreen(before + target, () => SCREEN)).toBe(`${before}<div ${FIRST_SCREEN_ATTRIBUTE}="">${SCREEN}</div>`);
      expect(await withFirstScreen(before, () => SCREEN)).toBe(before);
    }
  });

  it('takes linear time on pages made to send a scan back over itself', async () => {
    const marker = ` ${FIRST_SCREEN_ATTRIBUTE}=""`;
    const n = 20_000;
    const hostile = [marker.repeat(n), `<div${marker.repeat(n)}`, `<div${marker.repeat(n)}>x</div>`, `${'<'.repeat(n)}${marker.repeat(n)}`, `${'<a>'.repeat(n)}${marker.repeat(n)}`];
    // Best of three: load on a shared machine only adds time, while a scan that goes back over the page for each
    // candidate takes seconds on these shapes. Warm, each takes about a millisecond.
    const timeOf = async (html: string) => {
      const started = performance.now();
      expect(await withFirstScreen(html, () => SCREEN)).toBe(html);
      return performance.now() - started;
    };
    for (const html of hostile) expect(Math.min(await timeOf(html), await timeOf(html), await timeOf(html)), html.slice(0, 12)).toBeLessThan(100);
  });
});
