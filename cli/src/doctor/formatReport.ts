import { printable } from './printable.ts';
import type { DoctorReport } from './runDoctor.ts';

const MARK = { pass: '✓', warn: '!', fail: '✗' } as const;

/**
 * The human report: one line per check, then its fix, then a summary line. Titles, messages and fixes carry text
 * from the settings file and the provider, so each goes through `printable`: a value can neither send the terminal
 * an escape sequence nor start a line of its own (a forged "✓ pass" or summary line).
 */
export function formatReport(report: DoctorReport, color: boolean): string {
  const paint = (code: number, text: string) => (color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const colors = { pass: 32, warn: 33, fail: 31 } as const;
  const lines = report.checks.map((c) => {
    const head = `${paint(colors[c.status], `${MARK[c.status]} ${c.status.padEnd(4)}`)} ${printable(c.title)}: ${printable(c.message)}`;
    return c.fix ? `${head}\n         fix: ${printable(c.fix)}` : head;
  });
  const count = (s: string) => report.checks.filter((c) => c.status === s).length;
  lines.push('', `${count('pass')} passed, ${count('warn')} warning(s), ${count('fail')} failed`);
  return lines.join('\n');
}

/**
 * The JSON report. JSON.stringify escapes C0 controls inside strings but leaves DEL, the C1 controls and the Unicode
 * separators and formatting marks raw; `printable` escapes those too, line by line, which keeps the JSON valid and
 * equal: the only raw line feeds of the text are its own indentation, and \uXXXX is the same character to a parser.
 */
export function formatJsonReport(report: DoctorReport): string {
  return JSON.stringify(report, null, 2).split('\n').map(printable).join('\n');
}
