import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { laneArgs, summaryLines, TESTED_NODES, vitestCounts } from './testNode.ts';

const script = fileURLToPath(new URL('./testNode.ts', import.meta.url));
const root = fileURLToPath(new URL('..', import.meta.url));
const running = process.version.slice(1);

/** `npm run test:node -- <args>` on this machine's Node alone, one small test file given to Vitest. */
function lane(...vitestArgs: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', script, String(Number.parseInt(running, 10)), '--', '--project=scripts', ...vitestArgs], {
    cwd: root,
    encoding: 'utf8',
  });
}

describe('npm run test:node', () => {
  it('runs the Node lines of the packages by default, or those named, with the arguments after -- given to Vitest', () => {
    expect(TESTED_NODES).toEqual([20, 22, 24]);
    expect(laneArgs([])).toEqual({ majors: [20, 22, 24], vitestArgs: [] });
    expect(laneArgs(['22', '--', '--project=sdk'])).toEqual({ majors: [22], vitestArgs: ['--project=sdk'] });
    expect(() => laneArgs(['lts'])).toThrow('not a Node major: lts');
    // What test:all runs after npm test: every tested line but the one npm test ran on.
    expect(laneArgs(['others'], 20)).toEqual({ majors: [22, 24], vitestArgs: [] });
    expect(laneArgs(['others', '--', '--project=cli'], 24)).toEqual({ majors: [20, 22], vitestArgs: ['--project=cli'] });
  });

  it("reads Vitest's count lines through its colours, and prints one line per Node", () => {
    const output = '\u001b[2m Test Files \u001b[22m \u001b[1m\u001b[32m3 passed\u001b[39m (3)\n\u001b[2m      Tests \u001b[22m 1 failed | 41 passed (42)\n Duration 3s';
    expect(vitestCounts(output)).toEqual(['Test Files 3 passed (3)', 'Tests 1 failed | 41 passed (42)']);
    expect(summaryLines([{ major: 22, version: '22.23.5', passed: false, ms: 61_234, summary: vitestCounts(output) }])).toEqual([
      'Node 22.23.5   FAILED in 61.2 s: Test Files 3 passed (3); Tests 1 failed | 41 passed (42)',
    ]);
  });

  it('passes with each line that passes, and says so with its version and counts', () => {
    const result = lane('scripts/figures.test.ts');
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`Node ${running.replaceAll('.', '\\.')} +passed in [\\d.]+ s: Test Files 1 passed \\(1\\)`));
  });

  it('fails when a line fails', () => {
    const result = lane('scripts/no-such-test-file');
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/Node [\d.]+ +FAILED in/);
  });
});
