/**
 * `npm run bench`: requests per second and latency of the emulator's hottest calls, on loopback.
 *
 * Times `POST /sdk/v1/otps/authenticate` on its success path (each call spends a fresh code: the codes are sent
 * through the API first and read from the dev inbox, and only the authenticate calls are timed; one code per
 * method, so the per-method attempt lock is never involved) and `POST /sdk/v1/sessions/authenticate` with a
 * session one of those logins created. Fixed concurrency, bounded in count and in time.
 *
 * Then the same emulator at 1,000, 10,000 and 100,000 users, seeded straight into its store (each user with an
 * email and a live session), so the figures show whether a call's cost grows with the users: a sign-up
 * (`otps/email/login_or_create` for a new email), a lookup by email (`users/search`) and one by session token
 * (`sessions/authenticate`), one request at a time so each latency is the call's own; and the heap each seeded user
 * takes, lookups included (exact when node runs with `--expose-gc`, as `npm run bench` does).
 *
 * Prints figures; asserts nothing about them. With `--write` (`npm run bench -- --write`) a run whose every request
 * answered 200 also rewrites the emulator's section of `docs/figures.md`.
 */
import { performance } from 'node:perf_hooks';
import { startEmulator, type Emulator } from '../src/emulator/server.ts';
import { startSession } from '../src/emulator/sessions.ts';
import { npmCommand, wantsWrite, writeFiguresSection } from '../../scripts/figures.ts';

/** Requests in flight at once. */
const CONCURRENCY = 16;
/** Most requests per call measured. */
const MAX_REQUESTS = 2000;
/** A call stops being measured after this long, whatever the count. */
const MAX_MILLISECONDS = 10_000;
/** The user counts the scale figures are taken at. */
const SCALES = [1_000, 10_000, 100_000];
/** Requests per call at each scale, one at a time (bounded by MAX_MILLISECONDS too). */
const SCALE_REQUESTS = 500;
/** Untimed requests per call before the timed ones, so the first scale does not pay for the JIT's warm-up. */
const WARM_UP_REQUESTS = 30;

interface Measure {
  call: string;
  requests: number;
  failures: number;
  milliseconds: number;
  latencies: number[];
}

/** Runs `count` requests (or as many as fit in the time bound) with `concurrency` workers, timing each. */
async function measure(
  call: string,
  count: number,
  request: (i: number) => Promise<Response>,
  concurrency = CONCURRENCY,
): Promise<Measure> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count && performance.now() - started < MAX_MILLISECONDS) {
      const i = next++;
      const sent = performance.now();
      const res = await request(i);
      await res.arrayBuffer();
      latencies.push(performance.now() - sent);
      if (res.status !== 200) failures += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { call, requests: latencies.length, failures, milliseconds: performance.now() - started, latencies };
}

