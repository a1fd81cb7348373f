import type { Router } from '../router.ts';
import { registerB2bRoutes } from './b2b.ts';
import { registerBotProtectionRoutes } from '../botProtection/routes.ts';
import { registerClientsideServicesRoutes } from '../clientsideServices/routes.ts';
import { registerCryptoWalletRoutes } from './cryptoWallets.ts';
import { registerEventRoutes } from './events.ts';
import { registerMagicLinkRoutes } from './magicLinks.ts';
import { registerOAuthRoutes } from './oauth.ts';
import { registerOtpRoutes } from './otps.ts';
import { registerPasswordRoutes } from './passwords.ts';
import { registerProjectRoutes } from './projects.ts';
import { registerSessionRoutes } from './sessions.ts';
import { registerTotpRoutes } from './totps.ts';
import { registerUserRoutes } from './users.ts';
import { registerWebauthnRoutes } from './webauthn.ts';
import { registerDevRoutes } from '../dev/index.ts';

/** Every route of the emulator, grouped by product as the sdk's namespaces are. */
export function registerRoutes(router: Router): void {
  registerProjectRoutes(router);
  registerSessionRoutes(router);
  registerUserRoutes(router);
  registerMagicLinkRoutes(router);
  registerOtpRoutes(router);
  registerPasswordRoutes(router);
  registerWebauthnRoutes(router);
  registerCryptoWalletRoutes(router);
  registerOAuthRoutes(router);
  registerClientsideServicesRoutes(router);
  registerTotpRoutes(router);
  registerB2bRoutes(router);
  registerEventRoutes(router);
  registerBotProtectionRoutes(router);
  registerDevRoutes(router);
}
