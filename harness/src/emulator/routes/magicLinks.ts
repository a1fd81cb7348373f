import type { Router } from '../router.ts';

export function registerMagicLinkRoutes(_router: Router): void {}
