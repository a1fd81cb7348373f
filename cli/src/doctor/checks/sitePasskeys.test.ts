import { describe, expect, it } from 'vitest';
import { siteSnapshot } from '../testing/siteSnapshot.ts';
import type { SiteConfig } from '../types.ts';
import { sitePasskeys } from './sitePasskeys.ts';

const PASSKEYS: SiteConfig = { publicToken: 'public-token-test-abc', config: { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } } };

/** The check on a site whose --site page ended on `url`. */
const run = (url: string, site: SiteConfig = PASSKEYS) => sitePasskeys.run({ site, api: null, fetch, snapshot: siteSnapshot(url) });

describe('site passkeys check', () => {
  it('is skipped without --site, and has nothing to check when passkeys are off', async () => {
    expect((await sitePasskeys.run({ site: PASSKEYS, api: null, fetch })).message).toBe('Skipped: no --site URL.');
    const off = await run('http://shop.example/', { ...PASSKEYS, config: { products: ['otp'] } });
    expect(off).toEqual({ status: 'pass', message: 'Passkeys are not among the products: no relying party to check.', fix: '' });
  });

  it('passes https on a domain, and plain http on localhost, with the page host as the RP ID', async () => {
    expect(await run('https://shop.example/login')).toEqual({ status: 'pass', message: 'Passkeys use the RP ID "shop.example" (the page\'s host) on "https://shop.example", a secure context.', fix: '' });
    expect((await run('http://localhost:5173/')).status).toBe('pass');
    expect((await run('http://app.localhost:5173/')).status).toBe('pass');
  });

  it('fails plain http on any other host: WebAuthn needs a secure context', async () => {
    const result = await run('http://shop.example:8080/');
    expect(result.status).toBe('fail');
    expect(result.message).toBe('The site is plain http on "shop.example": WebAuthn needs a secure context (https, or http on localhost), so the browser offers no passkeys.');
    expect(result.fix).toBe('Serve the site over https (https://shop.example:8080).');
  });

  it('fails an IP address, loopback too: it cannot be an RP ID', async () => {
    for (const url of ['http://127.0.0.2:3000/', 'http://127.0.0.1:3000/', 'https://10.0.0.5/', 'http://[::1]:3000/']) {
      const result = await run(url);
      expect(result.status, url).toBe('fail');
      expect(result.message).toContain('is an IP address, which cannot be a WebAuthn RP ID');
    }
    expect((await run('http://127.0.0.1:3000/')).fix).toBe('Open the site by a host name: http://localhost:3000 while developing, an https domain once deployed.');
  });

  it('checks a configured RP ID (webauthnDomain): the host or a parent domain of it, never a public suffix', async () => {
    const withDomain = (webauthnDomain: unknown) => ({ ...PASSKEYS, webauthnDomain });
    expect((await run('https://app.shop.example/', withDomain('shop.example'))).message).toBe(
      'Passkeys use the RP ID "shop.example" (webauthnDomain) on "https://app.shop.example", a secure context.',
    );
    const other = await run('https://app.shop.example/', withDomain('other.example'));
    expect(other.status).toBe('fail');
    expect(other.message).toBe(
      'The RP ID, webauthnDomain "other.example", is neither the site\'s host "app.shop.example" nor a parent domain of it: the browser refuses the ceremony with a SecurityError.',
    );
    expect(other.fix).toContain('Set webauthnDomain (the domain your code passes) to app.shop.example or a parent domain of it');
    expect((await run('http://localhost:5173/', withDomain('example.com'))).status).toBe('fail');
    expect((await run('https://shop.example/', withDomain('example'))).message).toContain('is a public suffix');
    expect((await run('https://shop.example/', withDomain(42))).message).toBe('webauthnDomain in the settings file must be a host name string.');
  });

  it('escapes a hostile configured domain', async () => {
    const result = await run('https://shop.example/', { ...PASSKEYS, webauthnDomain: 'x\u001b[2J\u202e' });
    expect(result.message).toContain('webauthnDomain "x\\u001b[2J\\u202e"');
  });
});
