import { request, type IncomingHttpHeaders } from 'node:http';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { startEmulator, type Emulator } from '../server.ts';
import { seedSession, useEmulator } from '../testing.ts';
import { PADDING_KEY, writeOversized } from './mutations.ts';

const api = useEmulator();

const SEND_PATH = '/sdk/v1/otps/email/login_or_create';
const SESSION_PATH = '/sdk/v1/sessions/authenticate';
const bootstrapPath = () => `/sdk/v1/projects/bootstrap/${api.emulator.publicToken}`;

/** What a raw client saw of one exchange. */
interface Seen {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body, or its first and last bytes when `keep` was false. */
  body: Buffer;
  size: number;
  /** When each body chunk came (ms after the request was sent). */
  chunkTimes: number[];
  error?: Error;
}

/**
 * One request with `node:http`, without a time limit, as a client that never gives up: `head` resolves with the
 * headers, `done` with everything seen once the answer ended or the connection did. `keep: false` keeps only the
 * ends of the body, for answers too big to hold.
 */
function exchange(
  emulator: Emulator,
  path: string,
  options: { method?: string; body?: unknown; session?: string; keep?: boolean } = {},
) {
  const { hostname, port } = new URL(emulator.url);
  const token = emulator.publicToken;
  const auth = Buffer.from(`${token}:${options.session ?? token}`).toString('base64');
  const started = Date.now();
  const seen: Seen = { status: 0, headers: {}, body: Buffer.alloc(0), size: 0, chunkTimes: [] };
  let onHead: () => void = () => {};
  const head = new Promise<void>((resolve) => (onHead = resolve));
  const req = request({
    host: hostname,
    port,
    method: options.method ?? 'GET',
    path,
    agent: false,
    headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json' },
  });
  const done = new Promise<Seen>((resolve) => {
    req.on('response', (res) => {
      seen.status = res.statusCode ?? 0;
      seen.headers = res.headers;
      onHead();
      const kept: Buffer[] = [];
      let tail = Buffer.alloc(0);
      res.on('data', (chunk: Buffer) => {
        seen.chunkTimes.push(Date.now() - started);
        seen.size += chunk.length;
        if (options.keep !== false) kept.push(chunk);
        else if (kept.length === 0) kept.push(chunk.subarray(0, 200));
        else tail = Buffer.concat([tail, chunk]).subarray(-200);
      });
      res.on('end', () => resolve({ ...seen, body: Buffer.concat([...kept, tail]) }));
      res.on('error', (error) => resolve({ ...seen, error }));
    });
    req.on('error', (error) => resolve({ ...seen, error }));
  });
  req.end(options.body === undefined ? undefined : JSON.stringify(options.body));
  return { req, head, done };
}

async function arm(fault: Record<string, unknown>) {
  const armed = await api.raw('POST', '/__dev/api/faults', fault);
  expect(armed.status, armed.text).toBe(201);
  return armed.json.fault;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Until `check` holds, or a failure after a few seconds. */
async function until(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i += 1) await sleep(10);
  expect(check()).toBe(true);
}

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

