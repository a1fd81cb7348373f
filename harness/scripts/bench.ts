/**
 * `npm run bench`: requests per second and latency of the emulator's hottest calls, on loopback.
 *
 * Times `POST /sdk/v1/otps/authenticate` on its success path (each call spends a fresh code: the codes are sent
 * through the API first and read from the dev inbox, and only the authenticate calls are timed; one code per
 * method, so the per-method attempt lock is never involved) and `POST /sdk/v1/sessions/authenticate` with a
 * session one of those logins created. Fixed concurrency, bounded in count and in time. Prints figures; asserts
 * nothing about them.
 */
import { performance } from 'node:perf_hooks';
import { startEmulator } from '../src/emulator/server.ts';

/** Requests in flight at once. */
const CONCURRENCY = 16;
/** Most requests per call measured. */
const MAX_REQUESTS = 2000;
/** A call stops being measured after this long, whatever the count. */
const MAX_MILLISECONDS = 10_000;

interface Measure {
  call: string;
  requests: number;
  failures: number;
  milliseconds: number;
  latencies: number[];
}

/** Runs `count` requests (or as many as fit in the time bound) with `CONCURRENCY` workers, timing each. */
async function measure(call: string, count: number, request: (i: number) => Promise<Response>): Promise<Measure> {
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
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
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

function table(rows: Measure[]): string {
  const header = ['call', 'requests', 'rps', 'p50 ms', 'p99 ms'];
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
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const format = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [format(header), format(widths.map((w) => '-'.repeat(w))), ...lines.map(format)].join('\n');
}

async function main(): Promise<number> {
  const emulator = await startEmulator({ port: 0 });
  const basic = (secret: string) => `Basic ${Buffer.from(`${emulator.publicToken}:${secret}`).toString('base64')}`;
  const post = (path: string, body: unknown, secret = emulator.publicToken) =>
    fetch(`${emulator.url}/sdk/v1${path}`, {
      method: 'POST',
      headers: { Authorization: basic(secret), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
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

    console.log(`Emulator on loopback, concurrency ${CONCURRENCY}, at most ${MAX_REQUESTS} requests or ${MAX_MILLISECONDS / 1000} s per call.\n`);
    console.log(table([otp, sessions]));
    const failed = [otp, sessions].filter((m) => m.failures > 0);
    for (const m of failed) console.error(`\n${m.call}: ${m.failures} of ${m.requests} requests did not answer 200.`);
    return failed.length > 0 ? 1 : 0;
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
