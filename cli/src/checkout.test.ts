import { execFileSync, spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** A fresh checkout of the working tree: the files git would clone (tracked and new, never ignored ones). */
async function freshCheckout(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'aw-checkout-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: repo, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(join(repo, file)));
  for (const file of files) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await cp(join(repo, file), join(dir, file));
  }
  return dir;
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', npm_config_audit: 'false', npm_config_fund: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { code: result.status, stdout: result.stdout, out: `${result.stdout}\n${result.stderr}` };
}

describe('the CLI in a fresh checkout, right after npm install (nothing built)', () => {
  let checkout = '';
  afterAll(async () => {
    if (checkout) await rm(checkout, { recursive: true, force: true });
  });

  it("runs the README's npx create-auth-widget and npx auth-widget doctor", { timeout: 600_000 }, async () => {
    checkout = await freshCheckout();
    const install = run('npm', ['install', '--prefer-offline', '--ignore-scripts'], checkout);
    expect(install.code, install.out).toBe(0);
    expect(existsSync(join(checkout, 'cli', 'dist'))).toBe(false);

    const created = run(
      'npx',
      ['--no-install', 'create-auth-widget', 'my-site', '--template', 'react-vite', '--products', 'otp,passkeys', '--otp-methods', 'email', '--yes', '--no-install'],
      checkout,
    );
    expect(created.code, created.out).toBe(0);
    const config = JSON.parse(await readFile(join(checkout, 'my-site', 'auth-widget.config.json'), 'utf8'));
    expect(config.config.products).toEqual(['otp', 'passkeys']);

    const doctor = run('npx', ['--no-install', 'auth-widget', 'doctor', '--config', 'my-site/auth-widget.config.json', '--json'], checkout);
    expect(doctor.code, doctor.out).toBe(0);
    expect(JSON.parse(doctor.stdout).ok).toBe(true);
  });
});
