import { basename } from 'node:path';
import { minify } from 'terser';
import type { HintedFile } from './compileHint.ts';

const SOURCE_MAPPING_URL = /\n?\/\/# sourceMappingURL=\S+\s*$/;

/**
 * A second minification of a file esbuild already minified, by terser: its compressor's second pass and its mangler,
 * which names by frequency, leave about 3% fewer gzip bytes in the script-tag build's entry (a page fetches every
 * byte of it before the first screen). Safe transforms only: no property mangling, no `unsafe` options. A linked
 * source map is carried through, so it still points at the sources; licence comments (`/*!`, `@license`) stay.
 */
export async function terserPass({ code, map }: HintedFile, fileName: string): Promise<HintedFile> {
  const source = new TextDecoder().decode(code).replace(SOURCE_MAPPING_URL, '');
  const result = await minify(
    { [fileName]: source },
    {
      module: true,
      ecma: 2020,
      compress: { passes: 2 },
      mangle: true,
      format: { comments: 'some' },
      sourceMap: map ? { content: new TextDecoder().decode(map), url: `${basename(fileName)}.map` } : false,
    },
  );
  if (result.code === undefined) throw new Error(`terser gave no code for ${fileName}`);
  const encoder = new TextEncoder();
  const minifiedMap = typeof result.map === 'string' ? result.map : result.map ? JSON.stringify(result.map) : undefined;
  return { code: encoder.encode(result.code), map: minifiedMap === undefined ? undefined : encoder.encode(minifiedMap) };
}
