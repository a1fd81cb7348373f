import { ApiError } from '../errors.ts';
import { sendJson, type Router } from '../router.ts';
import { newId, type Fault } from '../store.ts';
import { parseBody, type Parsed } from '../validate.ts';
import { devRoute } from './devRoute.ts';
import { FAULT_MUTATIONS, MUTATION_OPTIONS, type FaultMutation } from './mutations.ts';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** Longest injected delay: long enough to test a client's timeout, short enough not to wedge a test run. */
const MAX_DELAY_MS = 60_000;

/** Largest oversized answer: far past any sensible limit, and still quick to stream over loopback. */
const MAX_SIZE_MB = 1024;

/** Most fields one mutation names, and the longest name. */
const MAX_FIELDS = 50;
const MAX_FIELD_PATH = 200;

/** Names that would reach an object's prototype on the way down a path. */
const FORBIDDEN_STEPS = new Set(['__proto__', 'constructor', 'prototype']);

const SHAPE = {
  path: 'string',
  method: 'string?',
  count: 'number?',
  status: 'number?',
  body: 'object?',
  delay_ms: 'number?',
  drop: 'boolean?',
  invalid_json: 'boolean?',
  captcha_required: 'boolean?',
  mutate: 'string?',
  fields: 'string[]?',
  drip_ms: 'number?',
  drip_bytes: 'number?',
  truncate_at: 'number?',
  size_mb: 'number?',
} as const;

/** The answers of their own a mutation replaces, so a fault cannot ask for both. */
const ANSWERS = ['status', 'body', 'drop', 'invalid_json', 'captcha_required'] as const;

function invalid(message: string): ApiError {
  return new ApiError(400, 'invalid_fault', message);
}

function isWhole(value: number | undefined, min: number, max: number): boolean {
  return value === undefined || (Number.isInteger(value) && value >= min && value <= max);
}

function isMutation(value: string): value is FaultMutation {
  return (FAULT_MUTATIONS as readonly string[]).includes(value);
}

/** Checks a mutation and its options; what they mean is in `mutations.ts`. */
function checkMutation(input: Parsed<typeof SHAPE>): FaultMutation | undefined {
  if (input.mutate !== undefined && !isMutation(input.mutate)) throw invalid(`mutate must be one of ${FAULT_MUTATIONS.join(', ')}.`);
  for (const [option, mutations] of Object.entries(MUTATION_OPTIONS)) {
    if (input[option as keyof typeof MUTATION_OPTIONS] === undefined) continue;
    if (!(mutations as readonly string[]).includes(input.mutate ?? '')) {
      throw invalid(`${option} is an option of mutate ${mutations.map((m) => `"${m}"`).join(' or ')}.`);
    }
  }
  if (input.mutate === undefined || !isMutation(input.mutate)) return undefined;
  const clash = ANSWERS.find((field) => input[field] !== undefined && input[field] !== false);
  if (clash) throw invalid(`mutate makes the answer itself: leave out ${clash} (only path, method, count and delay_ms go with it).`);
  if (input.fields !== undefined) {
    const bad = input.fields.find(
      (path) => path.length === 0 || path.length > MAX_FIELD_PATH || path.split('.').some((step) => step === '' || FORBIDDEN_STEPS.has(step)),
    );
    if (input.fields.length === 0 || input.fields.length > MAX_FIELDS || bad !== undefined) {
      throw invalid(
        `fields must be 1 to ${MAX_FIELDS} field paths of the answer's data, such as session_token or user.emails.0.email (no empty step, no __proto__, constructor or prototype)${bad === undefined ? '' : `: ${JSON.stringify(bad.slice(0, MAX_FIELD_PATH))} is not one`}.`,
      );
    }
  }
  if (!isWhole(input.drip_ms, 1, MAX_DELAY_MS)) throw invalid(`drip_ms must be a whole number from 1 to ${MAX_DELAY_MS}.`);
  if (!isWhole(input.drip_bytes, 1, 65_536)) throw invalid('drip_bytes must be a whole number from 1 to 65536.');
  if (!isWhole(input.truncate_at, 0, 10_000_000)) throw invalid('truncate_at must be a whole number of bytes from 0 to 10000000.');
  if (input.size_mb !== undefined && !(input.size_mb > 0 && input.size_mb <= MAX_SIZE_MB)) {
    throw invalid(`size_mb must be a number of MiB above 0 and at most ${MAX_SIZE_MB}.`);
  }
  return input.mutate;
}

