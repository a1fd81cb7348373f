import { describe, expect, it } from 'vitest';
import { personEnv, siteTestProblems, specsOf, type SiteTestRun } from './siteOwnTests.ts';

/** A vanilla-vite site's run that went as it must: 11 tests (10 specs, two magic-link tests), all passed. */
function goodRun(overrides: Partial<SiteTestRun> = {}): SiteTestRun {
  return {
    specs: specsOf('vanilla-vite'),
    tested: { code: 0, output: 'Running 11 tests using 1 worker\n  11 passed (58.1s)\n' },
    seconds: 60,
    before: { 'package.json': 'a', 'src/main.ts': 'b' },
    after: { 'package.json': 'a', 'src/main.ts': 'b' },
    ...overrides,
  };
}

describe('siteTestProblems', () => {
  it('finds nothing wrong with a run that passed every test and left the files alone', () => {
    expect(siteTestProblems('vanilla-vite', goodRun())).toEqual([]);
  });

  it('names a failed exit, a short count and a flaky or skipped test', () => {
    expect(siteTestProblems('vanilla-vite', goodRun({ tested: { code: 1, output: '  1 failed\n  10 passed (50s)\n' } }))).toEqual([
      'npm test exited with 1',
      'npm test did not report 11 passed',
      'npm test reported 1 failed',
    ]);
    expect(siteTestProblems('vanilla-vite', goodRun({ tested: { code: 0, output: '  1 flaky\n  11 passed\n' } }))).toEqual(['npm test reported 1 flaky']);
    expect(siteTestProblems('vanilla-vite', goodRun({ tested: { code: 0, output: '  1 skipped\n  11 passed\n' } }))).toEqual(['npm test reported 1 skipped']);
  });

  it('names the files the tests changed, added or removed', () => {
    const after = { 'package.json': 'changed', 'src/new.ts': 'c' };
    expect(siteTestProblems('vanilla-vite', goodRun({ after }))).toEqual(["npm test changed the site's files: package.json, src/main.ts, src/new.ts"]);
  });

  it('names a spec list other than every product and the template its own', () => {
    const specs = specsOf('vanilla-vite').filter((spec) => spec !== 'passkeys.spec.ts');
    expect(siteTestProblems('vanilla-vite', goodRun({ specs }))[0]).toMatch(/^its specs are .*, not .*passkeys\.spec\.ts/);
    expect(specsOf('nextjs')).toContain('serverRender.spec.ts');
  });
});

describe('personEnv', () => {
  it("leaves out a test runner's variables but the browsers' path", () => {
    const env = personEnv({ PATH: '/bin', npm_config_registry: 'x', TEST_WORKER_INDEX: '1', PW_TEST_REPORTER: 'x', PLAYWRIGHT_BROWSERS_PATH: '/browsers', PLAYWRIGHT_X: 'y' });
    expect(env).toEqual({ PATH: '/bin', PLAYWRIGHT_BROWSERS_PATH: '/browsers', FORCE_COLOR: '0', NEXT_TELEMETRY_DISABLED: '1' });
  });
});
