import { constants, type Stats } from 'node:fs';
import { open, stat } from 'node:fs/promises';

/** Why a path was not read: it is not a regular file, or it is larger than the caller takes. */
export class UnfitFileError extends Error {
  override name = 'UnfitFileError';
  constructor(
    readonly reason: 'not-a-file' | 'too-large',
    message: string,
  ) {
    super(message);
  }
}

/** What a path that is not a regular file is, for messages. */
function kindOf(stats: Stats): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  return 'not a regular file';
}

function notAFile(stats: Stats): UnfitFileError {
  return new UnfitFileError('not-a-file', `is ${kindOf(stats)}, not a regular file`);
}

function tooLarge(maxBytes: number, label: string, size: string): UnfitFileError {
  return new UnfitFileError('too-large', `is larger than ${label} (${size}): only files of up to ${label} (${maxBytes} bytes) are read`);
}

/**
 * Reads a regular file of at most `maxBytes` bytes as UTF-8, and never more than that from anything. A path given
 * on a command line may name a named pipe (reading waits for a writer, forever), a device (`/dev/zero` never ends)
 * or a huge file: each is refused with an `UnfitFileError` whose message completes "<path> …", before anything is
 * read. Other failures (ENOENT, EACCES) are thrown as they come. `label` names the limit for people ("1 MB").
 */
export async function readRegularFile(path: string, maxBytes: number, label: string): Promise<string> {
  // stat, not open, comes first: opening a FIFO for reading blocks until a writer appears.
  const before = await stat(path);
  if (!before.isFile()) throw notAFile(before);
  if (before.size > maxBytes) throw tooLarge(maxBytes, label, `${before.size} bytes`);
  // Non-blocking, in case the path became a FIFO since the stat; the opened file is checked again for the same reason.
  const handle = await open(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const opened = await handle.stat();
    if (!opened.isFile()) throw notAFile(opened);
    // One byte more than allowed: a file that grew since the stat (or a /proc file that says it is empty) shows
    // itself by filling it, and reading stops there.
    let chunk = Buffer.alloc(Math.min(maxBytes, Math.max(opened.size, 64 * 1024)) + 1);
    let length = 0;
    for (;;) {
      if (length === chunk.length) {
        if (chunk.length > maxBytes) throw tooLarge(maxBytes, label, 'more than the size it gave');
        // Grow to the cap at most; only a file that is growing or misreports its size gets here.
        const bigger = Buffer.alloc(Math.min(maxBytes + 1, chunk.length * 2));
        chunk.copy(bigger, 0, 0, length);
        chunk = bigger;
      }
      const { bytesRead } = await handle.read(chunk, length, chunk.length - length, null);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    return chunk.subarray(0, length).toString('utf8');
  } finally {
    await handle.close();
  }
}
