import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildFailure, type Message } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { STANDALONE_ALIAS } from './standaloneRuntime.ts';
import { REACT_MODULE } from './standaloneRuntimePlugin.ts';

const sdk = join(dirname(dirname(fileURLToPath(import.meta.url))), 'sdk');

/** What esbuild reports of a build of the standalone entries: its errors and warnings, and the modules it took in. */
async function buildStandaloneEntries(): Promise<{ messages: Message[]; inputs: string[] }> {
  try {
    const result = await build({
      entryPoints: [join(sdk, 'src/ui.ts'), join(sdk, 'src/elements.ts')],
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      outdir: join(sdk, 'standalone-check'),
      write: false,
      metafile: true,
      conditions: ['source'],
      jsx: 'automatic',
      alias: STANDALONE_ALIAS,
      logLevel: 'silent',
      absWorkingDir: sdk,
    });
    return { messages: result.warnings, inputs: Object.keys(result.metafile.inputs) };
  } catch (error) {
    return { messages: [...(error as BuildFailure).errors, ...(error as BuildFailure).warnings], inputs: [] };
  }
}

describe('the standalone runtime', () => {
  it('provides every React module and name the standalone entries import, and none of React is bundled', async () => {
    const { messages, inputs } = await buildStandaloneEntries();
    // A name the runtime lacks: 'No matching export in "src/ui/runtime/react.ts" for import "memo"'.
    expect(messages.map((message) => `${message.text} (${message.location?.file ?? ''})`)).toEqual([]);
    expect(inputs.filter((input) => REACT_MODULE.test(input))).toEqual([]);
    expect(inputs.some((input) => input.endsWith('src/ui/runtime/react.ts'))).toBe(true);
  }, 60_000);
});
