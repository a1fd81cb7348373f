import { SourceMap, type SourceMapPayload } from 'node:module';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from './compileHint.ts';

const source = ['export function first() {', '  return 1;', '}', 'export function marked() {', '  return "marked";', '}'].join('\n');

/** The 0-based line and column of `needle` in `text`. */
function positionOf(text: string, needle: string): { line: number; column: number } {
  const lines = text.split('\n');
  const line = lines.findIndex((l) => l.includes(needle));
  return { line, column: lines[line]!.indexOf(needle) };
}

describe('withCompileHint', () => {
  it('puts the hint on the first line, the map still pointing at the same source line', async () => {
    const result = await build({
      stdin: { contents: source, sourcefile: 'source.js', loader: 'js' },
      format: 'esm',
      sourcemap: 'external',
      outfile: 'out.js',
      write: false,
    });
    const file = (suffix: string) => result.outputFiles.find((output) => output.path.endsWith(suffix))!.contents;
    const hinted = withCompileHint({ code: file('out.js'), map: file('out.js.map') });
    const code = new TextDecoder().decode(hinted.code);
    expect(code.split('\n')[0]).toBe(COMPILE_HINT);
    const map = new SourceMap(JSON.parse(new TextDecoder().decode(hinted.map)) as SourceMapPayload);
    const at = positionOf(code, '"marked"');
    const entry = map.findEntry(at.line, at.column) as { originalLine?: number };
    expect(entry.originalLine).toBe(positionOf(source, '"marked"').line);
  });

  it('hints a file without a map', () => {
    const hinted = withCompileHint({ code: new TextEncoder().encode('export const a = 1;\n') });
    expect(new TextDecoder().decode(hinted.code)).toBe(`${COMPILE_HINT}\nexport const a = 1;\n`);
    expect(hinted.map).toBeUndefined();
  });
});
