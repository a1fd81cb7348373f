/**
 * `npm run e2e:shards -- <n> [playwright args]`: runs the end-to-end suite split into n shards one after another, as
 * a CI matrix runs them side by side, then merges their blob reports into one HTML report (playwright-report/).
 * A local check that a split run still covers every test and merges cleanly; it is not faster than one run.
 *
 * Each shard is a run of its own, as on CI: its own global setup (the host bundle) and, through the fixtures, its
 * own emulator per worker. Example: `npm run e2e:shards -- 2 --project=widget harness/playground/e2e/smoke.spec.ts`.
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const blobDir = join(root, 'blob-report');
const cli = join(root, 'node_modules', '@playwright', 'test', 'cli.js');

const [count, ...args] = process.argv.slice(2);
const shards = Number(count);
if (!Number.isInteger(shards) || shards < 1) {
  console.error('usage: npm run e2e:shards -- <number of shards> [playwright test arguments]');
  process.exit(2);
}

/** Runs the Playwright CLI and resolves to its exit code. */
function playwright(cliArgs: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  const child = spawn(process.execPath, [cli, ...cliArgs], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)));
}

await rm(blobDir, { recursive: true, force: true });
const failed: number[] = [];
for (let shard = 1; shard <= shards; shard++) {
  // CI=true selects the blob reporter (playwright.config.ts). Given a file rather than a folder, the blob reporter
  // leaves the folder alone, so the shards before this one keep their reports.
  const env = { CI: 'true', PLAYWRIGHT_BLOB_OUTPUT_FILE: join(blobDir, `report-${shard}.zip`) };
  if ((await playwright(['test', `--shard=${shard}/${shards}`, ...args], env)) !== 0) failed.push(shard);
}
// Merged even when a shard failed: the report is where its failures are read.
const merged = await playwright(['merge-reports', '--reporter', 'html', blobDir]);
console.log(`e2e:shards: ${shards} shards, ${failed.length ? `failed: ${failed.join(', ')}` : 'all passed'}; HTML report in ${process.env.PLAYWRIGHT_HTML_OUTPUT_DIR ?? 'playwright-report/'}`);
process.exit(failed.length > 0 || merged !== 0 ? 1 : 0);
