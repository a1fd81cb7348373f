import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { binCommand } from '../testing/runBin.ts';
import { startPty } from '../testing/pty.ts';
import { tempFolder } from '../testing/tempFolder.ts';

/**
 * create-auth-widget's prompts, answered in a terminal, writing the sites they were told: each packs the kit from this
 * checkout's build (`npm run test:release` runs these, vitest.scaffold.config.ts); Ctrl+C at a prompt is in
 * interactive.test.ts.
 */

const ENTER = '\r';
const UP = '\u001b[A';
const DOWN = '\u001b[B';
const SPACE = ' ';
const BACKSPACE = '\u007f';

const folder = tempFolder('create-pty-');

describe('create-auth-widget in a terminal', () => {
  it('asks for every answer and writes the site it was told', async () => {
    const pty = startPty(binCommand('create-auth-widget', '--no-install'), { cwd: folder() });
    await pty.waitFor(/Folder for the new site/);
    pty.write(`typed-site${ENTER}`);
    await pty.waitFor(/Template/);
    pty.write(`${UP}${ENTER}`); // react-vite is the default; one up is vanilla-vite
    await pty.waitFor(/Sign-in products/);
    // Defaults: oauth, otp, passkeys. Move to passwords (5th) and tick it too.
    pty.write(`${DOWN}${DOWN}${DOWN}${DOWN}${SPACE}${ENTER}`);
    await pty.waitFor(/Passcode methods/);
    pty.write(ENTER);
    await pty.waitFor(/OAuth providers/);
    pty.write(ENTER);
    await pty.waitFor(/Public token/);
    pty.write(`public-token-test-typed${ENTER}`);
    await pty.waitFor(/Language of the sign-in pages/);
    pty.write(`dee${ENTER}`);
    await pty.waitFor(/Did you mean "de"\?/);
    pty.write(`${BACKSPACE}${ENTER}`);
    expect(await pty.exited).toBe(0);
    expect(pty.output()).toContain('Next steps:');
    const settings = JSON.parse(await readFile(join(folder(), 'typed-site', 'auth-widget.config.json'), 'utf8'));
    expect(settings.publicToken).toBe('public-token-test-typed');
    expect(settings.locale).toBe('de');
    expect(settings.config.products).toEqual(['oauth', 'otp', 'passwords', 'passkeys']);
    expect(settings.config.oauthOptions.providers).toEqual([{ type: 'google' }, { type: 'github' }]);
    expect(existsSync(join(folder(), 'typed-site', 'src', 'login.ts'))).toBe(true);
  });

  it('only asks what the flags did not say', async () => {
    const pty = startPty(binCommand('create-auth-widget', 'flagged --template nextjs --products otp --otp-methods email --no-install'), { cwd: folder() });
    await pty.waitFor(/Public token/);
    expect(pty.output()).not.toContain('Template');
    expect(pty.output()).not.toContain('Sign-in products');
    pty.write(ENTER);
    await pty.waitFor(/Language of the sign-in pages/);
    pty.write(ENTER);
    expect(await pty.exited).toBe(0);
    expect(existsSync(join(folder(), 'flagged', 'app', 'page.tsx'))).toBe(true);
    // An empty answer writes no locale: the pages follow each visitor's browser.
    expect(JSON.parse(await readFile(join(folder(), 'flagged', 'auth-widget.config.json'), 'utf8'))).not.toHaveProperty('locale');
  });
});
