import { CAPTCHA_ACTION } from '@auth-widget/sdk/protocol';
import { inMinutes, isExpired, newSecret, type Store } from '../store.ts';
import { CAPTCHA_TOKEN_MINUTES } from './protocol.ts';
import type { CaptchaCheck } from './types.ts';

/** Most tokens kept at once: minting in a loop cannot grow the state (and the data file) without end. */
const MAX_TOKENS = 1000;

/**
 * Mints a single-use captcha token for a site key and action, as reCAPTCHA's `execute` does, valid two minutes on
 * the emulator's clock. Expired tokens are dropped first, then the oldest past `MAX_TOKENS`.
 */
export function mintCaptchaToken(store: Store, siteKey: string, action: string): { token: string; expires_at: string } {
  const tokens = store.state.captcha_tokens;
  for (const [token, record] of Object.entries(tokens)) if (isExpired(store.clock, record.expires_at)) delete tokens[token];
  // Insertion order is minting order: random base64url tokens are never integer-like keys, which would sort first.
  const kept = Object.keys(tokens);
  for (const token of kept.slice(0, Math.max(0, kept.length - MAX_TOKENS + 1))) delete tokens[token];
  const token = newSecret();
  const expires_at = inMinutes(store.clock, CAPTCHA_TOKEN_MINUTES);
  tokens[token] = { site_key: siteKey, action, expires_at, used: false };
  return { token, expires_at };
}

/**
 * Verifies a captcha token for the project as it is now, as the provider asks Google to assess it: minted here,
 * unused, unexpired, for the project's site key and action `LOGIN`, and passing the dev verdict. A known token is
 * spent by this call whatever the answer, as an assessment spends it. `hasOwn`: a token such as `__proto__` or
 * `constructor` must not find the object's prototype.
 */
export function verifyCaptchaToken(store: Store, token: string | undefined): Exclude<CaptchaCheck, 'not_checked'> {
  if (token === undefined || token === '') return 'missing';
  const tokens = store.state.captcha_tokens;
  const record = Object.hasOwn(tokens, token) ? tokens[token] : undefined;
  if (!record) return 'unknown';
  if (record.used) return 'used';
  record.used = true;
  if (isExpired(store.clock, record.expires_at)) return 'expired';
  if (record.site_key !== store.project.captcha_settings.siteKey) return 'wrong_site_key';
  if (record.action !== CAPTCHA_ACTION) return 'wrong_action';
  if (store.state.bot_protection.captcha_verdict === 'fail') return 'failed';
  return 'valid';
}
