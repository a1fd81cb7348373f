import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SDK_BASE_PATH } from '@auth-widget/sdk/protocol';
import { fetchProvider } from './fetchProvider.ts';
import { bootstrap } from './checks/bootstrap.ts';
import { isRedirectAllowed } from './isRedirectAllowed.ts';
import type { CheckContext, SiteConfig } from './types.ts';

let server: Server;
let base: string;
/** Where the provider's bootstrap answers, by the test: a good answer, a huge one, or a redirect. */
let bootstrapAnswer: 'good' | 'huge' | 'away' | 'hop' = 'good';

/** A valid bootstrap body padded with a field of `padding` bytes: valid JSON whatever its size. */
const bootstrapBody = (padding: number) => `{"data":{"disable_sdk_watermark":false},"padding":"${'x'.repeat(padding)}"}`;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path.startsWith(`${SDK_BASE_PATH}/projects/bootstrap/`) || path === '/moved') {
      if (bootstrapAnswer === 'away') return void res.writeHead(302, { Location: 'http://10.255.255.1/bootstrap' }).end();
      if (bootstrapAnswer === 'hop' && path !== '/moved') return void res.writeHead(307, { Location: '/moved' }).end();
      res.writeHead(200, { 'Content-Type': 'application/json' });
      if (bootstrapAnswer !== 'huge') return void res.end(bootstrapBody(10));
      // 3 MB in 64 KB writes, valid JSON to the end: read whole, it would pass for a good answer.
      res.write('{"data":{"disable_sdk_watermark":false},"padding":"');
      for (let i = 0; i < 48; i += 1) res.write('x'.repeat(64 * 1024));
      res.end('"}');
    } else if (path.startsWith('/v1/public/oauth/google/start')) {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      for (let i = 0; i < 48; i += 1) res.write('x'.repeat(64 * 1024));
      res.end();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/** fetch, recording every URL asked for. */
function recordingFetch(asked: string[]): typeof fetch {
  return (input, init) => {
    asked.push(String(input));
    return fetch(input, init);
  };
}

const runBootstrap = (fetchImpl: typeof fetch = fetch) =>
  bootstrap.run({ site: { publicToken: 'public-token-test-1' } as SiteConfig, api: base, fetch: fetchImpl } satisfies CheckContext);

describe('fetchProvider', () => {
  it('reads a good answer whole', async () => {
    bootstrapAnswer = 'good';
    const answer = await fetchProvider(`${base}${SDK_BASE_PATH}/projects/bootstrap/t`, { fetch });
    expect(answer).toEqual({ status: 200, text: bootstrapBody(10), problem: null });
  });

  it('stops reading at 1 MB and says the answer is too large', async () => {
    bootstrapAnswer = 'huge';
    const answer = await fetchProvider(`${base}${SDK_BASE_PATH}/projects/bootstrap/t`, { fetch });
    expect(answer.problem).toBe('its answer is larger than 1 MB, the most doctor reads of one');
    expect(answer.text).toBe('');
  });

  it('follows a redirect on the provider\'s host, and names one that leaves it without following it', async () => {
    const asked: string[] = [];
    bootstrapAnswer = 'hop';
    expect((await fetchProvider(`${base}${SDK_BASE_PATH}/projects/bootstrap/t`, { fetch: recordingFetch(asked), followRedirects: true })).text).toBe(bootstrapBody(10));
    expect(asked).toEqual([`${base}${SDK_BASE_PATH}/projects/bootstrap/t`, `${base}/moved`]);
    asked.length = 0;
    bootstrapAnswer = 'away';
    const answer = await fetchProvider(`${base}${SDK_BASE_PATH}/projects/bootstrap/t`, { fetch: recordingFetch(asked), followRedirects: true });
    expect(answer.problem).toBe(`it redirects to http://10.255.255.1/bootstrap, off the provider's host ${new URL(base).host}: doctor does not follow it`);
    expect(asked).toEqual([`${base}${SDK_BASE_PATH}/projects/bootstrap/t`]);
  });
});

describe('the provider checks on answers doctor cannot use', () => {
  it('bootstrap fails on an answer larger than the cap, though it is valid JSON', async () => {
    bootstrapAnswer = 'huge';
    const result = await runBootstrap();
    expect(result.status).toBe('fail');
    expect(result.message).toContain('larger than 1 MB');
  });

  it('bootstrap fails on a redirect off the provider\'s host, and never asks that host', async () => {
    const asked: string[] = [];
    bootstrapAnswer = 'away';
    const result = await runBootstrap(recordingFetch(asked));
    expect(result.status).toBe('fail');
    expect(result.message).toContain('http://10.255.255.1/bootstrap');
    expect(asked).toHaveLength(1);
  });

  it('the redirect-URL question throws on an answer larger than the cap', async () => {
    await expect(isRedirectAllowed(base, 'public-token-test-1', 'https://example.com/done', fetch)).rejects.toThrow('larger than 1 MB');
  });
});
