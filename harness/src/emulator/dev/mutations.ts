import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import { ApiError } from '../errors.ts';
import { escapeHtml, sendJson, type RouteContext } from '../router.ts';
import type { Fault } from '../store.ts';
import { isRecord } from '../isRecord.ts';

/** What a fault's `mutate` names: a broken answer in place of the real one, or the real one broken on the way out. */
export type FaultMutation = NonNullable<Fault['mutate']>;

/** Every mutation, in the order the docs list them. */
export const FAULT_MUTATIONS = [
  'hang',
  'drip',
  'truncate',
  'wrong_types',
  'missing_fields',
  'oversized',
  'storm',
] as const satisfies readonly FaultMutation[];

/** The options each mutation takes; any other mutation refuses them. */
export const MUTATION_OPTIONS = {
  fields: ['wrong_types', 'missing_fields'],
  drip_ms: ['drip'],
  drip_bytes: ['drip'],
  truncate_at: ['truncate'],
  size_mb: ['oversized'],
} as const satisfies Record<string, readonly FaultMutation[]>;

/** Defaults: a typical answer (1 to 3 KB) then takes minutes, far past any sensible client timeout. */
export const DRIP_DEFAULTS = { drip_ms: 1000, drip_bytes: 8 } as const;

/** 50 MiB: no answer of the protocol comes near it, and a browser still holds it, so a client's own limit shows. */
export const DEFAULT_OVERSIZED_MB = 50;

/** The statuses a storm rotates through, each with the body a provider or the gateway in front of it sends. */
const STORM: readonly { status: number; shape: 'json' | 'html' }[] = [
  { status: 500, shape: 'json' },
  { status: 502, shape: 'html' },
  { status: 503, shape: 'json' },
  { status: 504, shape: 'html' },
];

/** The key the oversized answer's filler goes under, last in `data` (or in an error body). */
export const PADDING_KEY = 'emulator_padding';

/** Bytes of filler a write: small, so the whole body never sits in memory. */
const PADDING_CHUNK = 64 * 1024;

/** What `playMutation` needs from the server besides the request. */
export interface MutationHooks {
  /** Which use of the fault this request is, from 0 (a storm's place in its rotation). */
  use: number;
  /** Registers an answer the fault holds open (hang, drip), so a reset or a stop ends it. */
  hold(res: ServerResponse): void;
  /** The protocol's error body for an error, with this request's id. */
  errorBody(error: ApiError): unknown;
}

/** True once the answer can carry nothing more: the client went away or the server ended the socket. */
function gone(res: ServerResponse): boolean {
  return res.destroyed || res.socket === null || res.socket.destroyed;
}

/** Resolves when `res` closes (the client gave up, a reset or a stop destroyed it). */
function closed(res: ServerResponse): Promise<void> {
  if (gone(res)) return Promise.resolve();
  return new Promise((resolve) => res.once('close', () => resolve()));
}

/** Waits `ms`; false when the answer closed first, so a drip stops at once instead of keeping a timer alive. */
function pause(res: ServerResponse, ms: number): Promise<boolean> {
  if (gone(res)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (waited: boolean) => {
      clearTimeout(timer);
      res.off('close', onClose);
      resolve(waited);
    };
    const onClose = () => done(false);
    const timer = setTimeout(() => done(true), ms);
    res.on('close', onClose);
  });
}

/** Resolves true when `out` can take more, false when it closed or failed first. */
function drained(out: Writable): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', onClose);
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    out.on('drain', onDrain);
    out.on('close', onClose);
    out.on('error', onClose);
  });
}

/** The answer a route wrote, held back from the client. */
export interface CapturedAnswer {
  status: number;
  body: Buffer;
}

type WriteCallback = (error?: Error | null) => void;

function bytesOf(chunk: unknown, encoding: unknown): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return Buffer.alloc(0);
}

/**
 * Holds back what the route writes to `res` and hands it to `then` when the route ends it, with `res`'s own methods
 * back in place and the route's headers set on it (but `Content-Length`, which the mutation's body decides). The
 * route runs as it always does, side effects included: only its answer is broken.
 */