describe('mutate: hang', () => {
  it('takes the request, never answers or runs the route, and lets go on a reset', async () => {
    const fault = await arm({ path: SEND_PATH, mutate: 'hang' });
    expect((await api.raw('GET', '/__dev/api/faults')).json.faults).toEqual([fault]);
    const pending = exchange(api.emulator, SEND_PATH, { method: 'POST', body: { email: 'ada@example.com' } });
    await until(() => api.emulator.store.state.faults.length === 0);
    expect(await Promise.race([pending.done.then(() => 'answered'), sleep(300).then(() => 'no answer')])).toBe('no answer');
    expect(pending.req.socket?.destroyed).toBe(false);
    // The route never ran: no passcode went out.
    expect((await api.raw('GET', '/__dev/api/messages?to=ada%40example.com')).json.messages).toEqual([]);
    api.emulator.reset();
    const seen = await pending.done;
    expect(seen.status).toBe(0);
    expect(seen.error?.message).toMatch(/socket hang up|ECONNRESET/);
  });

  it('does not hold up the emulator stopping, though its client never gives up', async () => {
    const emulator = await startEmulator({ port: 0 });
    try {
      await fetch(`${emulator.url}/__dev/api/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: '*', mutate: 'hang', count: 3 }),
      });
      const hung = [0, 1, 2].map(() => exchange(emulator, `/sdk/v1/projects/bootstrap/${emulator.publicToken}`));
      await until(() => emulator.store.state.faults.length === 0);
      // Without destroying the held sockets this never resolves, and the test times out.
      await emulator.stop();
      for (const seen of await Promise.all(hung.map((h) => h.done))) {
        expect(seen.status).toBe(0);
        expect(seen.error?.message).toMatch(/socket hang up|ECONNRESET/);
      }
    } finally {
      await emulator.stop();
    }
  });

  it('lets the next request through once the client gave up', async () => {
    await arm({ path: bootstrapPath(), mutate: 'hang' });
    const controller = new AbortController();
    const given = fetch(`${api.emulator.url}${bootstrapPath()}`, { signal: controller.signal });
    await until(() => api.emulator.store.state.faults.length === 0);
    controller.abort();
    await expect(given).rejects.toThrow(/abort/i);
    expect((await api.call('GET', `/projects/bootstrap/${api.emulator.publicToken}`)).status).toBe(200);
  });
});

describe('mutate: drip', () => {
  it('sends the headers at once, then the real body a few bytes at a time', async () => {
    const whole = await api.call('GET', `/projects/bootstrap/${api.emulator.publicToken}`);
    const fault = await arm({ path: bootstrapPath(), mutate: 'drip', drip_ms: 30, drip_bytes: 256 });
    expect(fault).toMatchObject({ mutate: 'drip', drip_ms: 30, drip_bytes: 256 });
    const seen = await exchange(api.emulator, bootstrapPath()).done;
    expect(seen.status).toBe(200);
    expect(seen.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(seen.headers['content-length'])).toBe(seen.size);
    const chunks = Math.ceil(seen.size / 256);
    expect(chunks).toBeGreaterThan(2);
    // Each chunk waits its pause: counted from the request, the body cannot end sooner (a lower bound, not a speed).
    expect(seen.chunkTimes.at(-1)!).toBeGreaterThanOrEqual((chunks - 1) * 30);
    expect(seen.chunkTimes.length).toBeGreaterThan(1);
    const json = JSON.parse(seen.body.toString('utf8'));
    expect({ ...json.data, request_id: '' }).toEqual({ ...whole.json.data, request_id: '' });
  });

  it('by default keeps a client that only times the headers waiting on the body', async () => {
    await arm({ path: bootstrapPath(), mutate: 'drip' });
    const started = exchange(api.emulator, bootstrapPath());
    await started.head;
    expect(await Promise.race([started.done.then(() => 'ended'), sleep(1_500).then(() => 'still dripping')])).toBe('still dripping');
    api.emulator.reset();
    const seen = await started.done;
    expect(seen.error).toBeDefined();
    // 8 bytes a second: a few chunks at most, of an answer of several hundred bytes.
    expect(seen.size).toBeLessThan(100);
  });
});

describe('mutate: truncate', () => {
  it('cuts the real answer in the middle, status, type and length kept consistent', async () => {
    const whole = await api.call('GET', `/projects/bootstrap/${api.emulator.publicToken}`);
    await arm({ path: bootstrapPath(), mutate: 'truncate' });
    const seen = await exchange(api.emulator, bootstrapPath()).done;
    expect(seen.status).toBe(200);
    expect(seen.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(seen.headers['content-length'])).toBe(seen.size);
    expect(seen.size).toBe(Math.floor(Buffer.byteLength(whole.text) / 2));
    const text = seen.body.toString('utf8');
    expect(text.startsWith('{"data":{"request_id":"request-id-test-')).toBe(true);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it('keeps truncate_at bytes, and never the whole answer', async () => {
    await arm({ path: bootstrapPath(), mutate: 'truncate', truncate_at: 9 });
    expect((await exchange(api.emulator, bootstrapPath()).done).body.toString()).toBe('{"data":{');
    await arm({ path: bootstrapPath(), mutate: 'truncate', truncate_at: 10_000_000 });
    const seen = await api.call('GET', `/projects/bootstrap/${api.emulator.publicToken}`);
    expect(seen.text.endsWith('}')).toBe(true);
    expect(seen.text.endsWith('}}')).toBe(false);
    expect(seen.json).toBeNull();
  });
});

describe('mutate: wrong_types and missing_fields', () => {
  it('gives every field of data another type, the same way every time', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    const real = await api.call('POST', '/sessions/authenticate', {}, sessionToken);
    await arm({ path: SESSION_PATH, mutate: 'wrong_types' });
    const seen = await exchange(api.emulator, SESSION_PATH, { method: 'POST', body: {}, session: sessionToken }).done;
    expect(seen.status).toBe(200);
    const data = JSON.parse(seen.body.toString('utf8')).data;
    expect(data).toMatchObject({ session_token: {}, session_jwt: {}, session: 'yes', user: 'yes', status_code: '200', request_id: {} });
    expect(Object.keys(data).sort()).toEqual(Object.keys(real.json.data).sort());
    for (const [key, value] of Object.entries(real.json.data)) expect(typeOf(data[key]), key).not.toBe(typeOf(value));
  });

  it('changes only the named fields, nested ones by their dotted path', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    await arm({ path: SESSION_PATH, mutate: 'wrong_types', fields: ['session_jwt', 'user.emails', 'session.expires_at', 'not_there'] });
    const { json } = await api.call('POST', '/sessions/authenticate', {}, sessionToken);
    expect(json.data.session_jwt).toEqual({});
    expect(json.data.user.emails).toEqual({});
    expect(json.data.session.expires_at).toEqual({});
    expect(json.data.session_token).toBe(sessionToken);
    expect(typeof json.data.user.user_id).toBe('string');
    expect(json.data).not.toHaveProperty('not_there');
  });

  it('breaks an error answer, which has no data, in its own fields', async () => {
    await arm({ path: SESSION_PATH, mutate: 'wrong_types', fields: ['status_code', 'error_type'] });
    const res = await api.call('POST', '/sessions/authenticate', {}, 'no-such-session');
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ status_code: '404', error_type: {}, error_message: expect.any(String) });
  });

  it('removes every field of data, or the named ones', async () => {
    const { sessionToken } = await seedSession(api.emulator);
    await arm({ path: SESSION_PATH, mutate: 'missing_fields' });
    const all = await api.call('POST', '/sessions/authenticate', {}, sessionToken);
    expect(all.status).toBe(200);
    expect(all.json).toEqual({ data: {} });
    await arm({ path: SESSION_PATH, mutate: 'missing_fields', fields: ['session_jwt', 'user.emails.0'] });
    const some = await api.call('POST', '/sessions/authenticate', {}, sessionToken);
    expect(some.json.data).not.toHaveProperty('session_jwt');
    expect(some.json.data.session_token).toBe(sessionToken);
    // An array loses the element, rather than keeping a hole that would read as null.
    expect(some.json.data.user.emails).toEqual([]);
    expect(some.json.data.user.user_id).toEqual(expect.any(String));
  });

  it('leaves an answer that is not JSON as it is', async () => {
    const real = await api.raw('GET', '/clientside-services/index.html');
    expect(real.text).toMatch(/<html/i);
    await arm({ path: '/clientside-services/*', mutate: 'wrong_types' });
    await arm({ path: '/clientside-services/*', mutate: 'missing_fields' });
    for (let i = 0; i < 2; i += 1) {
      const page = await api.raw('GET', '/clientside-services/index.html');
      expect(page.status).toBe(200);
      expect(page.text).toBe(real.text);
    }
    expect(api.emulator.store.state.faults).toEqual([]);
  });
});

describe('mutate: oversized', () => {
  it('streams 50 MiB of valid-looking JSON by default, with no length to refuse it by', async () => {
    await arm({ path: bootstrapPath(), mutate: 'oversized' });
    const seen = await exchange(api.emulator, bootstrapPath(), { keep: false }).done;
    expect(seen.error).toBeUndefined();
    expect(seen.status).toBe(200);
    expect(seen.headers['content-type']).toMatch(/^application\/json/);
    expect(seen.headers['content-length']).toBeUndefined();
    expect(seen.size).toBe(50 * 1024 * 1024);
    const text = seen.body.toString('utf8');
    expect(text.startsWith('{"data":{"request_id":"request-id-test-')).toBe(true);
    expect(text.endsWith('xxxx"}}')).toBe(true);
  });

  it('is the real answer with a filler field, size_mb in all', async () => {
    const whole = await api.call('GET', `/projects/bootstrap/${api.emulator.publicToken}`);
    await arm({ path: bootstrapPath(), mutate: 'oversized', size_mb: 1.5 });
    const seen = await exchange(api.emulator, bootstrapPath()).done;
    expect(seen.size).toBe(1.5 * 1024 * 1024);
    const { data } = JSON.parse(seen.body.toString('utf8'));
    const { [PADDING_KEY]: padding, ...rest } = data;
    expect(padding).toMatch(/^x+$/);
    expect({ ...rest, request_id: '' }).toEqual({ ...whole.json.data, request_id: '' });
  });

  it('never holds more than a chunk or two of it: it waits whenever the client is behind', async () => {
    let largest = 0;
    let mostBuffered = 0;
    let received = 0;
    const slowClient = new Writable({
      highWaterMark: 16 * 1024,
      write(chunk: Buffer, _encoding, callback) {
        largest = Math.max(largest, chunk.length);
        mostBuffered = Math.max(mostBuffered, this.writableLength);
        received += chunk.length;
        setImmediate(callback);
      },
    });
    const size = 20 * 1024 * 1024;
    await writeOversized(slowClient, { head: '{"data":{"a":"', tail: '"}}' }, size);
    expect(received).toBe(size);
    expect(largest).toBeLessThanOrEqual(64 * 1024);
    // Built whole, or written without waiting, the 20 MiB would sit in the stream's buffer.
    expect(mostBuffered).toBeLessThanOrEqual(128 * 1024);
  });

  it('stops writing when the client goes away', async () => {
    let received = 0;
    const leaving = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        received += chunk.length;
        if (received > 1024 * 1024) this.destroy();
        else setImmediate(callback);
      },
    });
    await writeOversized(leaving, { head: '{"a":"', tail: '"}' }, 50 * 1024 * 1024);
    expect(received).toBeLessThan(2 * 1024 * 1024);
  });
});

describe('mutate: storm', () => {
  it('answers the next count requests with rotating server errors, JSON or a gateway page, then lets calls through', async () => {
    const fault = await arm({ path: '/sdk/v1/projects/*', mutate: 'storm', count: 5 });
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await api.call('GET', `/projects/bootstrap/${api.emulator.publicToken}`));
    expect(answers.map((a) => a.status)).toEqual([500, 502, 503, 504, 500]);
    for (const i of [0, 2, 4]) {
      expect(answers[i]!.json).toMatchObject({ status_code: answers[i]!.status, error_type: 'internal_server_error', request_id: expect.stringMatching(/^request-id-test-/) });
    }
    expect(answers[1]!.json).toBeNull();
    expect(answers[1]!.text).toContain('<title>502 Bad Gateway</title>');
    expect(answers[3]!.json).toBeNull();
    expect(answers[3]!.text).toContain('<title>504 Gateway Timeout</title>');
    expect((await api.call('GET', `/projects/bootstrap/${api.emulator.publicToken}`)).status).toBe(200);
    expect(fault.count).toBe(5);
  });

  it('marks its answers as injected, and gives a 503 a Retry-After', async () => {
    await arm({ path: bootstrapPath(), mutate: 'storm', count: 3 });
    const seen = [];
    for (let i = 0; i < 3; i += 1) seen.push(await exchange(api.emulator, bootstrapPath()).done);
    expect(seen.map((s) => s.headers['content-type'])).toEqual([
      expect.stringMatching(/^application\/json/),
      expect.stringMatching(/^text\/html/),
      expect.stringMatching(/^application\/json/),
    ]);
    expect(seen[2]!.headers['retry-after']).toBe('1');
    // Marked as injected, as every fault's answer is, so a tool counting server errors tells them from real ones.
    expect(seen.every((s) => typeof s.headers['x-emulator-fault'] === 'string')).toBe(true);
  });
});
