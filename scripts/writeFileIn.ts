import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Writes `text` to `path` under `root`, making the folders on the way: a test's file tree, one file at a time. */
export async function writeFileIn(root: string, path: string, text: string): Promise<void> {
  await mkdir(dirname(join(root, path)), { recursive: true });
  await writeFile(join(root, path), text);
}
