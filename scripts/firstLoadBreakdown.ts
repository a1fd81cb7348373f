import type { Metafile } from 'esbuild';

/** One source module's share of a first load: its minified bytes and its estimated share of the gzip bytes. */
export interface ModuleShare {
  module: string;
  minified: number;
  gzip: number;
}

/**
 * Where a first load's bytes go, by source module, largest first: `npm run size -- --why <entry>`. esbuild says how
 * many bytes each module left in each output file; gzip has no per-module figure, so each file's gzip bytes are shared
 * out in proportion to those bytes (an estimate: text that repeats across modules compresses better than it shows).
 * `files` are the first load's output files with their gzip bytes; `name` makes an input path readable.
 */
export function firstLoadBreakdown(metafile: Metafile, files: ReadonlyMap<string, number>, name: (input: string) => string = (i) => i): ModuleShare[] {
  const shares = new Map<string, ModuleShare>();
  for (const [file, gzip] of files) {
    const output = metafile.outputs[file];
    if (!output) continue;
    const inputs = Object.entries(output.inputs);
    const counted = inputs.reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
    // What no module claims (the chunk's import and export statements, esbuild's helpers) is a line of its own.
    const glue = output.bytes - counted;
    const entries: [string, number][] = [...inputs.map(([path, input]): [string, number] => [name(path), input.bytesInOutput])];
    if (glue > 0) entries.push(['(imports, exports and helpers)', glue]);
    for (const [module, bytes] of entries) {
      if (bytes === 0) continue;
      const share = shares.get(module) ?? { module, minified: 0, gzip: 0 };
      share.minified += bytes;
      share.gzip += output.bytes > 0 ? (gzip * bytes) / output.bytes : 0;
      shares.set(module, share);
    }
  }
  return [...shares.values()].map((share) => ({ ...share, gzip: Math.round(share.gzip) })).sort((a, b) => b.gzip - a.gzip || a.module.localeCompare(b.module));
}

/** The breakdown as printed: one line per module, `<gzip> <minified> <module>`, then how much of the total the lines are. */
export function formatBreakdown(shares: readonly ModuleShare[], limit = shares.length): string[] {
  const shown = shares.slice(0, limit);
  const lines = shown.map((share) => `${String(share.gzip).padStart(7)} ${String(share.minified).padStart(8)}  ${share.module}`);
  const rest = shares.slice(limit);
  if (rest.length > 0) {
    const gzip = rest.reduce((sum, share) => sum + share.gzip, 0);
    const minified = rest.reduce((sum, share) => sum + share.minified, 0);
    lines.push(`${String(gzip).padStart(7)} ${String(minified).padStart(8)}  (${rest.length} smaller modules)`);
  }
  return ['   gzip minified  module (gzip shared out by minified bytes: an estimate)', ...lines];
}
