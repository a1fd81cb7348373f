import { request } from 'node:http';

/** A request as it goes on the wire: any path (`//[`, `%ZZ`), any `Host`, any header, any body bytes. */
export interface RawRequest {
  /** The emulator's origin, such as `http://127.0.0.1:4455`; only where to connect, not what `Host` says. */
  origin: string;
  method: string;
  /** The request target exactly as sent. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Gives up after this many milliseconds (default 10,000). */
  timeoutMs?: number;
}

/** The answer, or `status: 0` and the error when the connection failed, was dropped or timed out. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  error?: Error;
}

/**
 * Sends one request with `node:http`, which, unlike `fetch`, sends a path as it is and lets a test set `Host`:
 * what a hostile page, a DNS-rebinding page or a fuzzer sends.
 */
export function rawRequest(options: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(options.origin);
  return new Promise((resolve) => {
    const req = request(
      {
        host: hostname.replace(/^\[|\]$/g, ''),
        port,
        method: options.method,
        path: options.path,
        headers: options.headers,
        agent: false,
        setHost: !options.headers || !Object.keys(options.headers).some((name) => name.toLowerCase() === 'host'),
        timeout: options.timeoutMs ?? 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (error) => resolve({ status: 0, headers: {}, text: '', error }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (error) => resolve({ status: 0, headers: {}, text: '', error }));
    req.end(options.body);
  });
}
