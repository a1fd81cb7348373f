import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runAsync } from '../run.ts';

/**
 * The release test's own tools, installed on first use into a cache folder inside node_modules (git ignores it,
 * `npm ci` starts it afresh) rather than as devDependencies: verdaccio alone brings some 350 packages that every
 * `npm ci` would install for a test only releases run. Later runs reuse the folder.
 */
const TOOLS = {
  // 5.x: 6.x needs Node 22.
  verdaccio: '5.33.0',
  publint: '0.3.25',
  '@arethetypeswrong/cli': '0.18.5',
};

export interface Tools {
  verdaccio: string;
  publint: string;
  attw: string;
}

export async function ensureTools(repo: string): Promise<Tools> {
  const key = Object.entries(TOOLS).map(([name, version]) => `${name.replace(/\W/g, '')}${version}`).join('-');
  const dir = join(repo, 'node_modules', '.cache', 'auth-widget-release', key);
  const bin = (name: string) => join(dir, 'node_modules', '.bin', name);
  const tools = { verdaccio: bin('verdaccio'), publint: bin('publint'), attw: bin('attw') };
  if (Object.values(tools).every((path) => existsSync(path))) return tools;
  await mkdir(dir, { recursive: true });
  // verdaccio 5 depends on `node-fetch@cjs`, a dist-tag the public registry does not serve: pin it.
  const manifest = { private: true, dependencies: TOOLS, overrides: { 'node-fetch': '2.7.0' } };
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // Without blocking: on a fresh machine this install waits on the registry while the kit builds beside it.
  const result = await runAsync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  if (result.code !== 0) throw new Error(`installing the release test's tools failed:\n${result.output}`);
  return tools;
}