/** Checks a fault request and builds the armed fault. */
export function faultFrom(body: unknown): Fault {
  const input = parseBody(body, SHAPE);
  // A misspelt option (drip_msec) would otherwise arm a fault that quietly does something else.
  const unknown = Object.keys(input).find((field) => !Object.hasOwn(SHAPE, field));
  if (unknown !== undefined) {
    throw invalid(`${JSON.stringify(unknown.slice(0, 100))} is not a fault field; the fields are ${Object.keys(SHAPE).join(', ')}.`);
  }
  // A fault matches a request path exactly, by a `*`-ended prefix, or `*` for every path (server.ts takeFault).
  if (input.path !== '*' && !input.path.startsWith('/')) {
    throw invalid('path must start with / (e.g. /sdk/v1/otps/authenticate or /sdk/v1/otps/*) or be *.');
  }
  if (input.path.startsWith('/__dev')) throw invalid('Dev routes cannot be faulted.');
  const method = input.method?.toUpperCase() ?? null;
  if (method !== null && !METHODS.includes(method)) throw invalid(`method must be one of ${METHODS.join(', ')}.`);
  const count = input.count ?? 1;
  if (!isWhole(count, 1, 10_000)) throw invalid('count must be a whole number from 1 to 10000.');
  if (!isWhole(input.status, 100, 599)) throw invalid('status must be an HTTP status from 100 to 599.');
  if (!isWhole(input.delay_ms, 0, MAX_DELAY_MS)) throw invalid(`delay_ms must be a whole number from 0 to ${MAX_DELAY_MS}.`);
  const mutate = checkMutation(input);
  if (input.body !== undefined && input.status === undefined) throw invalid('body is the answer of a status fault: give status too.');
  if (!input.status && !input.delay_ms && !input.drop && !input.invalid_json && !input.captcha_required && !mutate) {
    throw invalid('A fault needs an effect: status, delay_ms, drop, invalid_json, captcha_required or mutate.');
  }
  const fault: Fault = { id: newId('fault'), path: input.path, method, count, remaining: count };
  if (input.status !== undefined) fault.status = input.status;
  if (input.body !== undefined) fault.body = input.body;
  if (input.delay_ms !== undefined) fault.delay_ms = input.delay_ms;
  if (input.drop) fault.drop = true;
  if (input.invalid_json) fault.invalid_json = true;
  if (input.captcha_required) fault.captcha_required = true;
  if (mutate) fault.mutate = mutate;
  if (input.fields !== undefined) fault.fields = [...input.fields];
  if (input.drip_ms !== undefined) fault.drip_ms = input.drip_ms;
  if (input.drip_bytes !== undefined) fault.drip_bytes = input.drip_bytes;
  if (input.truncate_at !== undefined) fault.truncate_at = input.truncate_at;
  if (input.size_mb !== undefined) fault.size_mb = input.size_mb;
  return fault;
}

/** `/__dev/api/faults`: arm (POST), list (GET) and clear (DELETE) injected faults. */
export function registerFaultRoutes(router: Router): void {
  devRoute(router, 'POST', '/__dev/api/faults', (ctx) => {
    const fault = faultFrom(ctx.body);
    ctx.store.state.faults.push(fault);
    sendJson(ctx.res, 201, { fault });
  });

  devRoute(router, 'GET', '/__dev/api/faults', (ctx) => {
    sendJson(ctx.res, 200, { faults: ctx.store.state.faults });
  });

  devRoute(router, 'DELETE', '/__dev/api/faults', (ctx) => {
    const cleared = ctx.store.state.faults.length;
    ctx.store.state.faults = [];
    sendJson(ctx.res, 200, { cleared });
  });
}