export function captureAnswer(res: ServerResponse, then: (answer: CapturedAnswer) => Promise<void> | void): void {
  const chunks: Buffer[] = [];
  const headers: Record<string, unknown> = {};
  let status: number | undefined;
  // Own properties shadow the prototype's methods for this one response; deleting them puts the real ones back.
  const own = res as unknown as Record<string, unknown>;
  own.writeHead = (code: number, ...rest: unknown[]) => {
    status = code;
    const given = typeof rest[0] === 'string' ? rest[1] : rest[0];
    if (isRecord(given)) Object.assign(headers, given);
    return res;
  };
  own.write = (chunk: unknown, encoding?: unknown, callback?: WriteCallback) => {
    chunks.push(bytesOf(chunk, encoding));
    (typeof encoding === 'function' ? (encoding as WriteCallback) : callback)?.();
    return true;
  };
  own.end = (chunk?: unknown, encoding?: unknown) => {
    if (typeof chunk !== 'function' && chunk !== undefined && chunk !== null) chunks.push(bytesOf(chunk, encoding));
    delete own.writeHead;
    delete own.write;
    delete own.end;
    for (const [name, value] of Object.entries(headers)) {
      if (name.toLowerCase() !== 'content-length' && value !== undefined) res.setHeader(name, value as string | number | string[]);
    }
    res.removeHeader('Content-Length');
    const answer = { status: status ?? res.statusCode, body: Buffer.concat(chunks) };
    Promise.resolve()
      .then(() => then(answer))
      .catch(() => res.destroy());
    return res;
  };
}

