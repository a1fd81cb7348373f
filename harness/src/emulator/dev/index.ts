import type { Router } from '../router.ts';
import { registerBotProtectionDevRoutes } from './botProtection.ts';
import { registerCaptchaRoutes } from './captcha.ts';
import { registerClockRoutes } from './clock.ts';
import { registerErrorsPage } from './errorsPage.ts';
import { registerFaultRoutes } from './faults.ts';
import { registerDevHome } from './home.ts';
import { registerInboxRoutes } from './inbox.ts';
import { registerProjectDevRoutes } from './project.ts';
import { registerStateRoutes } from './state.ts';
import { registerUserDevRoutes } from './users.ts';

/** The dev routes under `/__dev`, outside the protocol: loopback-only tools for people and tests. */
export function registerDevRoutes(router: Router): void {
  registerDevHome(router);
  registerInboxRoutes(router);
  registerErrorsPage(router);
  registerProjectDevRoutes(router);
  registerFaultRoutes(router);
  registerStateRoutes(router);
  registerCaptchaRoutes(router);
  registerBotProtectionDevRoutes(router);
  registerUserDevRoutes(router);
  registerClockRoutes(router);
}
