import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runBin } from '../testing/runBin.ts';
import { tempFolder } from '../testing/tempFolder.ts';

/** create-auth-widget's refusals and help, which write nothing; the sites it writes: create.scaffold.test.ts. */

const folder = tempFolder('create-');

describe('create-auth-widget without a TTY', () => {
  it('exits 1 with the valid list for an unknown template, on stderr', async () => {
    const r = await runBin('create-auth-widget', [join(folder(), 'x'), '--template', 'svelte', '--no-install'], { cwd: folder() });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('vanilla-vite');
    expect(r.stderr).toContain('react-vite');
    expect(r.stderr).toContain('vue-vite');
    expect(r.stderr).toContain('nextjs');
    expect(existsSync(join(folder(), 'x'))).toBe(false);
  });

  it('refuses unknown products and passkeys alone before writing anything', async () => {
    const unknown = await runBin('create-auth-widget', [join(folder(), 'y'), '--products', 'otp,sso', '--no-install'], { cwd: folder() });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('unknown value sso');
    const alone = await runBin('create-auth-widget', [join(folder(), 'y'), '--products', 'passkeys', '--no-install'], { cwd: folder() });
    expect(alone.code).toBe(1);
    expect(alone.stderr).toContain('Passkeys cannot be the only product');
    expect(existsSync(join(folder(), 'y'))).toBe(false);
  });

  it('refuses a locale the widget has no catalogue for before writing anything, naming the nearest on a typo', async () => {
    const typo = await runBin('create-auth-widget', [join(folder(), 'z'), '--yes', '--no-install', '--locale', 'pt-BT'], { cwd: folder() });
    expect(typo.code).toBe(1);
    expect(typo.stdout).toBe('');
    expect(typo.stderr).toContain('--locale: The widget has no catalogue for locale "pt-BT". Did you mean "pt-BR"?');
    const unknown = await runBin('create-auth-widget', [join(folder(), 'z'), '--yes', '--no-install', '--locale', 'klingon'], { cwd: folder() });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Shipped locales: en, es, fr, de');
    expect(existsSync(join(folder(), 'z'))).toBe(false);
  });

  it('refuses a secret key as the public token before writing anything, without repeating it', async () => {
    for (const secret of ['secret-live-0123456789abcdef', 'sk_live_0123456789', 'SK-test-0123456789']) {
      const dir = join(folder(), 'secret-site');
      const r = await runBin('create-auth-widget', [dir, '--yes', '--no-install', '--template', 'vanilla-vite', '--public-token', secret], { cwd: folder() });
      expect(r.code, secret).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain('looks like a secret key');
      expect(r.stderr).toContain('Nothing was written');
      expect(r.stderr).not.toContain(secret);
      expect(existsSync(dir)).toBe(false);
    }
  });

  it('refuses a non-empty folder with the list of conflicting files, and writes nothing', async () => {
    const dir = join(folder(), 'busy');
    await mkdir(dir);
    await writeFile(join(dir, 'index.html'), 'mine');
    await writeFile(join(dir, 'notes.txt'), 'mine');
    const refused = await runBin('create-auth-widget', [dir, '--yes', '--no-install'], { cwd: folder() });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('index.html');
    expect(refused.stderr).toContain('notes.txt');
    expect(refused.stderr).toContain('--overwrite');
    expect(await readFile(join(dir, 'index.html'), 'utf8')).toBe('mine');
  });

  it('prints help and exits 0', async () => {
    const r = await runBin('create-auth-widget', ['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--template');
    expect(r.stdout).toContain('--no-install');
    expect(r.stdout).toContain('--locale <tag>');
  });
});
