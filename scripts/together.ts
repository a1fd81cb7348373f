/**
 * `tsx scripts/together.ts <npm script>...`: runs npm scripts at the same time (the type check and the lint each keep
 * about one core busy, so on two cores together they take little more than the longer of the two) and prints each
 * one's output whole when it ends, so the logs do not interleave. Exits with the first failure's code.
 */
import { spawn } from 'node:child_process';

function runScript(name: string): Promise<number> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.once('error', (error) => {
      process.stderr.write(`npm run ${name} could not start: ${error.message}\n`);
      resolve(1);
    });
    child.once('close', (code) => {
      process.stdout.write(`> npm run ${name}: ${code === 0 ? 'passed' : `failed (${code})`}\n${Buffer.concat(chunks).toString('utf8')}`);
      resolve(code ?? 1);
    });
  });
}

const names = process.argv.slice(2);
if (names.length === 0) {
  process.stderr.write('usage: tsx scripts/together.ts <npm script>...\n');
  process.exit(2);
}
const codes = await Promise.all(names.map(runScript));
process.exit(codes.find((code) => code !== 0) ?? 0);
