/**
 * `npm run test:node [-- <major>...|others [-- <vitest arguments>]]`: the workspace's Vitest suite on each Node line the
 * published packages claim (`engines`), by default 20, 22 and 24, one after the other (each run keeps both cores
 * busy). Each Node comes from scripts/ensureNode.ts and goes first on PATH, so that Vitest, its workers and every
 * `node` or `npm` a test starts run on it. Prints each line's result and time, and fails when any line fails.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ensureNode, withNode } from './ensureNode.ts';

/** The Node lines the packages' `engines` name, oldest first. */
export const TESTED_NODES = [20, 22, 24];

/** One line's run. */
export interface LaneResult {
  major: number;
  /** The exact version run, or null when none could be had. */
  version: string | null;
  passed: boolean;
  ms: number;
  /** Vitest's own count lines (`Test Files …`, `Tests …`), or why the line did not run. */
  summary: string[];
}

/**
 * The majors (before a `--`; all of TESTED_NODES when none; `others` for those but the running Node's line, which
 * `npm test` has just covered) and the arguments for `vitest run` (after it).
 */
export function laneArgs(args: string[], running = Number(process.versions.node.split('.')[0])): { majors: number[]; vitestArgs: string[] } {
  const split = args.indexOf('--');
  const names = split === -1 ? args : args.slice(0, split);
  const vitestArgs = split === -1 ? [] : args.slice(split + 1);
  if (names.length === 1 && names[0] === 'others') return { majors: TESTED_NODES.filter((major) => major !== running), vitestArgs };
  const majors = names.map(Number);
  const bad = names.filter((_, i) => !Number.isInteger(majors[i]));
  if (bad.length > 0) throw new Error(`test:node: not a Node major: ${bad.join(', ')}`);
  return { majors: majors.length > 0 ? majors : TESTED_NODES, vitestArgs };
}

/** Vitest's count lines of a run's output, colours dropped. */
export function vitestCounts(output: string): string[] {
  return stripVTControlCharacters(output).split('\n').filter((line) => /^\s*(Test Files|Tests)\s/.test(line)).map((line) => line.trim().replace(/\s+/g, ' '));
}

/** The table printed at the end: one line per Node, with its result, time and counts. */
export function summaryLines(results: LaneResult[]): string[] {
  return results.map((r) => {
    const name = `Node ${r.version ?? r.major}`.padEnd(14);
    return `${name} ${r.passed ? 'passed' : 'FAILED'} in ${(r.ms / 1000).toFixed(1)} s${r.summary.length > 0 ? `: ${r.summary.join('; ')}` : ''}`;
  });
}

/** Runs `vitest run` on that Node from the repository's root, its output passed through as it comes. */
function runVitest(root: string, env: NodeJS.ProcessEnv, nodeBin: string, vitestArgs: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(join(nodeBin, 'node'), [join(root, 'node_modules', 'vitest', 'vitest.mjs'), 'run', ...vitestArgs], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const pass = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      chunks.push(chunk);
      to.write(chunk);
    };
    child.stdout.on('data', pass(process.stdout));
    child.stderr.on('data', pass(process.stderr));
    child.once('error', (error) => resolve({ code: null, output: `vitest could not start: ${error.message}` }));
    child.once('close', (code) => resolve({ code, output: Buffer.concat(chunks).toString('utf8') }));
  });
}

/** Runs the suite on each major in turn. */
export async function testOnNodes(majors: number[], vitestArgs: string[], root: string): Promise<LaneResult[]> {
  const results: LaneResult[] = [];
  for (const major of majors) {
    const begun = Date.now();
    let node;
    try {
      node = ensureNode(major);
    } catch (error) {
      results.push({ major, version: null, passed: false, ms: Date.now() - begun, summary: [(error as Error).message] });
      continue;
    }
    process.stdout.write(`\ntest:node: Node ${node.version} (${node.bin})\n`);
    const { code, output } = await runVitest(root, withNode(node), node.bin, vitestArgs);
    results.push({ major, version: node.version, passed: code === 0, ms: Date.now() - begun, summary: vitestCounts(output) });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let parsed: ReturnType<typeof laneArgs>;
  try {
    parsed = laneArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(2);
  }
  const results = await testOnNodes(parsed.majors, parsed.vitestArgs, dirname(dirname(fileURLToPath(import.meta.url))));
  process.stdout.write(`\ntest:node:\n${summaryLines(results).map((line) => `  ${line}\n`).join('')}`);
  process.exitCode = results.every((r) => r.passed) ? 0 : 1;
}
