import { printable } from '../doctor/printable.ts';
import { shellQuoted } from '../utils/shellQuoted.ts';
import { runScript, type PackageManager } from './packageManager.ts';

/**
 * The commands printed after a scaffold, to be pasted into a shell: the folder is quoted for the shell (a name such
 * as `site$(touch X)` must not run anything), then its control and bidirectional characters shown as escapes, so
 * the terminal neither obeys them nor shows the line as something else.
 */
export function nextSteps(options: { shown: string; pm: PackageManager; installed: boolean }): string[] {
  return [`cd ${printable(shellQuoted(options.shown))}`, ...(options.installed ? [] : [`${options.pm} install`]), runScript(options.pm, 'dev')];
}
