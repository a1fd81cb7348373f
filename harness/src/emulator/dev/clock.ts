import { ApiError } from '../errors.ts';
import { sendJson, type RouteContext, type Router } from '../router.ts';
import { parseBody } from '../validate.ts';
import { devRoute } from './devRoute.ts';

/** The furthest one call moves the clock: a year, past every lifetime the emulator hands out. */
const MAX_ADVANCE_MS = 366 * 24 * 60 * 60_000;

/** What the clock routes answer: the emulator's time and how far it was moved since the last reset. */
function sendClock(ctx: RouteContext): void {
  sendJson(ctx.res, 200, { now: ctx.store.nowIso(), shift_ms: ctx.store.clockShiftMs });
}

/**
 * `/__dev/api/clock`: read the emulator's time (GET) and move it forward (POST `{ advance_ms }`), so a test can let a
 * passcode, a link, a session or a lock run out without waiting. `POST /__dev/api/reset` sets it back.
 */
export function registerClockRoutes(router: Router): void {
  devRoute(router, 'GET', '/__dev/api/clock', sendClock);

  devRoute(router, 'POST', '/__dev/api/clock', (ctx) => {
    const { advance_ms: advance } = parseBody(ctx.body, { advance_ms: 'number' });
    if (!Number.isInteger(advance) || advance < 0 || advance > MAX_ADVANCE_MS) {
      throw new ApiError(400, 'invalid_clock_change', `advance_ms must be a whole number from 0 to ${MAX_ADVANCE_MS} (a year).`);
    }
    ctx.store.advanceClock(advance);
    sendClock(ctx);
  });
}
