import { SourceMap, type SourceMapPayload } from 'node:module';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { terserPass } from './terserPass.ts';

const source = [
  '/*! licence: kept */',
  'const greetings = { first: "hello", second: "world" };',
  'function join(parts, separator) {',
  '  let text = "";',
  '  for (const part of parts) text += (text ? separator : "") + greetings[part];',
  '  return text;',
  '}',
  'export function greet(name) {',
  '  const everyone = join(["first", "second"], " ");',
  '  return everyone + ", " + name;',
  '}',
  'export function marked() {',
  '  return globalThis.marker ?? "marked";',
  '}',
].join('\n');

/** esbuild's minified output of `source`, with its linked map, as the script-tag build has it before the pass. */
async function built() {
  const result = await build({
    stdin: { contents: source, sourcefile: 'source.js', loader: 'js' },
    format: 'esm',
    minify: true,
    sourcemap: 'linked',
    legalComments: 'inline',
    outfile: 'out.js',
    write: false,
  });
  const file = (suffix: string) => result.outputFiles.find((output) => output.path.endsWith(suffix))!.contents;
  return { code: file('out.js'), map: file('out.js.map') };
}

describe('terserPass', () => {
  it('keeps what the module does and its licence comment, with one map comment naming its own map', async () => {
    const passed = await terserPass(await built(), 'chunks/out.js');
    const code = new TextDecoder().decode(passed.code);
    const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as { greet: (name: string) => string; marked: () => string };
    expect(module.greet('you')).toBe('hello world, you');
    expect(module.marked()).toBe('marked');
    expect(code).toContain('/*! licence: kept */');
    expect(code.match(/sourceMappingURL=/g)).toHaveLength(1);
    expect(code.trimEnd().endsWith('//# sourceMappingURL=out.js.map')).toBe(true);
  });

  it('carries the map through to the original source', async () => {
    const passed = await terserPass(await built(), 'out.js');
    const code = new TextDecoder().decode(passed.code);
    const payload = JSON.parse(new TextDecoder().decode(passed.map)) as SourceMapPayload;
    expect(payload.sources).toEqual(['source.js']);
    const lines = code.split('\n');
    const line = lines.findIndex((l) => l.includes('"marked"'));
    const entry = new SourceMap(payload).findEntry(line, lines[line]!.indexOf('"marked"')) as { originalLine?: number };
    // 0-based: the source's line 13, `return globalThis.marker ?? "marked"`.
    expect(entry.originalLine).toBe(12);
  });

  it('leaves fewer gzip bytes than esbuild alone on a real entry', async () => {
    const input = await built();
    const passed = await terserPass({ code: input.code }, 'out.js');
    expect(passed.map).toBeUndefined();
    expect(gzipSync(passed.code).length).toBeLessThanOrEqual(gzipSync(input.code).length);
  });
});
