import { createHash } from 'node:crypto';

/** The `integrity` value of a file's bytes: `sha384-<base64>`. */
export function sri(contents: Uint8Array): string {
  return `sha384-${createHash('sha384').update(contents).digest('base64')}`;
}

/** A file a page loads: its URL as the page writes it, and its bytes for the `integrity` attribute. */
export interface EmbedFile {
  url: string;
  contents: Uint8Array;
}

/**
 * The tags a plain page pastes into its `<head>` for the prebuilt script-tag build (`embed.html`), and the bench's
 * standalone page: a `modulepreload` link per first-load chunk, then the entry's module script. With the entry in
 * the head too, the browser fetches all of the first load side by side as soon as it reads the head, instead of
 * finding the entry only at the page's inline `import` at the end of the body.
 */
export function embedTags(entry: EmbedFile, chunks: EmbedFile[]): string[] {
  return [
    ...chunks.map((chunk) => `<link rel="modulepreload" href="${chunk.url}" integrity="${sri(chunk.contents)}" crossorigin>`),
    `<script type="module" src="${entry.url}" integrity="${sri(entry.contents)}" crossorigin></script>`,
  ];
}
