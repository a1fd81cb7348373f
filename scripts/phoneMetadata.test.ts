import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { PHONE_METADATA_FILE, phoneMetadataSource } from './phoneMetadata.ts';

test('the phone metadata module matches the installed libphonenumber-js (else run npm run phone-metadata)', async () => {
  expect(await readFile(PHONE_METADATA_FILE, 'utf8')).toBe(phoneMetadataSource());
});
