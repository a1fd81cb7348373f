import { authenticate } from '../auth.ts';
import { ApiError, SchemaError } from '../errors.ts';
import type { RouteContext, Router } from '../router.ts';
import type { Store } from '../store.ts';
import { isRecord } from '../isRecord.ts';

/** Most events one batch may carry; a client sends at most 15, so this is generous. */
const MAX_BATCH = 100;

/** Events kept for the dev routes: the newest ones, so a long session or a flood cannot grow memory and the file. */
export const MAX_KEPT_EVENTS = 1000;

/** Largest stored event, as JSON characters; a real one is a few hundred. */
export const MAX_EVENT_CHARS = 8 * 1024;

function invalid(path: string, message: string): SchemaError {
  return new SchemaError('body', [{ path, message }]);
}

/** Our client's batch: `{ events: [{ name, details, timestamp }] }`, sent with Basic auth (sdk `EventLogger`). */
function ownEvents(body: Record<string, unknown>): Record<string, unknown>[] {
  const { events } = body;
  if (!Array.isArray(events) || events.some((e) => !isRecord(e) || typeof e.name !== 'string')) {
    throw invalid('events', 'must be an array of objects with a string name');
  }
  if (events.length > MAX_BATCH) throw invalid('events', `must hold at most ${MAX_BATCH} events`);
  return events as Record<string, unknown>[];
}

/**
 * The reference provider's batch: a bare array of `{ telemetry, event }`, sent without an Authorization header,
 * each event naming its public token. Stored in our shape (`name`, `details`) so one list shows both kinds.
 */
function referenceEvents(store: Store, batch: unknown[]): Record<string, unknown>[] {
  if (batch.length > MAX_BATCH) throw invalid('(body)', `must hold at most ${MAX_BATCH} events`);
  return batch.map((item, i) => {
    const event = isRecord(item) ? item.event : undefined;
    const telemetry = isRecord(item) ? item.telemetry : undefined;
    if (!isRecord(event) || typeof event.event_name !== 'string' || typeof event.public_token !== 'string') {
      throw invalid(`[${i}].event`, 'must be an object with a string event_name and public_token');
    }
    if (telemetry !== undefined && !isRecord(telemetry)) throw invalid(`[${i}].telemetry`, 'must be an object');
    if (event.details !== undefined && event.details !== null && !isRecord(event.details)) {
      throw invalid(`[${i}].event.details`, 'must be an object');
    }
    if (event.public_token !== store.project.public_token) {
      throw new ApiError(401, 'invalid_public_token', 'The public token of an event is not known to this project.');
    }
    const { public_token: _token, event_name, details, ...rest } = event;
    return {
      name: event_name,
      details: details ?? {},
      ...(typeof telemetry?.client_sent_at === 'string' ? { timestamp: telemetry.client_sent_at } : {}),
      ...rest,
      ...(telemetry ? { telemetry } : {}),
    };
  });
}

/** The events of a batch in either shape, with the caller checked as that shape is sent. */
function eventsOf(ctx: RouteContext): Record<string, unknown>[] {
  if (Array.isArray(ctx.body)) return referenceEvents(ctx.store, ctx.body);
  authenticate(ctx, {});
  if (!isRecord(ctx.body)) throw invalid('(body)', 'must be a JSON object with events, or an array of events');
  return ownEvents(ctx.body);
}

/** `POST /events`: batched client telemetry, kept (the newest `MAX_KEPT_EVENTS`) for the dev routes to show. */
export function registerEventRoutes(router: Router): void {
  router.sdk(
    'POST',
    '/events',
    (ctx) => {
      const received_at = ctx.store.nowIso();
      const stored = eventsOf(ctx).map((event) => ({ ...event, received_at }));
      stored.forEach((event, i) => {
        if (JSON.stringify(event).length > MAX_EVENT_CHARS) {
          throw invalid(`events[${i}]`, `must be at most ${MAX_EVENT_CHARS} characters as JSON`);
        }
      });
      const kept = ctx.store.state.events;
      kept.push(...stored);
      if (kept.length > MAX_KEPT_EVENTS) kept.splice(0, kept.length - MAX_KEPT_EVENTS);
      return { accepted: stored.length };
    },
    { ownAuth: true, anyJson: true },
  );
}
