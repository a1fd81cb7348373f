import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryOverrides, circles, importGraph } from './importCircles.ts';

/** Writes files into a fresh folder and returns their paths. */
function project(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'aw-circles-'));
  return Object.entries(files).map(([name, text]) => {
    const path = join(dir, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
    return path;
  });
}

describe('the import-circle check', () => {
  it('finds a circle made of a type-only import and a dynamic import', () => {
    const files = project({
      'a.ts': "import type { B } from './b.ts';\nexport type A = B;",
      'b.ts': "export type B = string;\nexport const load = () => import('./a.ts');",
      'c.ts': "import { load } from './b.ts';\nload();",
    });
    const found = circles(importGraph(files));
    expect(found).toHaveLength(1);
    expect(found[0]!.map((f) => f.slice(-4))).toEqual(['a.ts', 'b.ts']);
  });

  it('finds none when imports run one way, folders and index files included', () => {
    const files = project({
      'kernel/index.ts': 'export const k = 1;',
      'product.ts': "import { k } from './kernel';\nexport const p = k;",
      'entry.ts': "import { p } from './product.ts';\nimport { k } from './kernel/index.ts';\nexport { p, k };",
    });
    expect(circles(importGraph(files))).toEqual([]);
  });

  it('finds every comment that switches the boundary rule off, and only those', () => {
    // Spelt in two parts, so that this file is not itself one the check finds.
    const rule = ['no-restricted', 'imports'].join('-');
    const files = project({
      'spec.ts': `// eslint-disable-next-line ${rule} -- a reason\nimport de from '../../../sdk/src/de.ts';`,
      'block.ts': `/* eslint-disable no-console, ${rule} */\nexport {};`,
      'other.ts': "// eslint-disable-next-line no-empty-pattern -- another rule\nexport {};",
    });
    expect(boundaryOverrides(files).map((at) => at.split('/').pop())).toEqual(['spec.ts:1', 'block.ts:1']);
  });
});
