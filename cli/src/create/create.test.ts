import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMULATOR_PUBLIC_TOKEN } from '@auth-widget/sdk';
import { runBin } from '../testing/runBin.ts';

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'create-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('create-auth-widget without a TTY', () => {
  it('exits 1 with the valid list for an unknown template, on stderr', async () => {
    const r = await runBin('create-auth-widget', [join(root, 'x'), '--template', 'svelte', '--no-install'], { cwd: root });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('vanilla-vite');
    expect(r.stderr).toContain('react-vite');
    expect(r.stderr).toContain('vue-vite');
    expect(r.stderr).toContain('sveltekit');
    expect(r.stderr).toContain('astro');
    expect(r.stderr).toContain('nextjs');
    expect(existsSync(join(root, 'x'))).toBe(false);
  });

  it('refuses unknown products and passkeys alone before writing anything', async () => {
    const unknown = await runBin('create-auth-widget', [join(root, 'y'), '--products', 'otp,sso', '--no-install'], { cwd: root });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('unknown value sso');
    const alone = await runBin('create-auth-widget', [join(root, 'y'), '--products', 'passkeys', '--no-install'], { cwd: root });
    expect(alone.code).toBe(1);
    expect(alone.stderr).toContain('Passkeys cannot be the only product');
    expect(existsSync(join(root, 'y'))).toBe(false);
  });

  it('refuses a secret key as the public token before writing anything, without repeating it', async () => {
    for (const secret of ['secret-live-0123456789abcdef', 'sk_live_0123456789', 'SK-test-0123456789']) {
      const dir = join(root, 'secret-site');
      const r = await runBin('create-auth-widget', [dir, '--yes', '--no-install', '--template', 'vanilla-vite', '--public-token', secret], { cwd: root });
      expect(r.code, secret).toBe(1);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain('looks like a secret key');
      expect(r.stderr).toContain('Nothing was written');
      expect(r.stderr).not.toContain(secret);
      expect(existsSync(dir)).toBe(false);
    }
  });

  it('refuses a non-empty folder with the list of conflicting files, unless --overwrite', async () => {
    const dir = join(root, 'busy');
    await mkdir(dir);
    await writeFile(join(dir, 'index.html'), 'mine');
    await writeFile(join(dir, 'notes.txt'), 'mine');
    const refused = await runBin('create-auth-widget', [dir, '--yes', '--no-install'], { cwd: root });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('index.html');
    expect(refused.stderr).toContain('notes.txt');
    expect(refused.stderr).toContain('--overwrite');
    expect(await readFile(join(dir, 'index.html'), 'utf8')).toBe('mine');
    const forced = await runBin('create-auth-widget', [dir, '--yes', '--no-install', '--overwrite', '--template', 'vanilla-vite'], { cwd: root });
    expect(forced.code).toBe(0);
    expect(await readFile(join(dir, 'index.html'), 'utf8')).toContain('id="login"');
    // The first site this file writes: in a fresh clone that scaffold builds and packs the kit first.
  }, 240_000);

  it('writes a complete site from flags, with the settings file and the packed kit, and prints next steps', async () => {
    const dir = join(root, 'My Site');
    const r = await runBin(
      'create-auth-widget',
      [dir, '--template', 'react-vite', '--products', 'otp,passkeys', '--otp-methods', 'email', '--no-install'],
      { cwd: root, env: { npm_config_user_agent: 'pnpm/9.0.0 npm/? node/v20' } },
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Next steps:');
    expect(r.stdout).toContain("cd 'My Site'");
    expect(r.stdout).toContain('pnpm install');
    expect(r.stdout).toContain('pnpm dev');
    const files = await readdir(dir);
    expect(files).toEqual(expect.arrayContaining(['package.json', 'index.html', 'src', 'auth-widget.config.json', '.gitignore', 'vendor']));
    expect(files).not.toContain('_gitignore');
    const settings = JSON.parse(await readFile(join(dir, 'auth-widget.config.json'), 'utf8'));
    expect(settings).toMatchObject({
      publicToken: EMULATOR_PUBLIC_TOKEN,
      config: { products: ['otp', 'passkeys'], otpOptions: { methods: ['email'] } },
      cookieOptions: {},
      endpoints: {},
    });
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
    expect(manifest.name).toBe('my-site');
    expect(manifest.dependencies['@auth-widget/sdk']).toMatch(/^file:\.\/vendor\/auth-widget-sdk-.*\.tgz$/);
    expect(manifest.devDependencies['create-auth-widget']).toMatch(/^file:\.\/vendor\/create-auth-widget-.*\.tgz$/);
    expect(manifest.overrides['@auth-widget/harness']).toMatch(/^file:\.\/vendor\/auth-widget-harness-.*\.tgz$/);
    expect(manifest.scripts.dev).toBe('auth-widget dev');
    expect(manifest.scripts.test).toBe('playwright test');
    expect(manifest.devDependencies['@auth-widget/harness']).toMatch(/^file:\.\/vendor\/auth-widget-harness-.*\.tgz$/);
    // The site's tests: the specs of its two sign-in methods, its sign-in under the strict policy, and what they share.
    expect((await readdir(join(dir, 'e2e'))).sort()).toEqual(['emailPasscode.spec.ts', 'passkeys.spec.ts', 'site.ts', 'strictPolicy.spec.ts', 'tsconfig.json']);
    expect(files).toEqual(expect.arrayContaining(['playwright.config.ts', '.github']));
    const vendored = await readdir(join(dir, 'vendor'));
    expect(vendored.some((f) => f.startsWith('auth-widget-sdk-'))).toBe(true);
    expect(vendored.some((f) => f.startsWith('auth-widget-harness-'))).toBe(true);
    expect(vendored.some((f) => f.startsWith('create-auth-widget-'))).toBe(true);
  });

  it('writes a Vue site from flags: its pages, its redirect URLs on its dev server, the specs of its products and its own', async () => {
    const dir = join(root, 'vue-site');
    const r = await runBin('create-auth-widget', [dir, '--template', 'vue-vite', '--products', 'emailMagicLinks,passwords', '--no-install'], { cwd: root });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Created a vue-vite site');
    expect(await readdir(dir)).toEqual(expect.arrayContaining(['package.json', 'index.html', 'vite.config.ts', 'auth-widget.config.json', '.gitignore', 'vendor', '.github']));
    expect((await readdir(join(dir, 'src', 'pages'))).sort()).toEqual(['AccountPage.vue', 'AuthenticatePage.vue', 'LoginPage.vue', 'PasskeysPage.vue', 'ResetPasswordPage.vue']);
    const settings = JSON.parse(await readFile(join(dir, 'auth-widget.config.json'), 'utf8'));
    expect(settings.config.emailMagicLinksOptions.loginRedirectURL).toBe('http://localhost:5173/authenticate');
    expect(settings.config.passwordOptions.resetPasswordRedirectURL).toBe('http://localhost:5173/reset-password');
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@auth-widget/sdk', 'vue', 'vue-router']);
    expect(manifest.dependencies['@auth-widget/sdk']).toMatch(/^file:\.\/vendor\/auth-widget-sdk-.*\.tgz$/);
    expect(manifest.scripts.typecheck).toMatch(/^vue-tsc --noEmit/);
    expect((await readdir(join(dir, 'e2e'))).sort()).toEqual(['addressBar.spec.ts', 'magicLink.spec.ts', 'password.spec.ts', 'site.ts', 'strictPolicy.spec.ts', 'tsconfig.json']);
  });

  it('writes a SvelteKit site from flags: its routes, its redirect URLs on its dev server, the specs of its products and its own', async () => {
    const dir = join(root, 'sveltekit-site');
    const r = await runBin('create-auth-widget', [dir, '--template', 'sveltekit', '--products', 'emailMagicLinks,passwords', '--no-install'], { cwd: root });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Created a sveltekit site');
    expect(await readdir(dir)).toEqual(expect.arrayContaining(['package.json', 'vite.config.ts', 'auth-widget.config.json', '.gitignore', 'vendor', '.github']));
    expect((await readdir(join(dir, 'src', 'routes'))).sort()).toEqual(['+layout.svelte', '+page.server.ts', '+page.svelte', 'account', 'authenticate', 'passkeys', 'reset-password']);
    const settings = JSON.parse(await readFile(join(dir, 'auth-widget.config.json'), 'utf8'));
    expect(settings.config.emailMagicLinksOptions.loginRedirectURL).toBe('http://localhost:5173/authenticate');
    expect(settings.config.passwordOptions.resetPasswordRedirectURL).toBe('http://localhost:5173/reset-password');
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
    // React renders the first screen on the server (renderLoginHtml).
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@auth-widget/sdk', 'react', 'react-dom']);
    expect(manifest.scripts.typecheck).toMatch(/svelte-check/);
    expect((await readdir(join(dir, 'e2e'))).sort()).toEqual(['magicLink.spec.ts', 'password.spec.ts', 'serverRender.spec.ts', 'site.ts', 'strictPolicy.spec.ts', 'tsconfig.json']);
  });

  it('writes an Astro site from flags: its server-rendered pages, its redirect URLs on its dev server, the specs of its products and its own', async () => {
    const dir = join(root, 'astro-site');
    const r = await runBin('create-auth-widget', [dir, '--template', 'astro', '--products', 'emailMagicLinks,passwords', '--no-install'], { cwd: root });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Created a astro site');
    expect(await readdir(dir)).toEqual(expect.arrayContaining(['package.json', 'astro.config.ts', 'auth-widget.config.json', '.gitignore', 'vendor', '.github']));
    expect((await readdir(join(dir, 'src', 'pages'))).sort()).toEqual(['account.astro', 'authenticate.astro', 'index.astro', 'passkeys.astro', 'reset-password.astro']);
    const settings = JSON.parse(await readFile(join(dir, 'auth-widget.config.json'), 'utf8'));
    expect(settings.config.emailMagicLinksOptions.loginRedirectURL).toBe('http://localhost:4321/authenticate');
    expect(settings.config.passwordOptions.resetPasswordRedirectURL).toBe('http://localhost:4321/reset-password');
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@astrojs/node', '@auth-widget/sdk', 'astro', 'react', 'react-dom']);
    expect(manifest.scripts.typecheck).toMatch(/^astro check/);
    expect((await readdir(join(dir, 'e2e'))).sort()).toEqual(['magicLink.spec.ts', 'password.spec.ts', 'serverRender.spec.ts', 'site.ts', 'tsconfig.json']);
  });

  it('takes the defaults under CI even when asked nothing, and drops email passcodes when magic links are on', async () => {
    const dir = join(root, 'ci-site');
    const r = await runBin('create-auth-widget', [dir, '--products', 'emailMagicLinks,otp', '--no-install'], { cwd: root, env: { CI: 'true' } });
    expect(r.code).toBe(0);
    const settings = JSON.parse(await readFile(join(dir, 'auth-widget.config.json'), 'utf8'));
    expect(settings.config.otpOptions.methods).toEqual(['sms']);
    expect(settings.config.emailMagicLinksOptions.loginRedirectURL).toBe('http://localhost:5173/authenticate');
    expect(existsSync(join(dir, 'src', 'App.tsx'))).toBe(true);
    // No email passcode spec for the email passcodes the config dropped.
    expect((await readdir(join(dir, 'e2e'))).filter((f) => f.endsWith('.spec.ts')).sort()).toEqual(['magicLink.spec.ts', 'smsPasscode.spec.ts', 'strictPolicy.spec.ts']);
  });

  it('prints help and exits 0', async () => {
    const r = await runBin('create-auth-widget', ['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('--template');
    expect(r.stdout).toContain('--no-install');
  });
});
