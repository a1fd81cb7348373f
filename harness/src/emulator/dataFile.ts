import { open, readFile, rename, rm } from 'node:fs/promises';
import type { JWK } from 'jose';
import type { EmulatorState } from './store.ts';
import { isRecord } from './isRecord.ts';

/** What `--data` holds: the whole state and the private signing key, so JWTs stay verifiable across restarts. */
export interface SavedData {
  state: EmulatorState;
  key: JWK;
}

/** A data file as read: `key` may be missing from a state written by hand. */
export type LoadedData = Omit<SavedData, 'key'> & { key?: JWK };

/**
 * True for a file the emulator wrote. Every version saved `{ state: { project, … }, key }`; older ones lack
 * collections added since (which `withStateDefaults` fills in), and a state written by hand may lack the key (a
 * new one is made, as at a first start).
 */
export function isSavedData(value: unknown): value is LoadedData {
  return (
    isRecord(value) &&
    isRecord(value.state) &&
    isRecord(value.state.project) &&
    (value.key === undefined || (isRecord(value.key) && typeof value.key.kty === 'string'))
  );
}

/**
 * Reads a data file: undefined when there is none yet (or it is empty), the saved data when it is the emulator's,
 * and an error with one line to show otherwise. A file that is something else (`package.json`) must never be
 * taken for empty state, since the save at stop would overwrite it.
 */
export async function readDataFile(path: string): Promise<LoadedData | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`cannot read the data file ${path}: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
  if (text.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${path} is not an emulator data file (not valid JSON); it was left as it is: pick another file with --data`);
  }
  if (!isSavedData(parsed)) {
    throw new Error(`${path} is not an emulator data file (no saved emulator state); it was left as it is: pick another file with --data`);
  }
  return parsed;
}

/**
 * Saves state to a data file atomically: the text goes to a temporary file in the same folder (same file system,
 * so the rename is atomic), readable by its owner only (it holds the private signing key), flushed, then renamed
 * over the file. A crash or a kill mid-save leaves the previous file whole. Saves run one at a time, in order.
 */
export class DataFileWriter {
  readonly path: string;
  readonly tempPath: string;
  #last: Promise<void> = Promise.resolve();

  constructor(path: string) {
    this.path = path;
    this.tempPath = `${path}.tmp`;
  }

  /** Queues a save of `data`, serialised now (so later changes are not half in it); resolves once it is on disk. */
  save(data: SavedData): Promise<void> {
    const text = JSON.stringify(data, null, 2);
    const run = this.#last.catch(() => undefined).then(() => this.#write(text));
    this.#last = run;
    return run;
  }

  async #write(text: string): Promise<void> {
    // A temp file left by a crash may have other permissions: remove it rather than write through it.
    await rm(this.tempPath, { force: true });
    const handle = await open(this.tempPath, 'wx', 0o600);
    try {
      await handle.writeFile(text, 'utf8');
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await rename(this.tempPath, this.path);
  }
}
