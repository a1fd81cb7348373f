import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER } from '../site/pageNonce.ts';
import { parseSiteSettings } from '../site/parseSiteSettings.ts';
import { strictPageMiddleware, type StrictPageMiddlewareOptions } from './strictPageMiddleware.ts';

const settings = parseSiteSettings({ publicToken: 'public-token-test-abc', config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
const page = (name: string) => `<meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}"><script type="module" nonce="${NONCE_PLACEHOLDER}" src="/${name}.js"></script>`;

let dir: string;
/** The build's folder, with a secret beside it that no path may reach. */
let outDir: string;

/** Serves the middleware over real HTTP; whatever it passes on answers 404 `next`, as vite preview's file server would. */
async function serve(options: Omit<StrictPageMiddlewareOptions, 'settings' | 'outDir'>): Promise<{ url: string; server: Server }> {
  const middleware = strictPageMiddleware({ settings, outDir, ...options });
  const server = createServer((req, res) => middleware(req, res, () => res.writeHead(404).end('next')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** A raw request path, sent as it is (fetch would normalize `..` away before the server saw it). */
function get(url: string, path: string): Promise<{ status: number; headers: Headers; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    request({ hostname, port, path }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') headers.set(name, value);
        resolve({ status: response.statusCode ?? 0, headers, body });
      });
    })
      .on('error', reject)
      .end();
  });
}

function nonceOf(policy: string | null): string {
  const nonce = /script-src 'nonce-([A-Za-z0-9+/]+={0,2})' 'strict-dynamic'/.exec(policy ?? '')?.[1];
  if (!nonce) throw new Error(`no nonce in ${policy}`);
  return nonce;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'strict-pages-'));
  outDir = join(dir, 'dist');
  await mkdir(join(outDir, 'docs'), { recursive: true });
  await writeFile(join(outDir, 'index.html'), page('index'));
  await writeFile(join(outDir, 'account.html'), page('account'));
  await writeFile(join(outDir, 'docs', 'index.html'), page('docs'));
  await writeFile(join(dir, 'secret.html'), 'secret');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('strictPageMiddleware', () => {
  it('serves each page under the strict policy with a nonce of its own, in its HTML and its policy, never cached', async () => {
    const { url, server } = await serve({ appType: 'mpa' });
    try {
      const [first, second] = [await get(url, '/'), await get(url, '/')];
      const nonce = nonceOf(first.headers.get('content-security-policy'));
      expect(first.status).toBe(200);
      expect(first.body).toBe(page('index').replaceAll(NONCE_PLACEHOLDER, nonce));
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect(first.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(first.headers.get('x-content-type-options')).toBe('nosniff');
      expect(first.headers.get('content-security-policy')).toContain("require-trusted-types-for 'script'");
      expect(first.headers.get('content-security-policy')).not.toContain("'unsafe-inline'");
      expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce);
      expect(second.body).not.toContain(nonce);
    } finally {
      server.close();
    }
  });

  it('mpa: a path is its own HTML file; other files and missing pages are passed on', async () => {
    const { url, server } = await serve({ appType: 'mpa' });
    try {
      expect((await get(url, '/account')).body).toContain('/account.js');
      expect((await get(url, '/account.html')).body).toContain('/account.js');
      expect((await get(url, '/docs/')).body).toContain('/docs.js');
      expect((await get(url, '/assets/a.js')).body).toBe('next');
      expect((await get(url, '/missing')).body).toBe('next');
    } finally {
      server.close();
    }
  });

  it('refuses a path that leaves the build folder, however it is written', async () => {
    const { url, server } = await serve({ appType: 'mpa' });
    try {
      for (const path of ['/../secret', '/%2e%2e/secret', '/..%2fsecret', '/docs/..%2f..%2fsecret.html', '/%2E%2E%2Fsecret']) {
        const answer = await get(url, path);
        expect(answer.body, path).not.toBe('secret');
        expect(answer.headers.get('content-security-policy'), path).toBeNull();
      }
    } finally {
      server.close();
    }
  });

  it("spa: every path without an extension is index.html, with the framework's additions to the policy", async () => {
    const { url, server } = await serve({ appType: 'spa', extra: { trustedTypes: ['vue'] } });
    try {
      for (const path of ['/', '/account', '/a/b', '/index.html']) {
        const answer = await get(url, path);
        expect(answer.body, path).toContain('/index.js');
        expect(answer.headers.get('content-security-policy'), path).toMatch(/trusted-types auth-widget vue/);
      }
      expect((await get(url, '/account.html')).body).toBe('next');
      expect((await get(url, '/assets/a.js')).body).toBe('next');
    } finally {
      server.close();
    }
  });
});
