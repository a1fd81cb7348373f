import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../types.ts';
import { publicToken } from './publicToken.ts';

const live = (liveApiUrl: string) =>
  publicToken.run({ site: { publicToken: 'public-token-live-abc', endpoints: { liveApiUrl } } as SiteConfig, api: null, fetch });

describe('public token check, live API URL', () => {
  it('fails a live API URL that is not https', async () => {
    const plain = await live('http://api.example.com');
    expect(plain.status).toBe('fail');
    expect(plain.message).toContain('endpoints.liveApiUrl "http://api.example.com" is not https');
    expect(plain.fix).toContain('https');
    for (const url of ['http://127.0.0.2:8080', 'http://api.localhost', 'ftp://api.example.com', 'api.example.com']) {
      expect((await live(url)).status, url).toBe('fail');
    }
  });

  it('passes https, and http on localhost, 127.0.0.1 and [::1]', async () => {
    for (const url of ['https://api.example.com', 'http://localhost:8080', 'http://127.0.0.1:4455', 'http://[::1]:4455']) {
      expect((await live(url)).status, url).toBe('pass');
    }
  });
});
