import { ApiError } from '../errors.ts';
import { bootstrapOf } from '../project.ts';
import type { Router } from '../router.ts';

/** `GET /projects/bootstrap/{public_token}`: the project settings a client reads at start. */
export function registerProjectRoutes(router: Router): void {
  router.sdk('GET', '/projects/bootstrap/:public_token', (ctx) => {
    if (ctx.params.public_token !== ctx.store.project.public_token) {
      throw new ApiError(404, 'public_token_not_found', 'No project has this public token.');
    }
    return bootstrapOf(ctx.store.project);
  });
}
