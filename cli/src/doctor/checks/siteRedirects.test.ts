import { describe, expect, it } from 'vitest';
import { sitePage, siteSnapshot } from '../testing/siteSnapshot.ts';
import type { CheckContext, SiteConfig } from '../types.ts';
import { siteRedirects } from './siteRedirects.ts';

const SITE = 'https://shop.example/';
const site = (config: Record<string, unknown>): SiteConfig => ({ publicToken: 'public-token-test-abc', config: { products: ['oauth'], ...config } }) as SiteConfig;
const OAUTH = site({ oauthOptions: { providers: [{ type: 'google' }], loginRedirectURL: `${SITE}authenticate`, signupRedirectURL: `${SITE}authenticate` } });
const BOTH = ['oauthOptions.loginRedirectURL', 'oauthOptions.signupRedirectURL'];

/** A provider that refuses the redirect URLs in `refused` as the emulator does, and counts the questions. */
function provider(refused: string[]) {
  const asked: string[] = [];
  const fetchImpl = (async (input: URL) => {
    const url = new URL(input).searchParams.get('login_redirect_url') ?? '';
    asked.push(url);
    return refused.includes(url)
      ? Response.json({ status_code: 400, error_type: 'redirect_url_not_allowed', error_message: `login_redirect_url ${url} is not one of the project's redirect URLs.` }, { status: 400 })
      : new Response(null, { status: 302, headers: { Location: 'https://accounts.example/consent' } });
  }) as unknown as typeof fetch;
  return { fetchImpl, asked };
}

const run = (config: SiteConfig, snapshot: ReturnType<typeof siteSnapshot>, extra: Partial<CheckContext> = {}) => siteRedirects.run({ site: config, api: null, fetch, snapshot, ...extra });

describe('site redirect URLs check', () => {
  it('passes redirect URLs whose pages answer, naming each URL once', async () => {
    const snapshot = siteSnapshot(SITE, {}, [sitePage(`${SITE}authenticate`, { fields: BOTH })]);
    expect(await run(OAUTH, snapshot)).toEqual({ status: 'pass', message: '1 redirect URL(s): 1 fetched on "https://shop.example", each answering below 400.', fix: '' });
    expect((await run(site({}), snapshot)).message).toBe('No http(s) redirect URLs in the settings file.');
  });

  it('fails a page that answers an error or cannot be fetched, with the status or the reason', async () => {
    const notFound = await run(OAUTH, siteSnapshot(SITE, {}, [sitePage(`${SITE}authenticate`, { fields: BOTH, status: 404 })]));
    expect(notFound.status).toBe('fail');
    expect(notFound.message).toBe(
      'oauthOptions.loginRedirectURL and oauthOptions.signupRedirectURL "https://shop.example/authenticate" answers 404: visitors land on an error page after signing in.',
    );
    const down = await run(OAUTH, siteSnapshot(SITE, {}, [sitePage(`${SITE}authenticate`, { fields: BOTH, status: null, error: 'no answer within 5 s' })]));
    expect(down.message).toContain('could not be fetched: "no answer within 5 s".');
  });

  it('warns about a redirect URL on another origin (not fetched), and one left past the request limit', async () => {
    const config = site({ oauthOptions: { providers: [{ type: 'google' }], loginRedirectURL: 'http://localhost:5173/authenticate', signupRedirectURL: `${SITE}b` } });
    const snapshot = siteSnapshot(SITE, {}, [], [
      { url: 'http://localhost:5173/authenticate', fields: ['oauthOptions.loginRedirectURL'], reason: 'other-origin' },
      { url: `${SITE}b`, fields: ['oauthOptions.signupRedirectURL'], reason: 'limit' },
    ]);
    const result = await run(config, snapshot);
    expect(result.status).toBe('warn');
    expect(result.message).toContain('oauthOptions.loginRedirectURL "http://localhost:5173/authenticate" is on another origin than the site ("https://shop.example")');
    expect(result.message).toContain('oauthOptions.signupRedirectURL "https://shop.example/b" was not fetched: doctor makes a limited number of requests');
  });

  it('with an API URL, fails a URL the project does not allow, asking once per URL', async () => {
    const config = site({
      oauthOptions: { providers: [{ type: 'google' }], loginRedirectURL: `${SITE}authenticate`, signupRedirectURL: `${SITE}authenticate` },
      passwordOptions: { resetPasswordRedirectURL: `${SITE}reset` },
    });
    const snapshot = siteSnapshot(SITE, {}, [sitePage(`${SITE}authenticate`, { fields: BOTH }), sitePage(`${SITE}reset`, { fields: ['passwordOptions.resetPasswordRedirectURL'] })]);
    const { fetchImpl, asked } = provider([`${SITE}reset`]);
    const result = await run(config, snapshot, { api: 'http://127.0.0.1:4455', fetch: fetchImpl });
    expect(asked).toEqual([`${SITE}authenticate`, `${SITE}reset`]);
    expect(result).toEqual({
      status: 'fail',
      message: 'passwordOptions.resetPasswordRedirectURL "https://shop.example/reset" is not an allowed redirect URL of the project.',
      fix: "Add it to the project's redirect URLs.",
    });
  });

  it('says once that the provider could not be asked', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    const snapshot = siteSnapshot(SITE, {}, [sitePage(`${SITE}authenticate`, { fields: BOTH })]);
    const result = await run(OAUTH, snapshot, { api: 'http://127.0.0.1:9', fetch: down });
    expect(result).toMatchObject({ status: 'warn', message: 'Whether the project allows them was not checked: the provider at "http://127.0.0.1:9" cannot be reached ("fetch failed").' });
  });
});
