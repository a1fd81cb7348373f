import type { Store } from '../store.ts';
import { VERDICT_LOG_LIMIT } from './protocol.ts';
import type { BotVerdictEntry } from './types.ts';

/** Appends a judged call to the verdict log, dropping the oldest past the limit so the state stays small. */
export function recordBotVerdict(store: Store, entry: Omit<BotVerdictEntry, 'at'>): void {
  const log = store.state.bot_verdicts;
  log.push({ at: store.nowIso(), ...entry });
  if (log.length > VERDICT_LOG_LIMIT) log.splice(0, log.length - VERDICT_LOG_LIMIT);
}
