/**
 * `tsx scripts/together.ts <npm script>...`: runs npm scripts at the same time (the type check and the lint each keep
 * about one core busy, so on two cores together they take little more than the longer of the two) and prints each
 * one's output whole when it ends, so the logs do not interleave. Exits with the first failure's code.
 */
import { runAsync } from './run.ts';

async function runScript(name: string): Promise<number> {
  const { code, output } = await runAsync('npm', ['run', '--silent', name], process.cwd());
  process.stdout.write(`> npm run ${name}: ${code === 0 ? 'passed' : `failed (${code})`}\n${output}`);
  return code ?? 1;
}

const names = process.argv.slice(2);
if (names.length === 0) {
  process.stderr.write('usage: tsx scripts/together.ts <npm script>...\n');
  process.exit(2);
}
const codes = await Promise.all(names.map(runScript));
process.exit(codes.find((code) => code !== 0) ?? 0);
