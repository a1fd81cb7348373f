import { DFP_MODES } from '@auth-widget/sdk/protocol';
import { CAPTCHA_VERDICTS, DFP_VERDICTS, type BotProtectionChange } from '../botProtection/types.ts';
import { ApiError } from '../errors.ts';
import type { Store } from '../store.ts';
import { isRecord } from '../isRecord.ts';

/** Longest site key or telemetry id the dev API takes; real ones are 40 and about 60 characters. */
const MAX_KEY = 200;

/** Most telemetry ids with a verdict of their own, so the state stays small. */
const MAX_DFP_VERDICTS = 1000;

const FIELDS = ['captcha_enabled', 'site_key', 'dfp_enabled', 'dfp_mode', 'captcha_verdict', 'dfp_default_verdict', 'dfp_verdicts'] as const;

function oneOf(values: readonly string[], value: unknown): boolean {
  return typeof value === 'string' && values.includes(value);
}

/** Every problem of a change, one phrase each; empty when it can be applied. */
function issuesOf(change: Record<string, unknown>, store: Store): string[] {
  const issues: string[] = [];
  const unknown = Object.keys(change).filter((key) => !(FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0) {
    issues.push(`unknown field${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (known: ${FIELDS.join(', ')})`);
  }
  const has = (key: (typeof FIELDS)[number]) => Object.hasOwn(change, key);
  for (const key of ['captcha_enabled', 'dfp_enabled'] as const) {
    if (has(key) && typeof change[key] !== 'boolean') issues.push(`${key} must be a boolean`);
  }
  if (has('site_key')) {
    const key = change.site_key;
    if (typeof key !== 'string' || key.trim() === '' || key.length > MAX_KEY) {
      issues.push(`site_key must be a non-blank string of at most ${MAX_KEY} characters`);
    }
  }
  if (has('dfp_mode') && !oneOf(DFP_MODES, change.dfp_mode)) issues.push(`dfp_mode must be one of ${DFP_MODES.join(', ')}`);
  if (has('captcha_verdict') && !oneOf(CAPTCHA_VERDICTS, change.captcha_verdict)) {
    issues.push(`captcha_verdict must be one of ${CAPTCHA_VERDICTS.join(', ')}`);
  }
  if (has('dfp_default_verdict') && !oneOf(DFP_VERDICTS, change.dfp_default_verdict)) {
    issues.push(`dfp_default_verdict must be one of ${DFP_VERDICTS.join(', ')}`);
  }
  if (has('dfp_verdicts')) {
    const verdicts = change.dfp_verdicts;
    if (!isRecord(verdicts)) issues.push('dfp_verdicts must be an object of telemetry id to verdict (or null to forget it)');
    else {
      for (const [id, verdict] of Object.entries(verdicts)) {
        const shown = JSON.stringify(id.slice(0, 60));
        if (id === '' || id.length > MAX_KEY) issues.push(`dfp_verdicts has the id ${shown}, which is not 1 to ${MAX_KEY} characters`);
        else if (verdict !== null && !oneOf(DFP_VERDICTS, verdict)) {
          issues.push(`dfp_verdicts.${id.slice(0, 60)} must be one of ${DFP_VERDICTS.join(', ')} or null`);
        }
      }
      const kept = new Set(Object.keys(store.state.dfp_verdicts));
      for (const [id, verdict] of Object.entries(verdicts)) {
        if (verdict === null) kept.delete(id);
        else kept.add(id);
      }
      if (kept.size > MAX_DFP_VERDICTS) issues.push(`dfp_verdicts would hold ${kept.size} ids; at most ${MAX_DFP_VERDICTS} may have their own verdict`);
    }
  }
  return issues;
}

/**
 * Applies a `PUT /__dev/api/bot-protection` body: the project's captcha and DFP switches and the emulator's
 * verdicts. Checked whole first, so a bad body changes nothing; every problem is named in one 400
 * `invalid_bot_protection`.
 */
export function applyBotProtectionChange(store: Store, body: Record<string, unknown>): void {
  const issues = issuesOf(body, store);
  if (issues.length > 0) throw new ApiError(400, 'invalid_bot_protection', `Invalid bot-protection change: ${issues.join('; ')}.`);
  const change = body as BotProtectionChange;
  const { project, state } = store;
  if (change.captcha_enabled !== undefined || change.site_key !== undefined) {
    project.captcha_settings = {
      enabled: change.captcha_enabled ?? project.captcha_settings.enabled,
      siteKey: change.site_key ?? project.captcha_settings.siteKey,
    };
  }
  if (change.dfp_enabled !== undefined) project.dfp_protected_auth_enabled = change.dfp_enabled;
  if (change.dfp_mode !== undefined) project.dfp_protected_auth_mode = change.dfp_mode;
  if (change.captcha_verdict !== undefined) state.bot_protection.captcha_verdict = change.captcha_verdict;
  if (change.dfp_default_verdict !== undefined) state.bot_protection.dfp_default_verdict = change.dfp_default_verdict;
  for (const [id, verdict] of Object.entries(change.dfp_verdicts ?? {})) {
    // The map has no prototype (store.ts `keyed`): an id such as `__proto__` is stored as an id like any other.
    if (verdict === null) delete state.dfp_verdicts[id];
    else state.dfp_verdicts[id] = verdict;
  }
}
