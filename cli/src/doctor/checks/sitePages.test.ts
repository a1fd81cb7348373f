import { describe, expect, it } from 'vitest';
import { sitePage, siteSnapshot } from '../testing/siteSnapshot.ts';
import { sitePages } from './sitePages.ts';

const run = (...args: Parameters<typeof siteSnapshot>) => sitePages.run({ site: {}, api: null, fetch, snapshot: siteSnapshot(...args) });

describe('site pages check', () => {
  it('lists the pages read, with their status and where redirects ended', async () => {
    const result = await run('http://localhost:5173/login', { finalUrl: 'http://localhost:5173/' }, [sitePage('http://localhost:5173/authenticate', { status: 404 })]);
    expect(result).toEqual({
      status: 'pass',
      message: 'Read 2 page(s): "http://localhost:5173/login" → "http://localhost:5173/" (200), "http://localhost:5173/authenticate" (404).',
      fix: '',
    });
  });

  it('fails when the --site page cannot be read or answers an error', async () => {
    const down = await run('http://localhost:5173/', { status: null, error: 'fetch failed (ECONNREFUSED)' });
    expect(down).toMatchObject({ status: 'fail', message: '"http://localhost:5173/" could not be read: "fetch failed (ECONNREFUSED)".' });
    expect((await run('http://localhost:5173/', { status: 500 })).message).toBe('"http://localhost:5173/" answered 500.');
  });

  it('fails on a redirect off the site\'s host, naming where it leads', async () => {
    const error = "it redirects to http://10.0.0.5/admin, off the site's host localhost:5173: doctor does not follow it";
    const result = await run('http://localhost:5173/', { status: 302, error, leftHost: 'http://10.0.0.5/admin' });
    expect(result).toEqual({
      status: 'fail',
      message: `"http://localhost:5173/" could not be read: "${error}".`,
      fix: 'Pass --site the URL it redirects to when that is the site ("http://10.0.0.5/admin"), or fix the redirect: the widget\'s pages must be on the site\'s own host.',
    });
  });

  it('warns about a page that is not HTML, or was cut at the size limit', async () => {
    expect((await run('http://localhost:5173/', { contentType: 'application/json' })).message).toBe('"http://localhost:5173/" is "application/json", not an HTML page.');
    expect((await run('http://localhost:5173/', { truncated: true })).message).toContain('is larger than 1 MB: only its first 1 MB were read.');
  });

  it('escapes what the site sent', async () => {
    const result = await run('http://localhost:5173/', { contentType: 'text/plain\u001b[2J' });
    expect(result.message).toContain('"text/plain\\u001b[2J"');
  });
});