/** Runs `count` tasks with `CONCURRENCY` workers (the untimed set-up). */
async function inParallel<T>(count: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return results;
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** A text table: the first `left` columns left-aligned, the others right-aligned. */
function grid(header: string[], lines: string[][], left = 1): string {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((c, i) => (i < left ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n');
}

function table(rows: Measure[]): string {
  const lines = rows.map((m) => {
    const sorted = [...m.latencies].sort((a, b) => a - b);
    return [
      m.call,
      String(m.requests),
      (m.requests / (m.milliseconds / 1000)).toFixed(0),
      percentile(sorted, 50).toFixed(2),
      percentile(sorted, 99).toFixed(2),
    ];
  });
  return grid(['call', 'requests', 'rps', 'p50 ms', 'p99 ms'], lines);
}

/** A POST to `/sdk/v1{path}` with Basic auth: the public token, or a session token as the secret. */
function poster(emulator: Emulator) {
  const basic = (secret: string) => `Basic ${Buffer.from(`${emulator.publicToken}:${secret}`).toString('base64')}`;
  return (path: string, body: unknown, secret = emulator.publicToken) =>
    fetch(`${emulator.url}/sdk/v1${path}`, {
      method: 'POST',
      headers: { Authorization: basic(secret), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
}

/** The heap in use, after a full collection when node exposes one (`--expose-gc`). */
function heapUsed(): number {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
}

/** The figures of one scale: its calls, and the heap its seeded users took. */
interface Scale {
  users: number;
  measures: Measure[];
  bytesPerUser: number;
}

/** Seeds `users` users into a fresh emulator's store, then times the scaled calls against it. */
async function measureScale(users: number): Promise<Scale> {
  const emulator = await startEmulator({ port: 0 });
  const post = poster(emulator);
  const { store } = emulator;
  try {
    const before = heapUsed();
    for (let i = 0; i < users; i += 1) {
      const email = `user-${i}@example.com`;
      const { user } = store.userForEmail(email);
      const factor = { type: 'otp', delivery_method: 'email', email_factor: { email_address: email }, last_authenticated_at: store.nowIso() };
      startSession(store, user, factor, 60);
    }
    const bytesPerUser = (heapUsed() - before) / users;
    const tokens = Object.values(store.state.sessions).map((s) => s.session_token);
    // Seeded users are picked spread over the whole range, not the first few.
    const seeded = (i: number) => (i * 7919) % users;
    const calls: [string, (i: number) => Promise<Response>][] = [
      ['POST /sdk/v1/otps/email/login_or_create (new email)', (i) => post('/otps/email/login_or_create', { email: `new-${i}@example.com` })],
      ['POST /sdk/v1/users/search (seeded email)', (i) => post('/users/search', { email: `user-${seeded(i)}@example.com` })],
      ['POST /sdk/v1/sessions/authenticate (seeded session)', (i) => post('/sessions/authenticate', {}, tokens[seeded(i)])],
    ];
    const measures: Measure[] = [];
    for (const [call, request] of calls) {
      for (let i = 0; i < WARM_UP_REQUESTS; i += 1) await (await request(SCALE_REQUESTS + i)).arrayBuffer();
      measures.push(await measure(call, SCALE_REQUESTS, request, 1));
    }
    return { users, measures, bytesPerUser };
  } finally {
    await emulator.stop();
  }
}

function scaleTable(scales: Scale[]): string {
  const lines = scales.flatMap(({ users, measures }) =>
    measures.map((m) => {
      const sorted = [...m.latencies].sort((a, b) => a - b);
      return [users.toLocaleString('en-US'), m.call, String(m.requests), percentile(sorted, 50).toFixed(2), percentile(sorted, 99).toFixed(2)];
    }),
  );
  return grid(['users', 'call', 'requests', 'p50 ms', 'p99 ms'], lines, 2);
}

function memoryTable(scales: Scale[]): string {
  const lines = scales.map(({ users, bytesPerUser }) => [
    users.toLocaleString('en-US'),
    ((bytesPerUser * users) / 2 ** 20).toFixed(1),
    bytesPerUser.toFixed(0),
  ]);
  return grid(['users', 'heap MiB', 'bytes per user'], lines);
}

async function main(): Promise<number> {
  const printed: string[] = [];
  const print = (text: string) => {
    console.log(text);
    printed.push(text);
  };
  const emulator = await startEmulator({ port: 0 });
  const post = poster(emulator);
  try {
    // Set-up, untimed: one user and one fresh code per request, each code read back from the dev inbox.
    const codes = await inParallel(MAX_REQUESTS, async (i) => {
      const email = `bench-${i}@example.com`;
      const sent = await post('/otps/email/login_or_create', { email });
      const { data } = (await sent.json()) as { data?: { method_id?: string } };
      if (!sent.ok || !data?.method_id) throw new Error(`Sending a code failed with ${sent.status}: are the OTP routes in place?`);
      const inbox = await fetch(`${emulator.url}/__dev/api/messages?to=${encodeURIComponent(email)}`);
      const { messages } = (await inbox.json()) as { messages: { code: string | null }[] };
      const code = messages[0]?.code;
      if (!code) throw new Error(`No code in the inbox for ${email}.`);
      return { method_id: data.method_id, code };
    });

    let sessionToken: string | null = null;
    const otp = await measure('POST /sdk/v1/otps/authenticate', codes.length, async (i) => {
      const { method_id, code } = codes[i] ?? { method_id: '', code: '' };
      const res = await post('/otps/authenticate', { token: code, method_id });
      if (sessionToken === null && res.status === 200) {
        const copy = (await res.clone().json()) as { data: { session_token: string } };
        sessionToken = copy.data.session_token;
      }
      return res;
    });
    if (sessionToken === null) throw new Error('No passcode login succeeded, so there is no session to measure.');
    const token: string = sessionToken;
    const sessions = await measure('POST /sdk/v1/sessions/authenticate', MAX_REQUESTS, () => post('/sessions/authenticate', {}, token));

    print(`Emulator on loopback, concurrency ${CONCURRENCY}, at most ${MAX_REQUESTS} requests or ${MAX_MILLISECONDS / 1000} s per call.\n`);
    print(table([otp, sessions]));
    await emulator.stop();

    const scales: Scale[] = [];
    for (const users of SCALES) scales.push(await measureScale(users));
    print(
      `\nAt scale: users seeded into the store (an email and a live session each), one request at a time, at most ${SCALE_REQUESTS} requests or ${MAX_MILLISECONDS / 1000} s per call.\n`,
    );
    print(scaleTable(scales));
    print(`\nHeap taken by the seeded users, their sessions and the store's lookups${globalThis.gc ? '' : ' (rough: run node with --expose-gc for exact figures)'}:\n`);
    print(memoryTable(scales));

    const failed = [otp, sessions, ...scales.flatMap((s) => s.measures)].filter((m) => m.failures > 0);
    for (const m of failed) console.error(`\n${m.call}: ${m.failures} of ${m.requests} requests did not answer 200.`);
    if (failed.length > 0) return 1;
    if (wantsWrite()) {
      const stamp = { command: npmCommand('bench') };
      const file = await writeFiguresSection({ name: 'bench', title: 'Emulator throughput and scale', stamp, output: printed.join('\n') });
      console.log(`\nbench: figures written to ${file}`);
    }
    return 0;
  } finally {
    await emulator.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
