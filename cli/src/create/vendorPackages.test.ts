import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { kitInputsHash, packedKitRoot, savePackedKit } from '../../../scripts/packedKit.ts';
import { writeFileIn } from '../../../scripts/writeFileIn.ts';
import { vendorPackages } from './vendorPackages.ts';

let repo: string;
const put = (path: string, text: string) => writeFileIn(repo, path, text);

beforeEach(async () => {
  // A checkout with sources and no build script: a scaffold that packs for itself fails at building the kit.
  repo = await mkdtemp(join(tmpdir(), 'vendor-packages-'));
  await put('sdk/src/index.ts', 'export const a = 1;\n');
  await put('templates/vanilla-vite/index.html', '<main></main>\n');
  const packed = [
    ['@auth-widget/sdk', 'auth-widget-sdk-0.1.0.tgz'],
    ['@auth-widget/harness', 'auth-widget-harness-0.1.0.tgz'],
    ['create-auth-widget', 'create-auth-widget-0.1.0.tgz'],
  ].map(([name, file]) => ({ name: name!, tarball: join(repo, 'out', file!) }));
  for (const { name, tarball } of packed) await put(join('out', tarball.split('/').pop()!), `kept ${name}`);
  await savePackedKit(packedKitRoot(repo, {}), kitInputsHash(repo), packed);
});
afterEach(() => rm(repo, { recursive: true, force: true }));

it("copies the kit kept for the checkout's current sources into the site's vendor/ without building or packing", async () => {
  const site = join(repo, 'site');
  expect(await vendorPackages(repo, site)).toEqual({
    '@auth-widget/sdk': 'file:./vendor/auth-widget-sdk-0.1.0.tgz',
    '@auth-widget/harness': 'file:./vendor/auth-widget-harness-0.1.0.tgz',
    'create-auth-widget': 'file:./vendor/create-auth-widget-0.1.0.tgz',
  });
  expect(await readFile(join(site, 'vendor', 'auth-widget-sdk-0.1.0.tgz'), 'utf8')).toBe('kept @auth-widget/sdk');
});

it('packs for itself once a source changed since the kit was kept', async () => {
  await put('templates/vanilla-vite/index.html', '<main>changed</main>\n');
  await expect(vendorPackages(repo, join(repo, 'site'))).rejects.toThrow(/building the kit's packages failed/);
});
