import type { Router } from '../router.ts';

export function registerOtpRoutes(_router: Router): void {}
