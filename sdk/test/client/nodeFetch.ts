import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';

/**
 * A fetch over `node:http` for tests that break answers midway: happy-dom's fetch keeps pushing into a body stream
 * the reader has cancelled and throws out of the socket's handler. This one gives the answer's body as Node's own web
 * stream, which a cancel ends cleanly, and aborts with the request's signal. Enough of `Response` for the client.
 */
export const nodeFetch: typeof fetch = (input, init = {}) =>
  new Promise((resolve, reject) => {
    const url = new URL(String(input));
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: Object.fromEntries(new Headers(init.headers)) }, (res) => {
      const body = Readable.toWeb(res) as ReadableStream<Uint8Array>;
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers.set(name, value);
      const status = res.statusCode ?? 0;
      resolve({
        status,
        ok: status >= 200 && status < 300,
        headers,
        body,
        text: () => new Response(body).text(),
      } as unknown as Response);
    });
    const abort = () => {
      req.destroy();
      reject(new DOMException('The request was aborted.', 'AbortError'));
    };
    if (init.signal?.aborted) return abort();
    init.signal?.addEventListener('abort', abort, { once: true });
    req.on('error', reject);
    if (typeof init.body === 'string') req.write(init.body);
    req.end();
  });
