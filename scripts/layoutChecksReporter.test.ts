import type { TestCase, TestResult } from '@playwright/test/reporter';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LayoutChecksReporter, { CHECKS_ANNOTATION, layoutChecksLine, OVERFLOWS_ANNOTATION, type LayoutResult } from './layoutChecksReporter.ts';

function layoutTest(checks: number, overflows: number, status: LayoutResult['status'] = 'passed'): LayoutResult {
  return {
    status,
    annotations: [
      { type: CHECKS_ANNOTATION, description: String(checks) },
      { type: OVERFLOWS_ANNOTATION, description: String(overflows) },
    ],
  };
}

const otherTest: LayoutResult = { status: 'passed', annotations: [{ type: 'caught by', description: 'client' }] };

describe('layoutChecksLine', () => {
  it('sums the checks and overflows of the layout tests and leaves the other tests out', () => {
    expect(layoutChecksLine([layoutTest(104, 0), otherTest, layoutTest(1_040, 0)])).toBe(
      'Layout check: 1,144 checks (states × locales × widths) in 2 tests, 0 overflows',
    );
  });

  it('counts the overflows and says how many layout tests failed', () => {
    expect(layoutChecksLine([layoutTest(104, 3, 'failed'), layoutTest(20, 0, 'timedOut'), layoutTest(1, 0)])).toBe(
      'Layout check: 125 checks (states × locales × widths) in 3 tests, 3 overflows; 2 tests failed',
    );
  });

  it('is null in a run without a layout test', () => {
    expect(layoutChecksLine([otherTest])).toBeNull();
    expect(layoutChecksLine([])).toBeNull();
  });
});

describe('LayoutChecksReporter', () => {
  afterEach(() => vi.restoreAllMocks());

  it("prints the line once at the end, from each test's last try", () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const reporter = new LayoutChecksReporter();
    const test = { id: 'a' } as TestCase;
    reporter.onTestEnd(test, layoutTest(50, 1, 'failed') as TestResult);
    reporter.onTestEnd(test, layoutTest(104, 0) as TestResult);
    reporter.onTestEnd({ id: 'b' } as TestCase, otherTest as TestResult);
    expect(write).not.toHaveBeenCalled();
    reporter.onEnd();
    expect(write.mock.calls).toEqual([['\nLayout check: 104 checks (states × locales × widths) in 1 test, 0 overflows\n']]);
    expect(reporter.printsToStdio()).toBe(false);
  });
});
