import { AuthError } from '../AuthError.ts';
import { loadOnce } from '../loadOnce.ts';
import { callMessages } from '../callMessages.ts';
import type { BootstrapData } from '../../../protocol/types.ts';
import type { BotProtectionOptions, BotProtectionRuntime } from './botProtectionTypes.ts';
import type { BotFieldSource } from '../network/networkTypes.ts';

/** Imports the runtime (`botProtectionRuntime.ts`); the caller imports it, since that module leads back to this one's loader. */
export type LoadBotProtectionRuntime = () => Promise<{ createBotProtectionRuntime(options: BotProtectionOptions): BotProtectionRuntime }>;

/** True when bootstrap turns captcha or DFP Protected Auth on: only then is anything loaded. */
export function botProtectionOn(data: BootstrapData): boolean {
  return data.captcha_settings?.enabled === true || data.dfp_protected_auth_enabled === true;
}

/**
 * The gate of `createBotProtection`, which only reads bootstrap: the scripts, the mode table and the retry's rule load
 * when bootstrap turns captcha or DFP on (`botProtectionRuntime.ts`), so a project with both off loads nothing more.
 * `warm` starts that load as soon as bootstrap is known, as the reference SDK does.
 */
export function createBotProtectionGate(
  options: BotProtectionOptions,
  loadRuntime: LoadBotProtectionRuntime,
): BotFieldSource & { warm(data: BootstrapData): void } {
  const load = loadOnce(() =>
    loadRuntime().then(
      (module) => module.createBotProtectionRuntime(options),
      (cause: unknown) => {
        // A chunk that cannot be fetched means no token can be had this time; the next call tries again.
        throw new AuthError('captcha_unavailable', callMessages.captchaUnavailable, { cause });
      },
    ),
  );
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
