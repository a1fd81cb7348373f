import { describe, expect, it } from 'vitest';
import { siteSnapshot } from '../testing/siteSnapshot.ts';
import type { SiteConfig } from '../types.ts';
import { siteWidget } from './siteWidget.ts';

const URL_ = 'http://localhost:5173/';
const page = (body: string) => `<!doctype html><html><head><title>Sign in</title></head><body>${body}</body></html>`;
/** A server-rendered page with text and a script, as most sites are. */
const CONTENT = '<header><a href="/">Shop</a><a href="/account">Account</a></header><main><h1>Sign in to the shop</h1><p>Welcome back: sign in to see your orders.</p>';

/** A site that answers 404 to every script, unless `scripts` has it (by path). */
function scriptsAt(scripts: Record<string, string> = {}): typeof fetch {
  return (async (input: string | URL) => {
    const body = scripts[new URL(String(input)).pathname];
    return body === undefined ? new Response('', { status: 404 }) : new Response(body, { headers: { 'content-type': 'application/javascript' } });
  }) as typeof fetch;
}

function run(html: string, options: { widgetElement?: string; site?: Partial<SiteConfig>; truncated?: boolean; scripts?: Record<string, string> } = {}) {
  const site = { publicToken: 'public-token-test-abc', config: { products: ['otp'] }, ...options.site } as SiteConfig;
  return siteWidget.run({ site, api: null, fetch: scriptsAt(options.scripts), snapshot: siteSnapshot(URL_, { html, truncated: options.truncated ?? false }), widgetElement: options.widgetElement });
}

describe('site widget check', () => {
  it("finds the usual mount points: the React components' element (as Next.js renders it) and the vanilla template's", async () => {
    const next = await run(page(`${CONTENT}<div data-auth-widget="login"></div></main><script src="/_next/static/chunks/main.js"></script>`));
    expect(next).toEqual({ status: 'pass', message: '"http://localhost:5173/" has the widget\'s element (a <div>, matching "[data-auth-widget], #login").', fix: '' });
    const vanilla = await run(page('<main><h1>Sign in</h1><div id="login"></div></main><script type="module" src="/src/login.ts"></script>'));
    expect(vanilla.message).toContain('(a <div> with id "login", matching');
  });

  it('finds the element --widget-element or widgetElement names, the flag first', async () => {
    const html = page(`${CONTENT}<section id="signin" class="auth"></section></main>`);
    expect((await run(html, { widgetElement: '#signin' })).status).toBe('pass');
    expect((await run(html, { site: { widgetElement: 'section.auth' } })).status).toBe('pass');
    expect((await run(html, { widgetElement: '#signin', site: { widgetElement: '#nope' } })).status).toBe('pass');
  });

  it('fails when a named element is missing from a server-rendered page, and warns when only the usual ones are', async () => {
    const html = page(`${CONTENT}</main><script src="/app.js"></script>`);
    const named = await run(html, { widgetElement: '#login' });
    expect(named.status).toBe('fail');
    expect(named.message).toBe(
      '"http://localhost:5173/" has no element matching "#login" (--widget-element) in its HTML: mounting fails with "The selector applies to no DOM elements currently on the page".',
    );
    const usual = await run(html);
    expect(usual.status).toBe('warn');
    expect(usual.message).toContain('has none of the usual mount points ([data-auth-widget], #login) in its HTML');
    expect(usual.fix).toContain('Pass --widget-element');
    expect((await run(html, { widgetElement: '#login', truncated: true })).message).toContain("(only the page's beginning was read)");
  });

  it('passes a page rendered in the browser when its scripts carry the widget, naming the script', async () => {
    const shell = page('<div id="app"></div><script type="module" src="/assets/index-1.js"></script>');
    const result = await run(shell, { scripts: { '/assets/index-1.js': 'import("./LoginPage-2.js")', '/assets/LoginPage-2.js': 'e.setAttribute("data-auth-widget-root","")' } });
    expect(result).toEqual({
      status: 'pass',
      message: '"http://localhost:5173/" is rendered in the browser (its HTML has an empty #app and scripts that render into it), and its scripts carry the widget: "http://localhost:5173/assets/LoginPage-2.js" has "data-auth-widget".',
      fix: '',
    });
  });

  it('warns, saying how to look, when the page is rendered in the browser and its scripts show no widget', async () => {
    const vite = await run(page('<div id="root"></div><script type="module" src="/src/main.tsx"></script>'), { widgetElement: '#login', scripts: { '/src/main.tsx': 'import "./App.tsx"' } });
    expect(vite.status).toBe('warn');
    expect(vite.message).toContain('and it looks rendered in the browser: its HTML has an empty #root and scripts that render into it');
    expect(vite.message).toContain('None of the 1 scripts doctor read from it carries the widget\'s code ("data-auth-widget" or "auth-widget-login")');
    expect(vite.fix).toBe('Open "http://localhost:5173/" in a browser and run document.querySelector("#login") in its console once the page has loaded: it must find the element.');
    const shell = await run(page('<noscript>Enable JavaScript</noscript><script src="/bundle.js"></script>'));
    expect(shell.status).toBe('warn');
    expect(shell.message).toContain('its HTML has almost no text, only scripts that render the page');
  });

  it('does not take a marker inside a script or a comment for the element', async () => {
    const html = page(`${CONTENT}</main><!-- <div id="login"></div> --><script>self.__next_f.push('<div data-auth-widget="login"></div>')</script>`);
    expect((await run(html, { widgetElement: '[data-auth-widget], #login' })).status).toBe('fail');
  });

  it('says it cannot check a selector it does not match, or a widgetElement that is not a string', async () => {
    expect((await run(page(CONTENT), { widgetElement: 'main > #login' })).message).toContain('has combinators, pseudo-classes or escapes');
    expect((await run(page(CONTENT), { site: { widgetElement: 3 } })).status).toBe('fail');
  });

  it('escapes what the site sent', async () => {
    const result = await run(page('<div\u202e data-auth-widget id="x&#27;[2J&#x202e;"></div>'));
    expect(result.message).toContain('(a <div\\u202e> with id "x\\u001b[2J\\u202e", matching');
  });
});
