import type { BotProtectionState } from '../botProtection/types.ts';
import { sendJson, type Router } from '../router.ts';
import type { Store } from '../store.ts';
import { parseBody } from '../validate.ts';
import { applyBotProtectionChange } from './botProtectionChange.ts';
import { devRoute } from './devRoute.ts';

/** Bot protection as the dev API shows it; copies, so a caller holding the answer cannot change the store. */
export function botProtectionState(store: Store): BotProtectionState {
  const { project, state } = store;
  return {
    captcha_settings: { ...project.captcha_settings },
    dfp_protected_auth_enabled: project.dfp_protected_auth_enabled,
    dfp_protected_auth_mode: project.dfp_protected_auth_mode,
    captcha_verdict: state.bot_protection.captcha_verdict,
    dfp_default_verdict: state.bot_protection.dfp_default_verdict,
    dfp_verdicts: { ...state.dfp_verdicts },
    log: state.bot_verdicts.map((entry) => ({ ...entry })),
  };
}

/**
 * `/__dev/api/bot-protection`: read (GET) and change (PUT) the project's captcha and DFP switches and the verdicts
 * the emulator gives (a failing captcha, a default DFP verdict, per-id verdicts), with the log of protected calls;
 * `DELETE /__dev/api/bot-protection/log` clears the log. `POST /__dev/api/reset` sets all of it back.
 */
export function registerBotProtectionDevRoutes(router: Router): void {
  devRoute(router, 'GET', '/__dev/api/bot-protection', (ctx) => {
    sendJson(ctx.res, 200, botProtectionState(ctx.store));
  });

  devRoute(router, 'PUT', '/__dev/api/bot-protection', (ctx) => {
    // An empty shape: parseBody only checks that the body is a JSON object; the fields are checked together.
    applyBotProtectionChange(ctx.store, parseBody(ctx.body, {}) as Record<string, unknown>);
    sendJson(ctx.res, 200, botProtectionState(ctx.store));
  });

  devRoute(router, 'DELETE', '/__dev/api/bot-protection/log', (ctx) => {
    const cleared = ctx.store.state.bot_verdicts.length;
    ctx.store.state.bot_verdicts = [];
    sendJson(ctx.res, 200, { cleared });
  });
}
