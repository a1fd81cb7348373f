import type { DoctorReport } from './runDoctor.ts';

const MARK = { pass: '✓', warn: '!', fail: '✗' } as const;

/** The human report: one line per check, then its fix, then a summary line. */
export function formatReport(report: DoctorReport, color: boolean): string {
  const paint = (code: number, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const colors = { pass: 32, warn: 33, fail: 31 } as const;
  const lines = report.checks.map((c) => {
    const head = `${paint(colors[c.status], `${MARK[c.status]} ${c.status.padEnd(4)}`)} ${c.title}: ${c.message}`;
    return c.fix ? `${head}\n         fix: ${c.fix}` : head;
  });
  const count = (s: string) => report.checks.filter((c) => c.status === s).length;
  lines.push('', `${count('pass')} passed, ${count('warn')} warning(s), ${count('fail')} failed`);
  return lines.join('\n');
}