/** The captured body as a JSON object, or null when it is not one (a page, a redirect, the captcha text). */
function jsonObjectOf(res: ServerResponse, answer: CapturedAnswer): Record<string, unknown> | null {
  if (!/json/i.test(String(res.getHeader('Content-Type') ?? ''))) return null;
  try {
    const value = JSON.parse(answer.body.toString('utf8')) as unknown;
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

/** The fields a mutation works on: `data` of a success, the body itself of an error answer (which has no `data`). */
function fieldsOf(body: Record<string, unknown>): Record<string, unknown> {
  return isRecord(body.data) ? body.data : body;
}

/**
 * A value of another JSON type, always the same for the same value's type, so a test can assert on it: a string
 * becomes `{}`, a number or boolean its text (`"200"`, `"true"`), an object or null `"yes"`, an array `{}`.
 */
export function wrongTypeOf(value: unknown): unknown {
  if (typeof value === 'string' || Array.isArray(value)) return {};
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return 'yes';
}

/** Where a dotted path (`user.emails.0.email`) ends: its parent and last key, or null when a step is missing. */
function locate(root: Record<string, unknown>, path: string): { parent: Record<string, unknown> | unknown[]; key: string } | null {
  const steps = path.split('.');
  let parent: unknown = root;
  for (const [i, step] of steps.entries()) {
    if (!(isRecord(parent) || Array.isArray(parent)) || !Object.hasOwn(parent, step)) return null;
    if (i === steps.length - 1) return { parent, key: step };
    parent = (parent as Record<string, unknown>)[step];
  }
  return null;
}

/**
 * The answer with fields of its `data` (or of an error body) given a wrong type or removed: the named dotted paths,
 * or every top-level field. Paths the answer lacks are left alone.
 */
export function mutateFields(body: Record<string, unknown>, mutation: 'wrong_types' | 'missing_fields', fields?: readonly string[]): Record<string, unknown> {
  const copy = structuredClone(body);
  const target = fieldsOf(copy);
  for (const path of fields ?? Object.keys(target)) {
    const place = locate(target, path);
    if (!place) continue;
    const { parent, key } = place;
    if (mutation === 'wrong_types') {
      (parent as Record<string, unknown>)[key] = wrongTypeOf((parent as Record<string, unknown>)[key]);
    } else if (Array.isArray(parent)) {
      parent.splice(Number(key), 1);
    } else {
      delete parent[key];
    }
  }
  return copy;
}

/** The first bytes of a body: `at` of them, or half; always short of the whole, so the cut shows. */
export function truncated(body: Buffer, at?: number): Buffer {
  if (body.length === 0) return body;
  return body.subarray(0, Math.min(at ?? Math.floor(body.length / 2), body.length - 1));
}

/** The text around the filler of an oversized answer: the real answer with an empty `emulator_padding` opened up. */
export function oversizedFrame(body: Record<string, unknown>): { head: string; tail: string } {
  const copy = structuredClone(body);
  fieldsOf(copy)[PADDING_KEY] = '';
  const text = JSON.stringify(copy);
  // Inside a JSON string every quote is escaped, so this exact text can only be the key itself.
  const marker = `"${PADDING_KEY}":"`;
  const at = text.indexOf(marker) + marker.length;
  return { head: text.slice(0, at), tail: text.slice(at) };
}

/**
 * Writes `head`, filler up to `size` bytes in all, then `tail`, a chunk at a time and waiting whenever `out` is
 * full: a 50 MiB answer costs the server one 64 KiB buffer, and stops as soon as the client goes away.
 */
export async function writeOversized(out: Writable, frame: { head: string; tail: string }, size: number): Promise<void> {
  const filler = Buffer.alloc(PADDING_CHUNK, 'x');
  let left = Math.max(0, size - Buffer.byteLength(frame.head) - Buffer.byteLength(frame.tail));
  // Checked before each wait: a closed stream never drains, and its 'close' has already gone by.
  const canWrite = async (room: boolean) => !out.destroyed && (room || (await drained(out)));
  let room = out.write(frame.head);
  while (left > 0) {
    if (!(await canWrite(room))) return;
    const n = Math.min(left, filler.length);
    room = out.write(n === filler.length ? filler : filler.subarray(0, n));
    left -= n;
  }
  if (await canWrite(room)) out.end(frame.tail);
}

/** A gateway's error page, as a proxy in front of a provider answers when the provider fails or is too slow. */
export function gatewayPage(status: number): string {
  const title = `${status} ${STATUS_CODES[status] ?? 'Error'}`;
  return `<!DOCTYPE html>\n<html><head><title>${escapeHtml(title)}</title></head>\n<body><h1>${escapeHtml(title)}</h1><hr><p>gateway</p></body></html>\n`;
}

/** The status and body kind of a storm's `use`-th answer: 500 JSON, 502 HTML, 503 JSON, 504 HTML, and again. */
export function stormAnswerOf(use: number): { status: number; shape: 'json' | 'html' } {
  return STORM[use % STORM.length]!;
}

function sendStorm(res: ServerResponse, hooks: MutationHooks): void {
  const { status, shape } = stormAnswerOf(hooks.use);
  if (status === 503) res.setHeader('Retry-After', '1');
  if (shape === 'json') {
    sendJson(res, status, hooks.errorBody(new ApiError(status, 'internal_server_error', `Injected fault: a ${status} of a failing provider.`)));
    return;
  }
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(gatewayPage(status));
}

async function sendDripped(res: ServerResponse, answer: CapturedAnswer, fault: Fault): Promise<void> {
  const ms = fault.drip_ms ?? DRIP_DEFAULTS.drip_ms;
  const bytes = fault.drip_bytes ?? DRIP_DEFAULTS.drip_bytes;
  // The headers go out at once, complete: a client that only times the wait for headers then hangs on the body.
  res.setHeader('Content-Length', answer.body.length);
  res.writeHead(answer.status);
  res.flushHeaders();
  for (let at = 0; at < answer.body.length; at += bytes) {
    if (!(await pause(res, ms))) return;
    res.write(answer.body.subarray(at, at + bytes));
  }
  res.end();
}

/** Sends the mutated form of a captured answer. */
async function sendMutated(res: ServerResponse, answer: CapturedAnswer, fault: Fault, mutation: FaultMutation): Promise<void> {
  if (gone(res)) return;
  const json = jsonObjectOf(res, answer);
  switch (mutation) {
    case 'drip':
      return sendDripped(res, answer, fault);
    case 'truncate': {
      // A clean end at the cut, with a length that matches it: only the JSON itself is broken.
      const cut = truncated(answer.body, fault.truncate_at);
      res.setHeader('Content-Length', cut.length);
      res.writeHead(answer.status).end(cut);
      return;
    }
    case 'wrong_types':
    case 'missing_fields':
      if (json) sendJson(res, answer.status, mutateFields(json, mutation, fault.fields));
      else res.writeHead(answer.status).end(answer.body);
      return;
    case 'oversized':
      if (!json) {
        res.writeHead(answer.status).end(answer.body);
        return;
      }
      // No Content-Length: a client learns the size only by reading, as from a gateway that streams.
      res.writeHead(answer.status);
      return writeOversized(res, oversizedFrame(json), Math.round((fault.size_mb ?? DEFAULT_OVERSIZED_MB) * 1024 * 1024));
    default:
      res.writeHead(answer.status).end(answer.body);
  }
}

/**
 * Plays a fault's mutation on a request. True when the request is answered (or held) and must go no further; false
 * when it must run through its route, whose answer is then captured and sent broken.
 */
export async function playMutation(ctx: RouteContext, fault: Fault, hooks: MutationHooks): Promise<boolean> {
  const { req, res } = ctx;
  const mutation = fault.mutate;
  if (mutation === undefined) return false;
  if (mutation === 'hang') {
    // The request is read to its end, so the server's request timeout never answers for us; the answer never starts.
    req.resume();
    hooks.hold(res);
    await closed(res);
    return true;
  }
  if (mutation === 'storm') {
    sendStorm(res, hooks);
    return true;
  }
  if (mutation === 'drip') hooks.hold(res);
  captureAnswer(res, (answer) => sendMutated(res, answer, fault, mutation));
  return false;
}
