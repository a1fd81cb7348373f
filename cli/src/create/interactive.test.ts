import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binPath } from '../testing/runBin.ts';
import { startPty } from '../testing/pty.ts';

const ENTER = '\r';
const UP = '\u001b[A';
const DOWN = '\u001b[B';
const SPACE = ' ';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'create-pty-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const command = (args: string) => `${JSON.stringify(process.execPath)} ${JSON.stringify(binPath('create-auth-widget'))} ${args}`;

describe('create-auth-widget in a terminal', () => {
  it('asks for every answer and writes the site it was told', async () => {
    const pty = startPty(command('--no-install'), { cwd: root });
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
    expect(await pty.exited).toBe(0);
    expect(pty.output()).toContain('Next steps:');
    const settings = JSON.parse(await readFile(join(root, 'typed-site', 'auth-widget.config.json'), 'utf8'));
    expect(settings.publicToken).toBe('public-token-test-typed');
    expect(settings.config.products).toEqual(['oauth', 'otp', 'passwords', 'passkeys']);
    expect(settings.config.oauthOptions.providers).toEqual([{ type: 'google' }, { type: 'github' }]);
    expect(existsSync(join(root, 'typed-site', 'src', 'login.ts'))).toBe(true);
  });

  it('only asks what the flags did not say', async () => {
    const pty = startPty(command('flagged --template nextjs --products otp --otp-methods email --no-install'), { cwd: root });
    await pty.waitFor(/Public token/);
    expect(pty.output()).not.toContain('Template');
    expect(pty.output()).not.toContain('Sign-in products');
    pty.write(ENTER);
    expect(await pty.exited).toBe(0);
    expect(existsSync(join(root, 'flagged', 'app', 'page.tsx'))).toBe(true);
  });

  it('offers every template, and exits 130 on Ctrl+C at a prompt and writes nothing', async () => {
    const pty = startPty(command('cancelled --no-install'), { cwd: root });
    await pty.waitFor(/Template/);
    for (const template of ['vanilla-vite', 'react-vite', 'vue-vite', 'sveltekit', 'astro', 'nextjs']) await pty.waitFor(new RegExp(template));
    pty.write('\u0003');
    expect(await pty.exited).toBe(130);
    expect(existsSync(join(root, 'cancelled'))).toBe(false);
  });
});
