import type { Router } from '../router.ts';

export function registerB2bRoutes(_router: Router): void {}
