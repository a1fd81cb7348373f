import { AuthError } from '../AuthError.ts';
import { clientMessages } from '../messages.ts';
import type { BootstrapData } from '../../../protocol/types.ts';
import type { BotProtectionOptions, BotProtectionRuntime } from './botProtectionTypes.ts';
import type { BotFieldSource } from '../network/Network.ts';

/** True when bootstrap turns captcha or DFP Protected Auth on: only then is anything loaded. */
export function botProtectionOn(data: BootstrapData): boolean {
  return data.captcha_settings?.enabled === true || data.dfp_protected_auth_enabled === true;
}

/**
 * Captcha and device fingerprinting for the calls that carry them (bootstrap's `captcha_settings` and
 * `dfp_protected_auth_*`). This half is in the first load and only reads bootstrap; the scripts, the mode table and
 * the retry's rule load when bootstrap turns either on (`botProtectionRuntime.ts`), so a project with both off pays
 * for nothing more. `warm` starts that load as soon as bootstrap is known, as the reference SDK does.
 */
export function createBotProtection(options: BotProtectionOptions): BotFieldSource & { warm(data: BootstrapData): void } {
  let runtime: Promise<BotProtectionRuntime> | null = null;
  const load = () =>
    (runtime ??= import('./botProtectionRuntime.ts').then(
      (module) => module.createBotProtectionRuntime(options),
      (cause: unknown) => {
        runtime = null;
        // A chunk that cannot be fetched means no token can be had this time; the next call tries again.
        throw new AuthError('captcha_unavailable', clientMessages.captchaUnavailable, { cause });
      },
    ));
  return {
    warm(data) {
      if (botProtectionOn(data) && typeof document !== 'undefined') load().then((r) => r.warm(data), () => {});
    },
    async fields(kind) {
      const data = await options.bootstrap();
      return botProtectionOn(data) ? (await load()).fields(kind, data) : {};
    },
    async retryFields() {
      return (await load()).retryFields(await options.bootstrap());
    },
  };
}
