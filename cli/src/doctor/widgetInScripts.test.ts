import { describe, expect, it } from 'vitest';
import { sitePage } from './testing/siteSnapshot.ts';
import { scanHtml } from './scanHtml.ts';
import { MAX_SCRIPTS, widgetInScripts } from './widgetInScripts.ts';

const ORIGIN = 'http://localhost:5173';

/** A site whose files are `files` (path to JavaScript), answering 404 elsewhere; it records what was asked. */
function site(files: Record<string, string>) {
  const asked: string[] = [];
  const fetchImpl = (async (input: string | URL) => {
    const url = new URL(String(input));
    asked.push(url.pathname + url.search);
    const body = url.origin === ORIGIN ? files[url.pathname + url.search] : undefined;
    return body === undefined ? new Response('Not found', { status: 404 }) : new Response(body, { headers: { 'content-type': 'text/javascript' } });
  }) as typeof fetch;
  return { fetchImpl, asked };
}

function search(html: string, files: Record<string, string>) {
  const { fetchImpl, asked } = site(files);
  const page = sitePage(`${ORIGIN}/`, { html });
  return { asked, result: widgetInScripts(page, scanHtml(html), fetchImpl) };
}

const SHELL = '<div id="root"></div><script type="module" src="/src/main.tsx"></script>';

describe('widgetInScripts', () => {
  it("follows a dev server's modules to the widget's pre-bundled code, the widget's package first", async () => {
    const { asked, result } = search(SHELL, {
      '/src/main.tsx': 'import { createRoot } from "/node_modules/.vite/deps/react-dom_client.js?v=1";\nimport App from "/src/App.tsx";',
      '/src/App.tsx': 'import { Login } from "/node_modules/.vite/deps/@auth-widget_sdk_react.js?v=1";',
      '/node_modules/.vite/deps/react-dom_client.js?v=1': 'export const createRoot = () => {};',
      '/node_modules/.vite/deps/@auth-widget_sdk_react.js?v=1': 'return jsx("div", { ref, "data-auth-widget": entry });',
    });
    expect(await result).toEqual({ found: { url: `${ORIGIN}/node_modules/.vite/deps/@auth-widget_sdk_react.js?v=1`, marker: 'data-auth-widget' }, read: 4, unread: 0 });
    expect(asked).toEqual(['/src/main.tsx', '/node_modules/.vite/deps/react-dom_client.js?v=1', '/src/App.tsx', '/node_modules/.vite/deps/@auth-widget_sdk_react.js?v=1']);
  });

  it("finds the custom element's tag in a built app's lazy route, from a modulepreload link", async () => {
    const html = '<link rel="modulepreload" href="/assets/vendor-1.js"><div id="app"></div><script type="module" src="/assets/index-2.js"></script>';
    const { result } = search(html, {
      '/assets/vendor-1.js': 'export const a = 1;',
      '/assets/index-2.js': 'import{a}from"./vendor-1.js";const r=[{path:"/",component:()=>o(()=>import(`./LoginPage-3.js`),[])}];',
      '/assets/LoginPage-3.js': 'h("auth-widget-login",{"public-token":t})',
    });
    expect((await result).found).toEqual({ url: `${ORIGIN}/assets/LoginPage-3.js`, marker: 'auth-widget-login' });
  });

  it('says how many it read when none carries the widget, and reads nothing on another origin', async () => {
    const html = '<div id="root"></div><script src="https://cdn.example/app.js"></script><script type="module" src="/main.js"></script>';
    const { asked, result } = search(html, {
      '/main.js': 'import "https://cdn.example/lib.js"; import "./missing.js"; import "./other.js";',
      '/other.js': 'console.log("no widget here")',
    });
    expect(await result).toEqual({ found: null, read: 2, unread: 1 });
    expect(asked).toEqual(['/main.js', '/missing.js', '/other.js']);
  });

  it(`reads at most ${MAX_SCRIPTS} scripts, however many a script imports`, async () => {
    const files: Record<string, string> = { '/main.js': Array.from({ length: 500 }, (_, i) => `import "./m${i}.js";`).join('') };
    for (let i = 0; i < 500; i += 1) files[`/m${i}.js`] = `import "./m${i}.js";`;
    const { asked, result } = search('<div id="root"></div><script type="module" src="/main.js"></script>', files);
    expect(await result).toMatchObject({ found: null, read: MAX_SCRIPTS });
    expect(asked).toHaveLength(MAX_SCRIPTS);
  });

  it('ignores a script answered as HTML, such as a single-page app serving index.html for every path', async () => {
    const { fetchImpl } = site({});
    const html = `${SHELL}`;
    const htmlEverywhere = (async () => new Response('<div data-auth-widget></div>', { headers: { 'content-type': 'text/html' } })) as typeof fetch;
    expect((await widgetInScripts(sitePage(`${ORIGIN}/`, { html }), scanHtml(html), htmlEverywhere)).found).toBeNull();
    expect((await widgetInScripts(sitePage(`${ORIGIN}/`, { html }), scanHtml(html), fetchImpl)).read).toBe(0);
  });
});
