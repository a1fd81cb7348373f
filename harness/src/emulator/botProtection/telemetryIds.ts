import { inMinutes, isExpired, newId, type Store } from '../store.ts';
import { DFP_TELEMETRY_MINUTES } from './protocol.ts';
import type { DfpVerdict } from './types.ts';

/** Most telemetry ids kept at once, so a page polling the script cannot grow the state without end. */
const MAX_IDS = 1000;

/** Longest user agent kept with an id; real ones are a few hundred characters. */
const MAX_USER_AGENT = 512;

/**
 * Issues a telemetry id, as the DFP service does for a submitted fingerprint: reusable until it expires, ten
 * minutes on the emulator's clock. Expired ids are dropped first, then the oldest past `MAX_IDS`.
 */
export function issueTelemetryId(store: Store, userAgent: string): { telemetry_id: string; expires_at: string } {
  const ids = store.state.dfp_telemetry_ids;
  for (const [id, record] of Object.entries(ids)) if (isExpired(store.clock, record.expires_at)) delete ids[id];
  const kept = Object.keys(ids);
  for (const id of kept.slice(0, Math.max(0, kept.length - MAX_IDS + 1))) delete ids[id];
  const telemetry_id = newId('dfp-telemetry-id');
  const expires_at = inMinutes(store.clock, DFP_TELEMETRY_MINUTES);
  ids[telemetry_id] = { expires_at, user_agent: userAgent.slice(0, MAX_USER_AGENT) };
  return { telemetry_id, expires_at };
}

/**
 * The DFP verdict of a telemetry id: the one a test set for it, else the default (`ALLOW` unless set). An id the
 * stand-in did not issue, or issued more than ten minutes ago, or none at all, is `CHALLENGE`: the provider knows
 * nothing of that device.
 */
export function telemetryVerdict(store: Store, id: string | undefined): DfpVerdict {
  if (id === undefined || id === '') return 'CHALLENGE';
  const ids = store.state.dfp_telemetry_ids;
  const record = Object.hasOwn(ids, id) ? ids[id] : undefined;
  if (!record || isExpired(store.clock, record.expires_at)) return 'CHALLENGE';
  const verdicts = store.state.dfp_verdicts;
  return (Object.hasOwn(verdicts, id) ? verdicts[id] : undefined) ?? store.state.bot_protection.dfp_default_verdict;
}
