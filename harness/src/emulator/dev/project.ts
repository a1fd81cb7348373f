import { sendJson, type Router } from '../router.ts';
import { parseBody } from '../validate.ts';
import { devRoute } from './devRoute.ts';
import { applyProjectPatch } from './projectPatch.ts';

/** `GET /__dev/api/project` reads the whole project config; `PUT` merges a checked partial change into it. */
export function registerProjectDevRoutes(router: Router): void {
  devRoute(router, 'GET', '/__dev/api/project', (ctx) => {
    sendJson(ctx.res, 200, ctx.store.project);
  });

  devRoute(router, 'PUT', '/__dev/api/project', (ctx) => {
    // An empty shape: parseBody only checks that the body is a JSON object; the fields are checked per key.
    const patch = parseBody(ctx.body, {}) as Record<string, unknown>;
    ctx.store.state.project = applyProjectPatch(ctx.store.project, patch);
    sendJson(ctx.res, 200, ctx.store.project);
  });
}
