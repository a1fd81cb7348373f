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

  it('holds every other endpoint a live token uses to https, but not the test API URL', async () => {
    const site = { publicToken: 'public-token-live-abc', endpoints: { liveApiUrl: 'https://api.example.com', testApiUrl: 'http://127.0.0.1:4455', helperFrameUrl: 'http://cdn.example.com/frame.html' } };
    const result = await publicToken.run({ site: site as SiteConfig, api: null, fetch });
    expect(result.status).toBe('fail');
    expect(result.message).toBe('endpoints.helperFrameUrl "http://cdn.example.com/frame.html" is not https: anyone on the network could read or change what a live token sends and loads over it.');
    site.endpoints.helperFrameUrl = 'https://cdn.example.com/frame.html';
    expect((await publicToken.run({ site: site as SiteConfig, api: null, fetch })).status).toBe('pass');
  });

  it('passes https, and http on localhost, 127.0.0.1 and [::1]', async () => {
    for (const url of ['https://api.example.com', 'http://localhost:8080', 'http://127.0.0.1:4455', 'http://[::1]:4455']) {
      expect((await live(url)).status, url).toBe('pass');
    }
  });
});
