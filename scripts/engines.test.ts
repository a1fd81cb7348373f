import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { majorOf } from './ensureNode.ts';
import { TEMPLATES } from './scaffoldedSite.ts';
import { oldestIn } from './templateNodes.ts';
import { TESTED_NODES } from './testNode.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The Node lines an `engines.node` range names, one per alternative (`^20.19.0 || >=22.12.0` → 20, 22). */
function nodeLines(range: string): number[] {
  return range.split('||').map((alternative) => majorOf(oldestIn(alternative)));
}

async function enginesOf(dir: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(root, dir, 'package.json'), 'utf8')) as { engines?: { node?: string } };
  return manifest.engines?.node ?? '';
}

describe('the Node lines each package says it runs on are the ones its tests run on', () => {
  it.each(['.', 'sdk', 'harness', 'cli'])('%s: engines names the lines of npm run test:node', async (dir) => {
    expect(nodeLines(await enginesOf(dir))).toEqual(TESTED_NODES);
  });

  it.each(TEMPLATES)("%s: its workflow's Node matrix is the lines of its engines", async (template) => {
    const workflow = await readFile(join(root, 'templates', template, '.github', 'workflows', 'e2e.yml'), 'utf8');
    const matrices = [...workflow.matchAll(/^\s+node: \[([\d, ]+)\]$/gm)].map((match) => match[1]!.split(',').map(Number));
    expect(matrices.length).toBeGreaterThan(0);
    for (const matrix of matrices) expect(matrix).toEqual(nodeLines(await enginesOf(join('templates', template))));
    expect(workflow).toContain('node-version: ${{ matrix.node }}');
    expect(workflow).not.toMatch(/node-version: \d/);
  });
});
