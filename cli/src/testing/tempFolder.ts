import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * A temporary folder for a test file's sites: made before its first test and removed after its last. Returns a
 * function that gives its path (known only once the file's tests start).
 */
export function tempFolder(prefix: string): () => string {
  let path = '';
  beforeAll(async () => {
    path = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(() => rm(path, { recursive: true, force: true }));
  return () => path;
}
