import { describe, expect, it } from 'vitest';
import { filledSegments, STRENGTH_SEGMENTS } from './StrengthBar.tsx';

describe('filledSegments', () => {
  it('fills one segment for a score of 0 or 1, and as many as the score above', () => {
    expect([0, 1, 2, 3, 4].map(filledSegments)).toEqual([1, 1, 2, 3, 4]);
    expect(STRENGTH_SEGMENTS).toBe(4);
  });

  it('stays within the bar for out-of-range scores', () => {
    expect(filledSegments(-1)).toBe(1);
    expect(filledSegments(7)).toBe(4);
  });
});
