import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EMULATOR_PUBLIC_TOKEN } from '@auth-widget/sdk';
import { runBin } from '../testing/runBin.ts';
import { tempFolder } from '../testing/tempFolder.ts';

/**
 * create-auth-widget writing sites from flags, without a TTY: each site packs the kit from this checkout's build
 * (`npm run test:release` runs these, vitest.scaffold.config.ts); its refusals, which write nothing, are in
 * create.test.ts.
 */

const folder = tempFolder('create-');

describe('create-auth-widget without a TTY', () => {
  it('writes over a non-empty folder with --overwrite', async () => {
    const dir = join(folder(), 'busy');
    await mkdir(dir);
    await writeFile(join(dir, 'index.html'), 'mine');
    const forced = await runBin('create-auth-widget', [dir, '--yes', '--no-install', '--overwrite', '--template', 'vanilla-vite'], { cwd: folder() });
    expect(forced.code).toBe(0);
    expect(await readFile(join(dir, 'index.html'), 'utf8')).toContain('id="login"');
    // The first site this file writes: in a fresh clone that scaffold builds and packs the kit first.
  }, 240_000);

  it('writes a complete site from flags, with the settings file and the packed kit, and prints next steps', async () => {
    const dir = join(folder(), 'My Site');
    const r = await runBin(
      'create-auth-widget',
      [dir, '--template', 'react-vite', '--products', 'otp,passkeys', '--otp-methods', 'email', '--locale', 'zh-tw', '--no-install'],
      { cwd: folder(), env: { npm_config_user_agent: 'pnpm/9.0.0 npm/? node/v20' } },
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
      locale: 'zh-TW',
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
    const dir = join(folder(), 'vue-site');
    const r = await runBin('create-auth-widget', [dir, '--template', 'vue-vite', '--products', 'emailMagicLinks,passwords', '--no-install'], { cwd: folder() });
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
    const dir = join(folder(), 'sveltekit-site');
    const r = await runBin('create-auth-widget', [dir, '--template', 'sveltekit', '--products', 'emailMagicLinks,passwords', '--no-install'], { cwd: folder() });
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Created a sveltekit site');
    expect(await readdir(dir)).toEqual(expect.arrayContaining(['package.json', 'vite.config.ts', 'auth-widget.config.json', '.gitignore', 'vendor', '.github']));
    expect((await readdir(join(dir, 'src', 'routes'))).sort()).toEqual(['+layout.svelte', '+page.svelte', 'account', 'authenticate', 'passkeys', 'reset-password']);
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
    const dir = join(folder(), 'astro-site');
    const r = await runBin('create-auth-widget', [dir, '--template', 'astro', '--products', 'emailMagicLinks,passwords', '--no-install'], { cwd: folder() });
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
    expect((await readdir(join(dir, 'e2e'))).sort()).toEqual(['magicLink.spec.ts', 'password.spec.ts', 'serverRender.spec.ts', 'site.ts', 'strictPolicy.spec.ts', 'tsconfig.json']);
  });


  it('takes the defaults under CI even when asked nothing, and drops email passcodes when magic links are on', async () => {
    const dir = join(folder(), 'ci-site');
    const r = await runBin('create-auth-widget', [dir, '--products', 'emailMagicLinks,otp', '--no-install'], { cwd: folder(), env: { CI: 'true' } });
    expect(r.code).toBe(0);
    const settings = JSON.parse(await readFile(join(dir, 'auth-widget.config.json'), 'utf8'));
    expect(settings.config.otpOptions.methods).toEqual(['sms']);
    // No locale: the pages follow each visitor's browser.
    expect(settings).not.toHaveProperty('locale');
    expect(settings.config.emailMagicLinksOptions.loginRedirectURL).toBe('http://localhost:5173/authenticate');
    expect(existsSync(join(dir, 'src', 'App.tsx'))).toBe(true);
    // No email passcode spec for the email passcodes the config dropped.
    expect((await readdir(join(dir, 'e2e'))).filter((f) => f.endsWith('.spec.ts')).sort()).toEqual(['magicLink.spec.ts', 'smsPasscode.spec.ts', 'strictPolicy.spec.ts']);
  });
});
