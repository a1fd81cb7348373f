import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/freePort.ts';
import { WebDriverClient } from './webDriverClient.ts';
import { WebDriverError } from './webDriverError.ts';

let server: Server | null = null;

/** A stand-in driver that answers every request with `answer`, or never when it returns null. */
async function fakeDriver(answer: (method: string, path: string, body: string) => { status: number; body: string } | null): Promise<string> {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const reply = answer(req.method ?? '', req.url ?? '', body);
      if (!reply) return;
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = null;
});

/** The WebDriverError a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<WebDriverError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WebDriverError);
  return error as WebDriverError;
}

describe('the WebDriver client', () => {
  it('sends JSON, returns the value, and opens a session with the time limits set', async () => {
    const seen: string[] = [];
    const url = await fakeDriver((method, path, body) => {
      seen.push(`${method} ${path} ${body}`);
      if (path === '/session') return { status: 200, body: JSON.stringify({ value: { sessionId: 's1', capabilities: {} } }) };
      return { status: 200, body: JSON.stringify({ value: path.endsWith('/url') && method === 'GET' ? 'http://localhost:1/' : null }) };
    });
    const session = await new WebDriverClient(url).newSession({ browserName: 'x' }, { script: 1_000, pageLoad: 2_000 });
    expect(await session.currentUrl()).toBe('http://localhost:1/');
    expect(seen).toEqual([
      'POST /session {"capabilities":{"alwaysMatch":{"browserName":"x"}}}',
      'POST /session/s1/timeouts {"script":1000,"pageLoad":2000,"implicit":0}',
      'GET /session/s1/url ',
    ]);
  });

  it("names the command and the driver's W3C error, without the session id", async () => {
    const url = await fakeDriver(() => ({ status: 404, body: JSON.stringify({ value: { error: 'no such element', message: 'Unable to locate', stacktrace: '' } }) }));
    const error = await failure(new WebDriverClient(url).send('POST', '/session/abc-123/element', { using: 'css selector', value: '#x' }));
    expect(error.message).toBe('POST /session/…/element: no such element: Unable to locate');
    expect(error).toMatchObject({ command: 'POST /session/…/element', error: 'no such element', status: 404 });
  });

  it('gives up on a driver that does not answer, after the time limit', async () => {
    const url = await fakeDriver(() => null);
    const started = Date.now();
    const error = await failure(new WebDriverClient(url).send('GET', '/status', undefined, 300));
    expect(error.error).toBe('client timeout');
    expect(error.message).toBe('GET /status: client timeout: no answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('says when nothing listens, and when the answer is not JSON', async () => {
    const closed = await freePort();
    expect((await failure(new WebDriverClient(`http://127.0.0.1:${closed}`).status(1_000))).error).toBe('no connection');
    const url = await fakeDriver(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    const error = await failure(new WebDriverClient(url).status());
    expect(error.message).toBe('GET /status: invalid answer: HTTP 502, not JSON: <html>Bad gateway</html>');
  });
});
