/**
 * Writes `custom-elements.json`, the Custom Elements Manifest of `@auth-widget/sdk/elements`, from the elements' one
 * description (`src/elements/elementSpecs.ts`). Run with `npm run manifest -w @auth-widget/sdk` after changing it; a
 * test fails while the shipped file differs.
 */
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { customElementsManifestJson } from '../src/elements/customElementsManifest.ts';

const file = join(dirname(dirname(fileURLToPath(import.meta.url))), 'custom-elements.json');
await writeFile(file, customElementsManifestJson());
console.log(`custom-elements.json written (${file})`);
