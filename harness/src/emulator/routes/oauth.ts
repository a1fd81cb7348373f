import type { Router } from '../router.ts';

export function registerOAuthRoutes(_router: Router): void {}
