/** The edit distance (Levenshtein: insertions, deletions, substitutions) between two strings. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The choice nearest to a mistyped value, compared without case, for a "did you mean" hint; none when even the
 * nearest needs more edits than half the value's length (then it is not a typo of it).
 */
export function nearest(value: string, choices: readonly string[]): string | undefined {
  const typed = value.toLowerCase();
  let best: { choice: string; edits: number } | undefined;
  for (const choice of choices) {
    const edits = distance(typed, choice.toLowerCase());
    if (!best || edits < best.edits) best = { choice, edits };
  }
  return best && best.edits <= Math.max(1, Math.floor(typed.length / 2)) ? best.choice : undefined;
}
