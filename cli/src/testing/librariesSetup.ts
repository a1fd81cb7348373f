import { fileURLToPath } from 'node:url';
import { buildLibraries } from '../../../scripts/buildLibraries.ts';

/**
 * The sdk and harness that a scaffold from this checkout packs, built once before the scaffolding test files start
 * (unless their build is current), since those files run side by side and two builds at once would write one dist/.
 */
export default async function setup(): Promise<void> {
  await buildLibraries(fileURLToPath(new URL('../../..', import.meta.url)));
}
