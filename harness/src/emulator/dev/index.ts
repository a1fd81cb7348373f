import type { Router } from '../router.ts';

export function registerDevRoutes(_router: Router): void {}
