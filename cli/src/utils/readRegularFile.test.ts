import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRegularFile, UnfitFileError } from './readRegularFile.ts';

const CAP = 1024;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'read-regular-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The refusal of reading `path`, or null when it was read. */
async function refusal(path: string): Promise<UnfitFileError | null> {
  try {
    await readRegularFile(path, CAP, '1 KB');
    return null;
  } catch (error) {
    if (error instanceof UnfitFileError) return error;
    throw error;
  }
}

describe('readRegularFile', () => {
  it('reads a regular file up to the cap exactly, as UTF-8', async () => {
    const file = join(dir, 'full.json');
    const text = `"${'ü'.repeat((CAP - 2) / 2)}"`;
    await writeFile(file, text);
    expect(await readRegularFile(file, CAP, '1 KB')).toBe(text);
    const empty = join(dir, 'empty.json');
    await writeFile(empty, '');
    expect(await readRegularFile(empty, CAP, '1 KB')).toBe('');
  });

  it('refuses one byte over the cap, and a sparse file of 300 MB, naming the limit', async () => {
    const over = join(dir, 'over.json');
    await writeFile(over, 'x'.repeat(CAP + 1));
    expect(await refusal(over)).toMatchObject({ reason: 'too-large', message: `is larger than 1 KB (${CAP + 1} bytes): only files of up to 1 KB (${CAP} bytes) are read` });
    const sparse = join(dir, 'sparse.json');
    await writeFile(sparse, '');
    await truncate(sparse, 300 * 1024 * 1024);
    expect((await refusal(sparse))?.reason).toBe('too-large');
  });

  it('refuses a FIFO (also behind a symlink) without waiting for a writer, a device and a directory', async () => {
    const fifo = join(dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    const link = join(dir, 'link-to-pipe');
    await symlink(fifo, link);
    const folder = join(dir, 'folder');
    await mkdir(folder);
    expect(await refusal(fifo)).toMatchObject({ reason: 'not-a-file', message: 'is a named pipe (FIFO), not a regular file' });
    expect((await refusal(link))?.message).toBe('is a named pipe (FIFO), not a regular file');
    expect((await refusal(folder))?.message).toBe('is a directory, not a regular file');
    if (existsSync('/dev/zero')) expect((await refusal('/dev/zero'))?.message).toBe('is a character device, not a regular file');
  });

  it('stops at the cap when a file holds more than its size says (a /proc file says 0)', async () => {
    if (!existsSync('/proc/self/maps')) return;
    expect(await refusal('/proc/self/maps')).toMatchObject({ reason: 'too-large', message: 'is larger than 1 KB (more than the size it gave): only files of up to 1 KB (1024 bytes) are read' });
    expect(await readRegularFile('/proc/self/maps', 1024 * 1024, '1 MB')).toContain('\n');
  });

  it('passes other failures on as they are', async () => {
    await expect(readRegularFile(join(dir, 'missing.json'), CAP, '1 KB')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
