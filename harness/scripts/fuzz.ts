/**
 * `npm run fuzz -- [--count N] [--seed S] [--time SECONDS]`: sends N seeded hostile requests to an emulator of its
 * own on loopback, then checks it still serves, saves, loads and signs a user in. Prints one summary line; exits 1
 * on any server error, crash or failed check.
 */
import { parseArgs } from 'node:util';
import { runFuzz } from '../src/emulator/testing/fuzz.ts';

const { values } = parseArgs({
  options: { count: { type: 'string', default: '5000' }, seed: { type: 'string', default: '1' }, time: { type: 'string', default: '600' } },
});
const count = Number(values.count);
const seed = Number(values.seed);
const time = Number(values.time);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed) || !(time > 0)) {
  console.error('fuzz: --count and --seed take whole numbers, --time a number of seconds');
  process.exit(1);
}
const started = Date.now();
const result = await runFuzz({ count, seed, timeLimitMs: time * 1000 });
for (const line of result.examples) console.error(`  ${line}`);
const failed = Object.entries(result.checks).filter(([, ok]) => !ok).map(([name]) => name);
console.log(`fuzz: ${result.requests} requests, ${result.serverErrors} server errors, crashes: ${result.crashes}`);
console.log(`statuses: ${Object.entries(result.statuses).map(([status, n]) => `${status}×${n}`).join(' ')}`);
console.log(`checks: ${failed.length === 0 ? 'alive, saved and loaded, fresh sign-in ok' : `failed: ${failed.join(', ')}`} (seed ${seed}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(result.serverErrors > 0 || result.crashes > 0 || failed.length > 0 ? 1 : 0);
