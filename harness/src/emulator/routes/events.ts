import { SchemaError } from '../errors.ts';
import type { Router } from '../router.ts';

/** Most events one batch may carry; a client sends at most 15 (spec section 9), so this is generous. */
const MAX_BATCH = 100;

/** `POST /events`: batched client telemetry, kept for the dev routes to show. */
export function registerEventRoutes(router: Router): void {
  router.sdk('POST', '/events', (ctx) => {
    const events = (ctx.body as { events?: unknown }).events;
    if (!Array.isArray(events) || events.some((e) => typeof e !== 'object' || e === null || typeof (e as { name?: unknown }).name !== 'string')) {
      throw new SchemaError('body', [{ path: 'events', message: 'must be an array of objects with a string name' }]);
    }
    if (events.length > MAX_BATCH) {
      throw new SchemaError('body', [{ path: 'events', message: `must hold at most ${MAX_BATCH} events` }]);
    }
    const received_at = ctx.store.nowIso();
    for (const event of events as Record<string, unknown>[]) ctx.store.state.events.push({ ...event, received_at });
    return { accepted: events.length };
  });
}
