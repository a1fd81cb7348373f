import { describe, expect, it } from 'vitest';
import { siteSnapshot } from '../testing/siteSnapshot.ts';
import type { SiteConfig } from '../types.ts';
import { siteCookies } from './siteCookies.ts';

/** The check on a site whose --site page ended on `url`, with these cookie options. */
const run = (url: string, cookieOptions?: Record<string, unknown>) =>
  siteCookies.run({ site: { publicToken: 'public-token-test-abc', config: { products: ['otp'] }, cookieOptions } as SiteConfig, api: null, fetch, snapshot: siteSnapshot(url) });

describe('site cookies check', () => {
  it('passes https, and plain http on local hosts, where the client writes no Secure flag', async () => {
    expect(await run('https://shop.example/')).toEqual({
      status: 'pass',
      message: 'The browser accepts the session cookies on "https://shop.example": written Secure, for "shop.example" alone, path "/".',
      fix: '',
    });
    for (const url of ['http://localhost:5173/', 'http://127.0.0.1:5173/', 'http://app.localhost/', 'http://[::1]:3000/']) {
      const result = await run(url);
      expect(result.status, url).toBe('pass');
      expect(result.message).toContain('written without Secure (a local host)');
    }
  });

  it('fails plain http on another host: browsers refuse Secure cookies from it', async () => {
    const result = await run('http://shop.example/');
    expect(result.status).toBe('fail');
    expect(result.message).toContain('The site is plain http on "shop.example": the client writes its session cookies Secure');
    expect(result.fix).toBe('Serve the site over https (https://shop.example); plain http works on localhost only.');
  });

  it('checks the domain by RFC 6265: the host or a parent, a leading dot ignored, no public suffix, an IP only itself', async () => {
    expect((await run('https://app.shop.example/', { domain: '.shop.example' })).message).toContain('for ".shop.example"');
    const other = await run('https://app.shop.example/', { domain: 'other.example' });
    expect(other.status).toBe('fail');
    expect(other.message).toBe('cookieOptions.domain "other.example" does not cover the site\'s host "app.shop.example": browsers refuse cookies for another domain, so the session is never stored.');
    expect(other.fix).toBe('Set cookieOptions.domain to app.shop.example or a parent domain of it, or remove it.');
    expect((await run('http://localhost:5173/', { domain: 'other.example' })).fix).toBe("Remove cookieOptions.domain: the cookies are then the host's own.");
    expect((await run('https://shop.com/', { domain: 'com' })).message).toContain('cookieOptions.domain "com" is a public suffix');
    expect((await run('https://shop.example/', { domain: '.example' })).message).toContain('is a public suffix');
    expect((await run('http://127.0.0.1:3000/', { domain: '0.0.1' })).message).toContain('an IP address: browsers take a domain there only when it is that same address');
    expect((await run('http://127.0.0.1:3000/', { domain: '127.0.0.1' })).status).toBe('pass');
  });

  it('fails a path the page is not under: the client could not read its cookies back', async () => {
    const result = await run('https://shop.example/login', { path: '/app' });
    expect(result.status).toBe('fail');
    expect(result.message).toContain('cookieOptions.path "/app" does not include the site\'s page "/login"');
    expect((await run('https://shop.example/app/login', { path: '/app' })).status).toBe('pass');
    expect((await run('https://shop.example/app', { path: '/app' })).status).toBe('pass');
    expect((await run('https://shop.example/application', { path: '/app' })).status).toBe('fail');
  });

  it('leaves malformed options to the cookie-options check', async () => {
    expect((await run('https://shop.example/', { domain: 'example.com; SameSite=None', path: 5 })).status).toBe('pass');
  });
});
