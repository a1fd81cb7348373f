import { AuthError } from '../AuthError.ts';
import { clientMessages } from '../messages.ts';
import { loadRequestParts } from '../network/loadRequestParts.ts';
import type { BootstrapData } from '../../../protocol/types.ts';
import type { BotProtectionOptions } from './botProtectionTypes.ts';
import type { BotFieldSource } from '../network/networkTypes.ts';

type Gate = BotFieldSource & { warm(data: BootstrapData): void };

/**
 * Captcha and device fingerprinting for the calls that carry them (bootstrap's `captcha_settings` and
 * `dfp_protected_auth_*`). The first load holds only this handle: the gate that reads bootstrap comes with the
 * request parts (`botProtectionGate.ts`), which every call needs before it goes out anyway, and the scripts come only
 * when bootstrap turns either on. Parts that cannot be fetched fail the call as a network failure, as lazy code does.
 */
export function createBotProtection(options: BotProtectionOptions): Gate {
  let gate: Gate | null = null;
  const load = () =>
    loadRequestParts().then(
      (parts) => (gate ??= parts.createBotProtectionGate(options, () => import('./botProtectionRuntime.ts'))),
      (cause: unknown) => {
        throw new AuthError('network_error', clientMessages.networkError, { cause });
      },
    );
  return {
    warm(data) {
      load().then((loaded) => loaded.warm(data), () => {});
    },
    async fields(kind) {
      return (await load()).fields(kind);
    },
    async retryFields() {
      return (await load()).retryFields();
    },
  };
}
