import { ApiError } from '../errors.ts';
import { sendJson, type Router } from '../router.ts';
import { newId, type Fault } from '../store.ts';
import { parseBody } from '../validate.ts';
import { devRoute } from './devRoute.ts';

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** Longest injected delay: long enough to test a client's timeout, short enough not to wedge a test run. */
const MAX_DELAY_MS = 60_000;

function invalid(message: string): ApiError {
  return new ApiError(400, 'invalid_fault', message);
}

/** Checks a fault request and builds the armed fault. */
export function faultFrom(body: unknown): Fault {
  const input = parseBody(body, {
    path: 'string',
    method: 'string?',
    count: 'number?',
    status: 'number?',
    body: 'object?',
    delay_ms: 'number?',
    drop: 'boolean?',
    invalid_json: 'boolean?',
    captcha_required: 'boolean?',
  });
  // A fault matches a request path exactly, by a `*`-ended prefix, or `*` for every path (server.ts takeFault).
  if (input.path !== '*' && !input.path.startsWith('/')) {
    throw invalid('path must start with / (e.g. /sdk/v1/otps/authenticate or /sdk/v1/otps/*) or be *.');
  }
  if (input.path.startsWith('/__dev')) throw invalid('Dev routes cannot be faulted.');
  const method = input.method?.toUpperCase() ?? null;
  if (method !== null && !METHODS.includes(method)) throw invalid(`method must be one of ${METHODS.join(', ')}.`);
  const count = input.count ?? 1;
  if (!Number.isInteger(count) || count < 1 || count > 10_000) throw invalid('count must be a whole number from 1 to 10000.');
  if (input.status !== undefined && (!Number.isInteger(input.status) || input.status < 100 || input.status > 599)) {
    throw invalid('status must be an HTTP status from 100 to 599.');
  }
  if (input.delay_ms !== undefined && (!Number.isInteger(input.delay_ms) || input.delay_ms < 0 || input.delay_ms > MAX_DELAY_MS)) {
    throw invalid(`delay_ms must be a whole number from 0 to ${MAX_DELAY_MS}.`);
  }
  if (input.body !== undefined && input.status === undefined) throw invalid('body is the answer of a status fault: give status too.');
  if (!input.status && !input.delay_ms && !input.drop && !input.invalid_json && !input.captcha_required) {
    throw invalid('A fault needs an effect: status, delay_ms, drop, invalid_json or captcha_required.');
  }
  const fault: Fault = { id: newId('fault'), path: input.path, method, remaining: count };
  if (input.status !== undefined) fault.status = input.status;
  if (input.body !== undefined) fault.body = input.body;
  if (input.delay_ms !== undefined) fault.delay_ms = input.delay_ms;
  if (input.drop) fault.drop = true;
  if (input.invalid_json) fault.invalid_json = true;
  if (input.captcha_required) fault.captcha_required = true;
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
