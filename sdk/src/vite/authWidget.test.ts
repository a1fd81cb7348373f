import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview, resolveConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAuthError } from '../client/core/AuthError.ts';
import { NONCE_PLACEHOLDER } from '../site/pageNonce.ts';
import { parseSiteSettings } from '../site/parseSiteSettings.ts';
import { securityHeaders } from '../site/securityHeaders.ts';
import { authWidget } from './authWidget.ts';

const FILE = { publicToken: 'public-token-test-abc', config: { products: ['otp'], otpOptions: { methods: ['email'] } } };
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'auth-widget-vite-'));
  await writeFile(join(root, 'auth-widget.config.json'), JSON.stringify(FILE));
  await mkdir(join(root, 'other'));
  await writeFile(join(root, 'other', 'site.json'), JSON.stringify({ ...FILE, securityPolicy: 'strict' }));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>site</title><script type="module" src="/main.js"></script>');
  await writeFile(join(root, 'main.js'), "document.title = 'ready';");
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The config Vite resolves for a site with the plugin, for a command. */
const resolved = (command: 'serve' | 'build', plugin = authWidget({ env: {} })) => resolveConfig({ root, configFile: false, logLevel: 'silent', plugins: [plugin] }, command);

describe('authWidget', () => {
  it("sends the sdk's dev headers from the dev server and the production ones from vite preview, on localhost:5173", async () => {
    const settings = parseSiteSettings(FILE);
    const config = await resolved('serve', authWidget({ env: {}, extra: { dev: { script: ["'unsafe-inline'"] } } }));
    expect(config.server.headers).toEqual(securityHeaders(settings, { mode: 'dev', extra: { script: ["'unsafe-inline'"] } }));
    expect(config.preview.headers).toEqual(securityHeaders(settings, { mode: 'production' }));
    expect([config.server.host, config.server.port, config.server.strictPort]).toEqual(['localhost', 5173, true]);
    expect([config.preview.host, config.preview.port]).toEqual(['localhost', 5173]);
    expect(config.html?.cspNonce).toBe(NONCE_PLACEHOLDER);
  });

  it("takes the site's origin and emulator from the environment, and names the variable that is wrong", async () => {
    const config = await resolved('serve', authWidget({ env: { VITE_AUTH_WIDGET_TEST_API_URL: 'http://127.0.0.1:45678' } }));
    expect(config.server.headers['Content-Security-Policy']).toContain('http://127.0.0.1:45678');
    const wrong = await resolved('serve', authWidget({ env: { AUTH_WIDGET_SECURITY_POLICY: 'loose' } })).catch((error: unknown) => error);
    expect(isAuthError(wrong)).toBe(true);
    expect((wrong as Error).message).toMatch(/AUTH_WIDGET_SECURITY_POLICY is "loose"/);
  });

  it("keeps what the site's own config sets", async () => {
    const config = await resolveConfig({ root, configFile: false, logLevel: 'silent', server: { port: 3000 }, plugins: [authWidget({ env: {} })] }, 'serve');
    expect(config.server.port).toBe(3000);
  });

  it('under the strict policy, vite preview serves the built page with a nonce of its own per response', async () => {
    const plugin = () => authWidget({ config: 'other/site.json', env: {} });
    await build({ root, configFile: false, logLevel: 'silent', plugins: [plugin()], build: { outDir: 'dist' } });
    const server = await preview({ root, configFile: false, logLevel: 'silent', plugins: [plugin()], preview: { port: 0, strictPort: false } });
    try {
      const url = server.resolvedUrls!.local[0]!;
      const [first, second] = await Promise.all([fetch(url), fetch(`${url}account`)]);
      const nonces = [first, second].map((response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]);
      expect(nonces[0]).toBeDefined();
      expect(nonces[1]).toBeDefined();
      expect(nonces[0]).not.toBe(nonces[1]);
      const html = await first.text();
      expect(html).toContain(`nonce="${nonces[0]}"`);
      expect(html).not.toContain(NONCE_PLACEHOLDER);
      expect(first.headers.get('cache-control')).toBe('no-store');
      // A script is vite preview's, under the production headers.
      const script = /src="([^"]+\.js)"/.exec(html)![1]!;
      const asset = await fetch(new URL(script, url));
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-security-policy')).toContain("'self'");
      expect(asset.headers.get('content-security-policy')).not.toContain('nonce-');
    } finally {
      await server.close();
    }
  });
});
