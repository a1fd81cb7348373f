import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchPage, PAGE_LIMITS, type RequestBudget } from './fetchPage.ts';

let server: Server;
let base: string;
/** The paths the server was asked for, in order. */
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    asked.push(path);
    const hop = /^\/hop\/(\d+)$/.exec(path);
    if (hop) {
      const n = Number(hop[1]);
      res.writeHead(302, { Location: n === 0 ? '/page' : `/hop/${n - 1}` }).end();
    } else if (path === '/page') {
      res.setHeader('Content-Security-Policy', ["default-src 'self'", "script-src 'none'"]);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<p>héllo</p>');
    } else if (path === '/big') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      // 3 KB in small writes: more than the test's 1 KB cap, never ending before the cap is reached.
      for (let i = 0; i < 30; i += 1) res.write('x'.repeat(100));
      res.end();
    } else if (path === '/json') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"a":1}');
    } else if (path === '/to-other-host') {
      // The same server under another host name: a browser would follow it, doctor stops.
      res.writeHead(302, { Location: `http://localhost:${(server.address() as AddressInfo).port}/page` }).end();
    } else if (path === '/to-https') {
      res.writeHead(301, { Location: `https://${new URL(base).host}/page` }).end();
    } else if (path === '/to-js') {
      res.writeHead(301, { Location: 'javascript:alert(1)' }).end();
    } else if (path === '/silent') {
      // Never answers: the time limit ends the request.
    } else if (path === '/trickle') {
      // Answers, then never finishes its body.
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.write('<p>start');
    } else {
      res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not found</h1>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const budget = (left = 10): RequestBudget => ({ left, max: left });
const get = (path: string, limits = PAGE_LIMITS, left = 10) => fetchPage(`${base}${path}`, { fetch, budget: budget(left), limits });

describe('fetchPage', () => {
  it('reads the status, every CSP header (joined as one list), the type and the body as UTF-8', async () => {
    const page = await get('/page');
    expect(page).toEqual({
      url: `${base}/page`,
      finalUrl: `${base}/page`,
      status: 200,
      error: null,
      leftHost: null,
      csp: "default-src 'self', script-src 'none'",
      contentType: 'text/html; charset=utf-8',
      html: '<p>héllo</p>',
      truncated: false,
    });
  });

  it('follows redirects up to the limit, and says so past it', async () => {
    const page = await get('/hop/2');
    expect(page).toMatchObject({ finalUrl: `${base}/page`, status: 200, error: null });
    const far = await get('/hop/5');
    expect(far).toMatchObject({ status: 302, error: 'more than 3 redirects', html: '' });
    expect(far.finalUrl).toBe(`${base}/hop/2`);
  });

  it("stops at a redirect off the page's host and names where it leads, without asking that host", async () => {
    asked.length = 0;
    const page = await get('/to-other-host');
    const target = `http://localhost:${new URL(base).port}/page`;
    expect(page).toMatchObject({ finalUrl: `${base}/to-other-host`, status: 302, leftHost: target, html: '' });
    expect(page.error).toBe(`it redirects to ${target}, off the site's host ${new URL(base).host}: doctor does not follow it`);
    expect(asked).toEqual(['/to-other-host']);
  });

  it('follows a redirect to https on the same host', async () => {
    const requested: string[] = [];
    const recording: typeof fetch = async (input, init) => {
      requested.push(String(input));
      return String(input).startsWith('https:') ? new Response('<p>secure</p>', { headers: { 'Content-Type': 'text/html' } }) : fetch(input, init);
    };
    const page = await fetchPage(`${base}/to-https`, { fetch: recording, budget: budget() });
    expect(page).toMatchObject({ finalUrl: `https://${new URL(base).host}/page`, status: 200, error: null, html: '<p>secure</p>' });
    expect(requested).toEqual([`${base}/to-https`, `https://${new URL(base).host}/page`]);
  });

  it('spends one request of the budget per hop, and stops when it is spent', async () => {
    const shared = budget(2);
    const page = await fetchPage(`${base}/hop/2`, { fetch, budget: shared });
    expect(page.error).toBe('not fetched: doctor makes at most 2 requests to a site');
    expect(shared.left).toBe(0);
    expect((await fetchPage(`${base}/page`, { fetch, budget: shared })).status).toBeNull();
  });

  it('reads a 4xx page (its status is the finding) and leaves non-HTML bodies unread', async () => {
    expect(await get('/missing')).toMatchObject({ status: 404, error: null, html: '<h1>Not found</h1>' });
    expect(await get('/json')).toMatchObject({ status: 200, contentType: 'application/json', html: '' });
  });

  it('reads at most maxBytes of a body and says it was cut', async () => {
    const page = await get('/big', { ...PAGE_LIMITS, maxBytes: 1024 });
    expect(page.html).toBe('x'.repeat(1024));
    expect(page.truncated).toBe(true);
  });

  it('refuses to follow a redirect to another scheme', async () => {
    expect((await get('/to-js')).error).toBe('it redirects to a javascript: URL, which doctor does not follow');
  });

  it('gives up on a site that does not answer within the time limit', async () => {
    const page = await get('/silent', { ...PAGE_LIMITS, timeoutMs: 300 });
    expect(page).toMatchObject({ status: null, error: 'no answer within 0.3 s' });
    // The limit covers the body too: a page that never ends does not hold doctor up.
    const trickle = await get('/trickle', { ...PAGE_LIMITS, timeoutMs: 300 });
    expect(trickle).toMatchObject({ status: 200, error: "the page's body could not be read: no answer within 0.3 s" });
  });

  it('reports a connection failure with its reason', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const page = await fetchPage(`http://127.0.0.1:${port}/`, { fetch, budget: budget() });
    expect(page.status).toBeNull();
    expect(page.error).toContain('ECONNREFUSED');
  });
});
