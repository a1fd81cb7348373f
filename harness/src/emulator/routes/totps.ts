import type { Router } from '../router.ts';

export function registerTotpRoutes(_router: Router): void {}
