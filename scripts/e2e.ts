/**
 * `npm run e2e [playwright test arguments]`: the widget suite in Chromium (project `widget`), or the projects the
 * arguments name instead (`npm run e2e -- --project=widget-firefox`). A script rather than `playwright test
 * --project=widget` in package.json, because npm appends the arguments and Playwright would then run both projects.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Playwright CLI arguments for `npm run e2e` given `args`. */
export function e2eArgs(args: string[]): string[] {
  const namesProject = args.some((arg) => arg === '--project' || arg.startsWith('--project='));
  return namesProject ? ['test', ...args] : ['test', '--project=widget', ...args];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = dirname(dirname(fileURLToPath(import.meta.url)));
  const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js');
  const result = spawnSync(process.execPath, [cli, ...e2eArgs(process.argv.slice(2))], { cwd: root, stdio: 'inherit' });
  process.exitCode = result.status ?? (result.signal === 'SIGINT' ? 130 : 1);
}
