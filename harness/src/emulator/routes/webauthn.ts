import type { Router } from '../router.ts';

export function registerWebauthnRoutes(_router: Router): void {}
