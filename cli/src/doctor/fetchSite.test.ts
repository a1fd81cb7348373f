import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchSite } from './fetchSite.ts';
import type { SiteConfig } from './types.ts';

let server: Server;
let base: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    if (req.url === '/old') res.writeHead(301, { Location: '/' }).end();
    else res.writeHead(req.url === '/gone' ? 404 : 200, { 'Content-Type': 'text/html' }).end(`<p>${req.url}</p>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const site = (config: Record<string, unknown>): SiteConfig => ({ publicToken: 'public-token-test-x', config: { products: ['otp'], ...config } }) as SiteConfig;

describe('fetchSite', () => {
  it('fetches the --site page, then each redirect URL on its origin once, with the fields that name it', async () => {
    seen.length = 0;
    const snapshot = await fetchSite(
      `${base}/old`,
      site({
        oauthOptions: { providers: [{ type: 'google' }], loginRedirectURL: `${base}/authenticate`, signupRedirectURL: `${base}/authenticate#signup` },
        passwordOptions: { resetPasswordRedirectURL: `${base}/gone`, loginRedirectURL: `${base}/old` },
        emailMagicLinksOptions: { loginRedirectURL: 'https://shop.example/authenticate', signupRedirectURL: 'mailto:x@example.com' },
      }),
      fetch,
    );
    expect(seen).toEqual(['/old', '/', '/authenticate', '/gone']);
    expect(snapshot.main).toMatchObject({ url: `${base}/old`, finalUrl: `${base}/`, status: 200, main: true, fields: ['passwordOptions.loginRedirectURL'] });
    expect(snapshot.pages.map((p) => [p.url, p.status, p.fields])).toEqual([
      [`${base}/old`, 200, ['passwordOptions.loginRedirectURL']],
      [`${base}/authenticate`, 200, ['oauthOptions.loginRedirectURL', 'oauthOptions.signupRedirectURL']],
      [`${base}/gone`, 404, ['passwordOptions.resetPasswordRedirectURL']],
    ]);
    expect(snapshot.skipped).toEqual([{ url: 'https://shop.example/authenticate', fields: ['emailMagicLinksOptions.loginRedirectURL'], reason: 'other-origin' }]);
  });

  it('makes no more requests than its limit, and lists what it left', async () => {
    seen.length = 0;
    const snapshot = await fetchSite(
      `${base}/`,
      site({ oauthOptions: { providers: [{ type: 'google' }], loginRedirectURL: `${base}/a`, signupRedirectURL: `${base}/b` }, passwordOptions: { resetPasswordRedirectURL: `${base}/c` } }),
      fetch,
      { maxRequests: 2 },
    );
    expect(seen).toEqual(['/', '/a']);
    expect(snapshot.skipped.map((s) => [s.url, s.reason])).toEqual([
      [`${base}/b`, 'limit'],
      [`${base}/c`, 'limit'],
    ]);
  });
});
