import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Router } from '../router.ts';
import { registerRoutes } from '../routes/index.ts';
import { startEmulator, type Emulator } from '../server.ts';
import { rawRequest, type RawAnswer } from './rawRequest.ts';

/** How a fuzz run is bounded and made repeatable. */
export interface FuzzOptions {
  /** Requests to send. */
  count: number;
  /** Seed of the generator: the same seed sends the same requests. */
  seed: number;
  /** Stops sending once this much time has passed, whatever `count` says (default 10 minutes). */
  timeLimitMs?: number;
  /** Requests in flight at once (default 4). */
  concurrency?: number;
}

/** What a run found. */
export interface FuzzResult {
  requests: number;
  /** Answers with a 5xx status that no injected fault explains. */
  serverErrors: number;
  /** Uncaught exceptions or rejections in the process, and times the emulator stopped accepting connections. */
  crashes: number;
  /** How many answers had each status (0: no answer, such as a dropped connection or an oversized header). */
  statuses: Record<number, number>;
  /** The first few server errors and crashes, one line each, to reproduce them. */
  examples: string[];
  /** The checks after the run: alive, state saved and loaded again, a fresh user signs in. */
  checks: { alive: boolean; reloaded: boolean; signIn: boolean };
}

/** mulberry32: a small, fast, seedable generator; statistical quality is beside the point here. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}

type Random = ReturnType<typeof generator>;

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype'];

const UNICODE = ['é', 'ü', '日本語', '👩‍💻', '\u202e', '\u0000', '\ud800', '\udfff', '\ufeff', 'ﬀ', 'İ', '\n', '"', '\\', '<script>', '%00', '../'];

/** Field names of the protocol and the dev routes, so generated bodies reach past the first schema check. */
const FIELDS = [
  'email', 'phone_number', 'password', 'existing_password', 'token', 'method_id', 'code', 'session_duration_minutes',
  'captcha_token', 'untrusted_metadata', 'events', 'public_token', 'origin', 'args', 'login_magic_link_url',
  'signup_magic_link_url', 'login_redirect_url', 'signup_redirect_url', 'reset_password_redirect_url', 'code_challenge',
  'code_verifier', 'login_expiration_minutes', 'signup_expiration_minutes', 'expiration_minutes', 'totp_code',
  'recovery_code', 'crypto_wallet_address', 'crypto_wallet_type', 'signature', 'public_key_credential', 'domain',
  'authenticator_type', 'return_passkey_credential_options', 'session_token', 'organization_id', 'name', 'path',
  'method', 'count', 'status', 'body', 'delay_ms', 'drop', 'captcha_settings', 'password_config', 'allowed_origins',
  'redirect_urls', 'ms', 'state', 'action', 'id_token', 'nonce', 'dfp_telemetry_id', 'locale', 'user_id',
  'site_key', 'user_agent', 'screen', 'timezone', 'captcha_enabled', 'dfp_enabled', 'dfp_mode', 'captcha_verdict',
  'dfp_default_verdict', 'dfp_verdicts',
];

/** Strings worth sending: the shapes the protocol expects, and the ones it must survive. */
function randomString(r: Random, pool: string[]): string {
  switch (r.int(12)) {
    case 0:
      return `fuzz${r.int(50)}@example.com`;
    case 1:
      return `+1555555${String(r.int(10_000)).padStart(4, '0')}`;
    case 2:
      return r.pick(PROTOTYPE_KEYS);
    case 3:
      return Array.from({ length: 1 + r.int(6) }, () => r.pick(UNICODE)).join('');
    case 4:
      return 'x'.repeat(r.pick([1_000, 65_536, 70_000]));
    case 5:
      return pool.length > 0 ? r.pick(pool) : '';
    case 6:
      return r.pick(['', ' ', 'null', 'true', '0', '-1', 'NaN', 'http://localhost:3000/cb', 'javascript:alert(1)', 'https://evil.example/']);
    case 7:
      return String(r.int(1_000_000)).padStart(6, '0');
    case 8:
      return 'Correct-Horse-Battery-9';
    default:
      return Math.floor(r.next() * 2 ** 52).toString(36);
  }
}

