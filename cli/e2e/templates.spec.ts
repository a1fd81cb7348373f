import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * Each template, scaffolded by the built `create-auth-widget` binary without a terminal, installed, built, and
 * run with its own `npm run dev` (site plus emulator); then a visitor signs in with an email passcode.
 */
const cliDir = fileURLToPath(new URL('..', import.meta.url));
const bin = join(cliDir, 'dist', 'bin', 'create-auth-widget.js');
const TEMPLATES = ['vanilla-vite', 'react-vite', 'nextjs'] as const;

test.describe.configure({ mode: 'serial' });
test.setTimeout(15 * 60_000);

let root: string;
test.beforeAll(async () => {
  const build = spawnSync(process.execPath, [join(cliDir, 'scripts', 'build.mjs')], { cwd: cliDir, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  root = await mkdtemp(join(tmpdir(), 'templates-'));
});
test.afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs a command to completion; its output is kept for the failure message. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
  return { code: result.status, output: `${result.stdout}\n${result.stderr}` };
}

async function waitForHttp(url: string, timeoutMs: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the dev server exited with ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${log()}`);
}

for (const template of TEMPLATES) {
  test(`${template}: scaffolds, installs, builds, and signs in with an email passcode`, async ({ page }) => {
    const dir = join(root, template);
    const created = run(
      process.execPath,
      [bin, dir, '--template', template, '--products', 'otp', '--otp-methods', 'email', '--yes'],
      root,
      { CI: 'true', npm_config_user_agent: 'npm/11 node/v20', npm_config_audit: 'false', npm_config_fund: 'false' },
    );
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain('npm run dev');

    // The emulator of this site listens on a free port, as a site would set endpoints for its own environment.
    const emulatorPort = await freePort();
    const sitePort = await freePort();
    const settingsPath = join(dir, 'auth-widget.config.json');
    const settings = JSON.parse(await readFile(settingsPath, 'utf8'));
    settings.endpoints = { testApiUrl: `http://127.0.0.1:${emulatorPort}` };
    await writeFile(settingsPath, JSON.stringify(settings, null, 2));

    const built = run('npm', ['run', 'build'], dir, { NEXT_TELEMETRY_DISABLED: '1' });
    expect(built.code, built.output).toBe(0);

    let log = '';
    const dev = spawn('npm', ['run', 'dev'], {
      cwd: dir,
      detached: true,
      env: { ...process.env, PORT: String(sitePort), NEXT_TELEMETRY_DISABLED: '1', BROWSER: 'none' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    dev.stdout?.on('data', (d: Buffer) => (log += d.toString()));
    dev.stderr?.on('data', (d: Buffer) => (log += d.toString()));
    try {
      const site = `http://localhost:${sitePort}`;
      await waitForHttp(`http://127.0.0.1:${emulatorPort}/__dev`, 60_000, dev, () => log);
      await waitForHttp(`${site}/`, 180_000, dev, () => log);

      const email = `visitor-${template}@example.com`;
      await page.goto(`${site}/`, { timeout: 120_000 });
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Continue with email' }).click();
      await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible({ timeout: 30_000 });

      let code: string | null = null;
      await expect
        .poll(async () => {
          const res = await fetch(`http://127.0.0.1:${emulatorPort}/__dev/api/messages?to=${encodeURIComponent(email)}`);
          code = ((await res.json()) as { messages: { code: string | null }[] }).messages[0]?.code ?? null;
          return code;
        })
        .toMatch(/^\d{6}$/);
      await page.getByLabel('Digit 1 of 6').focus();
      await page.keyboard.type(code!);
      // The site's onSuccess goes to the account page, which shows who is signed in.
      await expect(page.getByText(`Signed in as ${email}`)).toBeVisible({ timeout: 60_000 });
      const cookies = await page.context().cookies(site);
      expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['authwidget_session', 'authwidget_session_jwt']));
    } finally {
      if (dev.pid) {
        try {
          process.kill(-dev.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  });
}
