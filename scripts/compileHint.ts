/**
 * V8's file-wide compile hint (Chromium 136 and later; other engines read a comment): every function of the file is
 * compiled eagerly, on the streaming compiler's thread while the file downloads, instead of on the main thread the
 * first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A built file: its code, and its linked source map when it has one. */
export interface HintedFile {
  code: Uint8Array;
  map?: Uint8Array | undefined;
}

/**
 * Puts the compile hint on the first line of a built file whose functions all run on load (an entry that holds
 * the first screen's code and nothing else), the map shifted one line so it still points at the sources.
 */
export function withCompileHint({ code, map }: HintedFile): HintedFile {
  const encoder = new TextEncoder();
  const hinted = encoder.encode(`${COMPILE_HINT}\n${new TextDecoder().decode(code)}`);
  if (!map) return { code: hinted };
  const parsed = JSON.parse(new TextDecoder().decode(map)) as { mappings: string };
  // A ";" in `mappings` is a generated line with no segment: the hint's line.
  parsed.mappings = `;${parsed.mappings}`;
  return { code: hinted, map: encoder.encode(JSON.stringify(parsed)) };
}
