import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildLibraries, libraryInputsHash } from './buildLibraries.ts';
import { writeFileIn } from './writeFileIn.ts';

let repo: string;
const put = (path: string, text: string) => writeFileIn(repo, path, text);

beforeEach(async () => {
  repo = await mkdtemp(join(tmpdir(), 'build-libraries-'));
  await put('sdk/src/index.ts', 'export const a = 1;\n');
  await put('sdk/src/ui/Widget.tsx', 'export const b = 2;\n');
  await put('harness/src/index.ts', 'export const c = 3;\n');
  await put('tsconfig.json', '{}\n');
});
afterEach(() => rm(repo, { recursive: true, force: true }));

describe('libraryInputsHash', () => {
  it('changes with a source file, a new file and a renamed one, and not otherwise', async () => {
    const first = libraryInputsHash(repo);
    expect(libraryInputsHash(repo)).toBe(first);
    await put('sdk/src/ui/Widget.tsx', 'export const b = 3;\n');
    const edited = libraryInputsHash(repo);
    expect(edited).not.toBe(first);
    await put('harness/src/extra.ts', '');
    const added = libraryInputsHash(repo);
    expect(added).not.toBe(edited);
    await rm(join(repo, 'harness/src/extra.ts'));
    await put('harness/src/other.ts', '');
    expect(libraryInputsHash(repo)).not.toBe(added);
  });

  it('ignores what the build writes', async () => {
    const before = libraryInputsHash(repo);
    await put('sdk/dist/index.js', 'built');
    await put('node_modules/.cache/create-auth-widget/libraries.sha256', 'x');
    expect(libraryInputsHash(repo)).toBe(before);
  });
});

describe('buildLibraries', () => {
  async function buildOutputs(): Promise<void> {
    for (const file of ['sdk/dist/index.js', 'sdk/dist/ui.js', 'harness/dist/index.js']) await put(file, '');
  }

  it('leaves a build of the current sources alone', async () => {
    await buildOutputs();
    await put('node_modules/.cache/create-auth-widget/libraries.sha256', `${libraryInputsHash(repo)}\n`);
    expect(await buildLibraries(repo)).toBe('current');
  });

  it('builds when the sources changed since the last build, or when there is no record of one', async () => {
    // This folder has no build script: an attempt to build is the failure that says one was made.
    await buildOutputs();
    await put('node_modules/.cache/create-auth-widget/libraries.sha256', `${libraryInputsHash(repo)}\n`);
    await put('sdk/src/index.ts', 'export const a = 2;\n');
    await expect(buildLibraries(repo)).rejects.toThrow(/building the kit's packages failed/);
    await rm(join(repo, 'node_modules'), { recursive: true });
    await expect(buildLibraries(repo)).rejects.toThrow(/building the kit's packages failed/);
  });

  it('builds when an output is missing, whatever the record says', async () => {
    await put('node_modules/.cache/create-auth-widget/libraries.sha256', `${libraryInputsHash(repo)}\n`);
    await expect(buildLibraries(repo)).rejects.toThrow(/building the kit's packages failed/);
  });
});
