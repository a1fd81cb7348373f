import type { Router } from '../router.ts';

export function registerCryptoWalletRoutes(_router: Router): void {}
