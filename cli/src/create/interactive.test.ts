import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { binCommand } from '../testing/runBin.ts';
import { startPty } from '../testing/pty.ts';
import { tempFolder } from '../testing/tempFolder.ts';

/** create-auth-widget's prompts in a terminal, left with Ctrl+C; answered to the end they write a site: interactive.scaffold.test.ts. */

const folder = tempFolder('create-pty-');

describe('create-auth-widget in a terminal', () => {
  it('offers every template, and exits 130 on Ctrl+C at a prompt and writes nothing', async () => {
    const pty = startPty(binCommand('create-auth-widget', 'cancelled --no-install'), { cwd: folder() });
    await pty.waitFor(/Template/);
    for (const template of ['vanilla-vite', 'react-vite', 'vue-vite', 'sveltekit', 'astro', 'nextjs']) await pty.waitFor(new RegExp(template));
    pty.write('\u0003');
    expect(await pty.exited).toBe(130);
    expect(existsSync(join(folder(), 'cancelled'))).toBe(false);
  });
});
