import { sendJson, type Router } from '../router.ts';
import type { ProjectConfig } from '../project.ts';
import { parseBody } from '../validate.ts';
import { devRoute } from './devRoute.ts';
import { applyProjectPatch } from './projectPatch.ts';

/** Read-outs of recorded state (telemetry events, OAuth starts) and the reset of everything. */
export function registerStateRoutes(router: Router): void {
  devRoute(router, 'GET', '/__dev/api/events', (ctx) => {
    sendJson(ctx.res, 200, { events: ctx.store.state.events });
  });

  devRoute(router, 'GET', '/__dev/api/oauth', (ctx) => {
    sendJson(ctx.res, 200, { starts: ctx.store.state.oauth_starts });
  });

  /** Forgets users, sessions, messages and faults; the signing key stays, so saved JWKS stay valid. */
  devRoute(router, 'POST', '/__dev/api/reset', (ctx) => {
    const overrides = parseBody(ctx.body, {}) as Record<string, unknown>;
    // Checked like a PUT of the project before anything is forgotten, so a bad body changes nothing; then
    // applied to the fresh config (nested objects such as captcha_settings merge instead of replacing).
    applyProjectPatch(ctx.store.project, overrides);
    ctx.runtime.reset();
    const project: ProjectConfig = applyProjectPatch(ctx.store.project, overrides);
    ctx.store.state.project = project;
    sendJson(ctx.res, 200, { project });
  });
}
