import { describe, expect, it } from 'vitest';
import { oneTapPlacement } from './oneTapPlacement.ts';

describe('oneTapPlacement', () => {
  it('floats the floating positions and embeds the others', () => {
    expect(oneTapPlacement('floating')).toBe('floating');
    expect(oneTapPlacement('floatingOrEmbedded')).toBe('floating');
    expect(oneTapPlacement('embedded')).toBe('embedded');
    expect(oneTapPlacement('forceLegacyEmbedded')).toBe('embedded');
    expect(oneTapPlacement(undefined)).toBe('embedded');
  });
});