/** A JSON value of a random type, objects keyed by protocol fields and prototype keys. */
function randomValue(r: Random, pool: string[], depth = 0): unknown {
  const kind = r.int(depth > 3 ? 6 : 9);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return r.chance(0.5);
    case 2:
      return r.pick([0, -1, 1, 5, 60, 1e308, -1e308, 0.5, 2 ** 53, 525_600]);
    case 3:
    case 4:
    case 5:
      return randomString(r, pool);
    case 6:
      return Array.from({ length: r.int(4) }, () => randomValue(r, pool, depth + 1));
    default:
      return randomObject(r, pool, depth + 1);
  }
}

function randomObject(r: Random, pool: string[], depth = 0): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  const fields = 1 + r.int(5);
  for (let i = 0; i < fields; i += 1) {
    const key = r.chance(0.1) ? r.pick(PROTOTYPE_KEYS) : r.pick(FIELDS);
    // defineProperty: `__proto__` must become a key of the JSON, not the object's prototype.
    Object.defineProperty(object, key, { value: randomValue(r, pool, depth), enumerable: true, configurable: true, writable: true });
  }
  return object;
}

/** `n` levels of nesting as text, built without recursion (JSON.stringify could not build it). */
function deepJson(r: Random, n: number): string {
  const [open, close] = r.chance(0.5) ? ['{"a":', '}'] : ['[', ']'];
  return `{"untrusted_metadata":{"x":${open.repeat(n)}1${close.repeat(n)}},"events":[{"name":"deep","details":${'{"a":'.repeat(n)}1${'}'.repeat(n)}}]}`;
}

/** A body: mostly objects of protocol fields, and everything a server must refuse without failing. */
function randomBody(r: Random, pool: string[], publicToken: string): string | Buffer | undefined {
  switch (r.int(14)) {
    case 0:
      return undefined;
    case 1:
      return r.pick(['null', '[]', '0', '"x"', 'true', '{}', '[null]', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"x":1}}}']);
    case 2:
      return r.pick(['{"a":', "{'a':1}", '{"a":1}}', '\u0000', '{"a":1,}', 'NaN', '{"a":"\\ud800"}', '{"a":"\\u12"}']);
    case 3:
      return Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]);
    case 4:
      return deepJson(r, r.pick([31, 33, 200, 20_000]));
    case 5:
      return 'state=abc&email=a%40b.co&action=continue&__proto__=1';
    case 6:
      return JSON.stringify(
        Array.from({ length: 1 + r.int(3) }, () => ({
          telemetry: r.chance(0.8) ? { event_id: randomString(r, pool), client_sent_at: new Date(0).toISOString(), app: { identifier: 'x' } } : randomValue(r, pool),
          event: r.chance(0.8) ? { public_token: r.chance(0.7) ? publicToken : randomString(r, pool), event_name: randomString(r, pool), details: randomValue(r, pool) } : randomValue(r, pool),
        })),
      );
    case 7:
      return JSON.stringify([randomValue(r, pool)]);
    default:
      return JSON.stringify(randomObject(r, pool));
  }
}

