/**
 * Starts `start(item)` for each item in their order, at most `atOnce` at a time: the next starts as soon as any
 * running one settles, so one slow item holds up one slot, never the others. Returns each item's promise, in the
 * items' order; one that rejects frees its slot as one that resolves does.
 */
export function inTurns<T, R>(items: readonly T[], atOnce: number, start: (item: T) => Promise<R>): Promise<R>[] {
  if (!(atOnce >= 1)) throw new Error(`inTurns: atOnce must be 1 or more, not ${atOnce}`);
  const opens: (() => void)[] = [];
  const results = items.map((item, index) => new Promise<void>((open) => (opens[index] = open)).then(() => start(item)));
  let next = 0;
  const startNext = () => {
    if (next < items.length) opens[next++]!();
  };
  for (const result of results) result.then(startNext, startNext);
  for (let i = 0; i < atOnce; i++) startNext();
  return results;
}
