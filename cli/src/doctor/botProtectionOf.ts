import { isRecord } from '../utils/isRecord.ts';

/** What the project's bootstrap answer turns on against bots. */
export function botProtectionOf(data: Record<string, unknown>): { captcha: boolean; dfp: boolean } {
  return { captcha: isRecord(data.captcha_settings) && data.captcha_settings.enabled === true, dfp: data.dfp_protected_auth_enabled === true };
}