/** Percent-encodes every byte of a string's UTF-8 (a lone surrogate becomes U+FFFD, which encodeURIComponent refuses). */
function encodeSegment(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** A path segment for a `:param`: ids seen so far, prototype keys, bad encodings, huge, unicode. */
function randomSegment(r: Random, pool: string[]): string {
  switch (r.int(8)) {
    case 0:
      return '%ZZ';
    case 1:
      return r.pick(PROTOTYPE_KEYS);
    case 2:
      return encodeSegment(r.pick(UNICODE));
    case 3:
      return 'y'.repeat(r.pick([300, 5_000]));
    case 4:
      return r.pick(['google', 'github', 'unknown', 'GOOGLE', '%E0%A4%A', '%00', '..', '%2F']);
    default:
      return pool.length > 0 ? encodeSegment(r.pick(pool)) : 'id';
  }
}

/** Paths that no route registers, sent as they are. */
const ODD_PATHS = ['//[', '/sdk/v1/projects/bootstrap/%ZZ', '/%', '/sdk/v1/%ZZ/x', '/sdk//v1', '/..%2f..%2fetc%2fpasswd', '/clientside-services/index.html', '/__dev/%ZZ', '/?%ZZ=%ZZ', '/sdk/v1/users/me?%'];

interface Target {
  method: string;
  path: string;
}

/** Every route the router registers, as method and template: a new route is fuzzed without touching this file. */
export function fuzzTargets(): Target[] {
  const router = new Router();
  registerRoutes(router);
  return router.routes.map(({ method, path }) => ({ method, path }));
}

function basic(user: string, secret: string): string {
  return `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;
}

/** Headers: mostly what a client sends, sometimes a bad Host, Authorization, Content-Type, Origin or a huge one. */
function randomHeaders(r: Random, pool: string[], emulator: Emulator, port: string): Record<string, string> {
  const headers: Record<string, string> = { Host: r.pick([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) };
  if (r.chance(0.08)) headers.Host = r.pick([`rebind.attacker.example:${port}`, 'localhost.evil.example', '', 'a b', `127.0.0.1:${port}:1`, '[::1', 'user@localhost']);
  const token = emulator.publicToken;
  const auth = r.int(10);
  if (auth < 5) headers.Authorization = basic(token, token);
  else if (auth < 7) headers.Authorization = basic(token, pool.length > 0 ? r.pick(pool) : 'session');
  else if (auth === 7) headers.Authorization = r.pick(['Basic', 'Basic !!!', `Basic ${Buffer.from('nocolon').toString('base64')}`, 'Bearer x', basic('', ''), basic(token, ''), basic(r.pick(PROTOTYPE_KEYS), r.pick(PROTOTYPE_KEYS))]);
  if (r.chance(0.85)) headers['Content-Type'] = 'application/json';
  else if (r.chance(0.5)) headers['Content-Type'] = r.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1', '']);
  if (r.chance(0.2)) headers.Origin = r.pick(['http://localhost:5173', 'https://evil.example', 'null', 'http://127.0.0.1:3000', 'not a url']);
  if (r.chance(0.02)) headers['X-Fuzz-Huge'] = 'h'.repeat(r.pick([8_000, 20_000]));
  if (r.chance(0.03)) headers['X-SDK-Client'] = r.pick(['!!!', Buffer.from('{"x":').toString('base64'), Buffer.from(JSON.stringify({ sdk: '__proto__' })).toString('base64')]);
  return headers;
}

/** Strings worth reusing from answers (ids, tokens, codes), so later requests reach past "not found". */
function harvest(pool: string[], answer: RawAnswer): void {
  if (!answer.text.startsWith('{') || answer.text.length > 200_000) return;
  let json: unknown;
  try {
    json = JSON.parse(answer.text);
  } catch {
    return;
  }
  const stack: unknown[] = [json];
  while (stack.length > 0 && pool.length < 5_000) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, child] of Object.entries(value)) {
      if (typeof child === 'string' && child.length < 200 && /(_id|token|code|challenge)$/.test(key)) {
        pool.push(child);
        if (pool.length > 300) pool.splice(0, pool.length - 300);
      } else if (typeof child === 'object') stack.push(child);
    }
  }
}

/** One generated request against one target (or an odd path), as sent. */
function randomRequest(r: Random, targets: Target[], pool: string[], emulator: Emulator, port: string) {
  const target = r.pick(targets);
  let path = r.chance(0.05)
    ? r.pick(ODD_PATHS)
    : target.path.replace(/:([a-z_]+)/gi, (_, name: string) => (name === 'token' && r.chance(0.5) ? emulator.publicToken : randomSegment(r, pool)));
  if (r.chance(0.3)) {
    const query = new URLSearchParams();
    for (let i = 0; i < 1 + r.int(4); i += 1) query.append(r.pick([...FIELDS, ...PROTOTYPE_KEYS]), r.chance(0.3) ? emulator.publicToken : randomString(r, pool).slice(0, 2_000));
    path += `?${query.toString()}${r.chance(0.1) ? '&%ZZ=%' : ''}`;
  }
  const method = r.chance(0.9) ? target.method : r.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD', 'TRACE']);
  const headers = randomHeaders(r, pool, emulator, port);
  const body = method === 'GET' || method === 'HEAD' ? (r.chance(0.05) ? '{"a":1}' : undefined) : randomBody(r, pool, emulator.publicToken);
  return { method, path, headers, body };
}

/** Signs a fresh user in by email passcode, reading the code from the inbox: the protocol still works. */
async function signsIn(emulator: Emulator): Promise<boolean> {
  const email = `fresh-${Date.now()}@example.com`;
  const headers = { Authorization: basic(emulator.publicToken, emulator.publicToken), 'Content-Type': 'application/json' };
  const sent = await fetch(`${emulator.url}/sdk/v1/otps/email/login_or_create`, { method: 'POST', headers, body: JSON.stringify({ email }) });
  if (sent.status !== 200) return false;
  const { data } = (await sent.json()) as { data: { method_id: string } };
  const inbox = (await (await fetch(`${emulator.url}/__dev/api/messages?to=${encodeURIComponent(email)}`)).json()) as { messages: { code: string | null }[] };
  const code = inbox.messages[0]?.code;
  if (!code) return false;
  const auth = await fetch(`${emulator.url}/sdk/v1/otps/authenticate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ token: code, method_id: data.method_id, session_duration_minutes: 30 }),
  });
  const session = (await auth.json()) as { data?: { session_token?: string } };
  return auth.status === 200 && typeof session.data?.session_token === 'string';
}

