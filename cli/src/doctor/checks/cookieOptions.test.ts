import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../types.ts';
import { cookieOptions } from './cookieOptions.ts';

const run = (options: Record<string, unknown>) =>
  cookieOptions.run({ site: { cookieOptions: options, config: { products: ['otp'] } } as SiteConfig, api: null, fetch });

describe('cookie options check', () => {
  it('fails a domain or path that would add cookie attributes, even when no redirect URL names a host', async () => {
    const injected = await run({ domain: 'example.com; SameSite=None' });
    expect(injected.status).toBe('fail');
    expect(injected.message).toBe(
      'cookieOptions.domain "example.com; SameSite=None" contains ";": the browser would read the rest as other cookie attributes, and the client refuses it.',
    );
    expect(injected.fix).toContain('bare domain');
    const cases: [string, string, string][] = [
      ['domain', 'a.example,b.example', '","'],
      ['domain', 'example.com\r\n', 'a control character'],
      ['path', '/app; Secure', '";"'],
      ['path', '/my app', 'whitespace'],
    ];
    for (const [key, value, found] of cases) {
      const result = await run({ [key]: value });
      expect(result.status, value).toBe('fail');
      expect(result.message).toContain(`cookieOptions.${key} ${JSON.stringify(value)} contains ${found}`);
    }
  });

  it('passes a bare domain and path', async () => {
    expect((await run({ domain: '.example.com', path: '/app' })).status).toBe('pass');
  });
});
