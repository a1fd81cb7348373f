import { describe, expect, it } from 'vitest';
import { fuzzTargets, runFuzz } from './testing/fuzz.ts';

describe('fuzzing the emulator', () => {
  it('covers every registered route, the helper frames and the dev routes included', () => {
    const paths = fuzzTargets().map((t) => t.path);
    expect(paths).toContain('/sdk/v1/events');
    expect(paths).toContain('/v1/public/oauth/:provider/start');
    expect(paths).toContain('/clientside-services/index.html');
    expect(paths).toContain('/__dev/api/messages');
  });

  it('answers a few thousand hostile requests without a server error, then saves, loads and signs a user in', async () => {
    const result = await runFuzz({ count: 3000, seed: 7, timeLimitMs: 20_000 });
    expect(result.examples).toEqual([]);
    expect(result.serverErrors).toBe(0);
    expect(result.crashes).toBe(0);
    expect(result.checks).toEqual({ alive: true, reloaded: true, signIn: true });
    expect(result.requests).toBeGreaterThan(500);
  }, 90_000);
});