/**
 * Fuzzes an emulator of its own on loopback, with a temporary data file: `count` seeded requests over every
 * registered route and some odd paths, `concurrency` at a time. Then checks it is alive, saves and loads its state
 * again, and lets a fresh user sign in.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzResult> {
  const r = generator(options.seed);
  const deadline = Date.now() + (options.timeLimitMs ?? 600_000);
  const dir = mkdtempSync(join(tmpdir(), 'emulator-fuzz-'));
  const dataFile = join(dir, 'state.json');
  const examples: string[] = [];
  const note = (line: string) => {
    if (examples.length < 20) examples.push(line);
  };
  let crashes = 0;
  const onCrash = (error: unknown) => {
    crashes += 1;
    note(`crash: ${String(error).split('\n')[0]}`);
  };
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  // The emulator logs one line per bug; the run reports them itself, so the console stays readable.
  const consoleError = console.error;
  console.error = (...args: unknown[]) => note(`log: ${args.map(String).join(' ').slice(0, 300)}`);
  let emulator = await startEmulator({ port: 0, dataFile });
  const port = new URL(emulator.url).port;
  const targets = fuzzTargets();
  const pool: string[] = [];
  let sent = 0;
  let serverErrors = 0;
  const statuses: Record<number, number> = {};
  const checks = { alive: false, reloaded: false, signIn: false };
  try {
    const worker = async () => {
      while (sent < options.count && Date.now() < deadline) {
        sent += 1;
        const request = randomRequest(r, targets, pool, emulator, port);
        const answer = await rawRequest({ origin: emulator.url, ...request, timeoutMs: 15_000 });
        const injected = answer.headers['x-emulator-fault'] !== undefined;
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (answer.status >= 500 && !injected) {
          serverErrors += 1;
          note(`${answer.status} ${request.method} ${request.path.slice(0, 120)} body ${String(request.body ?? '').slice(0, 120)} → ${answer.text.slice(0, 200)}`);
        }
        if (answer.status === 0 && /ECONNREFUSED|ECONNRESET/.test(String(answer.error)) && !injected) {
          // A reset can be a dropped-connection fault; only a refused connection means the server is gone.
          if (/ECONNREFUSED/.test(String(answer.error))) onCrash(answer.error);
        }
        harvest(pool, answer);
        // An armed fault would answer later requests with injected errors or delays: disarm at once.
        if (request.path.startsWith('/__dev/api/faults') && request.method === 'POST' && answer.status === 201) {
          await rawRequest({ origin: emulator.url, method: 'DELETE', path: '/__dev/api/faults' });
        }
      }
    };
    await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
    await rawRequest({ origin: emulator.url, method: 'DELETE', path: '/__dev/api/faults' });
    checks.alive = (await rawRequest({ origin: emulator.url, method: 'GET', path: '/__dev/api/project' })).status === 200;
    const users = Object.keys(emulator.store.state.users).length;
    const kid = emulator.runtime.key.kid;
    await emulator.stop();
    emulator = await startEmulator({ port: 0, dataFile });
    checks.reloaded = Object.keys(emulator.store.state.users).length === users && emulator.runtime.key.kid === kid;
    emulator.reset();
    checks.signIn = await signsIn(emulator);
  } finally {
    await emulator.stop().catch(onCrash);
    console.error = consoleError;
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
    rmSync(dir, { recursive: true, force: true });
  }
  return { requests: sent, serverErrors, crashes, statuses, examples, checks };
}
