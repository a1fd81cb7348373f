import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort } from '../freePort.ts';

export interface Registry {
  url: string;
  /** The `--//host:port/:_authToken=…` flag npm publish needs; verdaccio takes any token here. */
  authFlag: string;
  stop(): Promise<void>;
}

/**
 * A verdaccio on 127.0.0.1 that keeps the kit's packages (`@auth-widget/*`, `create-auth-widget`) and proxies
 * every other name to `upstream`. The kit's names are never proxied, so a same-named public package cannot stand
 * in for what the test published.
 */
export async function startRegistry(verdaccio: string, dir: string, upstream: string): Promise<Registry> {
  const port = await freePort();
  const config = `storage: ${JSON.stringify(join(dir, 'storage'))}
uplinks:
  upstream:
    url: ${JSON.stringify(upstream)}
    timeout: 60s
packages:
  '@auth-widget/*':
    access: $all
    publish: $all
  'create-auth-widget':
    access: $all
    publish: $all
  '**':
    access: $all
    proxy: upstream
max_body_size: 200mb
web:
  enable: false
log: { type: stdout, format: pretty, level: warn }
`;
  const configPath = join(dir, 'config.yaml');
  await writeFile(configPath, config);
  let log = '';
  const child = spawn(verdaccio, ['--config', configPath, '--listen', `127.0.0.1:${port}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}/`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  for (const deadline = Date.now() + 60_000; ; ) {
    if (child.exitCode !== null) throw new Error(`verdaccio exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${url}-/ping`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`verdaccio did not answer on ${url} within 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, authFlag: `--//127.0.0.1:${port}/:_authToken=release-test`, stop };
}
