import type { Router } from '../router.ts';

export function registerPasswordRoutes(_router: Router): void {}
