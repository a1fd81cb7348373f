/**
 * A Playwright reporter that adds one line to a run of the every-screen layout check (`npm run test:locales`, or a
 * part of it with `-g`): the checks its tests made (states × locales × widths) and the overflows they found, summed
 * over the run from each test's annotations, so one figure covers everything that ran. Silent in a run without them.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The annotation with a test's count of checks (one state of the widget at one width in one locale). */
export const CHECKS_ANNOTATION = 'layout checks';
/** The annotation with the number of overflows a test found. */
export const OVERFLOWS_ANNOTATION = 'layout overflows';

/** What the line reads of a test's last result. */
export type LayoutResult = Pick<TestResult, 'status' | 'annotations'>;

/** A numeric annotation of a result, 0 where it has none. */
function count(result: LayoutResult, type: string): number {
  return Number(result.annotations.find((a) => a.type === type)?.description ?? 0);
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * The line for the last results of a run's tests, or null when none of them is a layout test. A layout test that
 * failed counts the checks it made before it stopped, and the line says how many failed.
 */
export function layoutChecksLine(results: LayoutResult[]): string | null {
  const layout = results.filter((result) => result.annotations.some((a) => a.type === CHECKS_ANNOTATION));
  if (layout.length === 0) return null;
  const checks = layout.reduce((sum, result) => sum + count(result, CHECKS_ANNOTATION), 0);
  const overflows = layout.reduce((sum, result) => sum + count(result, OVERFLOWS_ANNOTATION), 0);
  const failed = layout.filter((result) => result.status !== 'passed').length;
  const line = `Layout check: ${plural(checks, 'check', 'checks')} (states × locales × widths) in ${plural(layout.length, 'test', 'tests')}, ${plural(overflows, 'overflow', 'overflows')}`;
  return failed > 0 ? `${line}; ${plural(failed, 'test', 'tests')} failed` : line;
}

/** Keeps each test's last result (a retry replaces the first try) and prints the line at the end. */
export default class LayoutChecksReporter implements Reporter {
  private readonly results = new Map<string, LayoutResult>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.results.set(test.id, result);
  }

  onEnd(): void {
    const line = layoutChecksLine([...this.results.values()]);
    if (line !== null) process.stdout.write(`\n${line}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
