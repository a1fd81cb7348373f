// @vitest-environment node
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const FIXTURES = join(import.meta.dirname, '..', '..', 'test', 'elements', 'types');
const resolve = createRequire(import.meta.url).resolve;

/** Runs a type checker's script on this Node; its exit code and what it printed. */
async function check(script: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

// Each checker loads the sdk's sources behind the typings: up to a minute or two on a busy two-core machine.
describe.concurrent('the elements\' typings', () => {
  it('type-check the tags in React 19 JSX, with typed properties and events, and refuse wrong ones', async () => {
    expect(await check(resolve('typescript/bin/tsc'), ['-p', FIXTURES])).toEqual({ code: 0, output: '' });
  }, 300_000);

  it('type-check the tags in Vue templates (vue-tsc), and refuse wrong ones marked @vue-expect-error', async () => {
    expect(await check(resolve('vue-tsc/bin/vue-tsc.js'), ['-p', join(FIXTURES, 'vue', 'tsconfig.json')])).toEqual({ code: 0, output: '' });
  }, 300_000);

  it('type-check the tags in Svelte 5 markup (svelte-check), and refuse each wrong use', async () => {
    const dir = join(FIXTURES, 'svelte');
    const { output } = await check(resolve('svelte-check/bin/svelte-check'), ['--workspace', dir, '--tsconfig', join(dir, 'tsconfig.json'), '--output', 'machine']);
    // Machine lines: `<time> ERROR "<file>" <line>:<column> "<message>"`.
    const errors = [...output.matchAll(/ ERROR "([^"]+)" (\d+):\d+ /g)].map(([, file, line]) => `${file}:${line}`);
    expect(errors).toEqual(['Wrong.svelte:6', 'Wrong.svelte:7', 'Wrong.svelte:8']);
    expect(output).toMatch(/COMPLETED \d+ FILES 3 ERRORS 0 WARNINGS/);
  }, 300_000);
});
