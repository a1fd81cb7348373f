/**
 * `npm run phone-metadata`: writes `sdk/src/client/core/phoneMetadata.ts` from the installed libphonenumber-js `min`
 * metadata: the country-calling-code table (every region and its dial code) and the whole metadata of calling code
 * +1 (the selector's default country and the other North American Numbering Plan regions). The phone field can then
 * list countries and parse its default country's numbers from a chunk of 12 KB gzip, while the 19 KB of the other
 * countries' metadata follows. `phoneMetadata.test.ts` fails when the file no longer matches the installed library.
 */
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import metadata from 'libphonenumber-js/metadata.min.json';

export const PHONE_METADATA_FILE = join(dirname(fileURLToPath(import.meta.url)), '../sdk/src/client/core/phoneMetadata.ts');

/** The text of `phoneMetadata.ts` for the installed metadata. */
export function phoneMetadataSource(): string {
  const codes = metadata.country_calling_codes as Record<string, string[]>;
  const countries = metadata.countries as Record<string, unknown>;
  const table = Object.entries(codes)
    .flatMap(([code, regions]) => regions.filter((region) => region !== '001').map((region) => `${region}${code}`))
    .sort()
    .join(' ');
  const nanp = codes['1']!;
  const subset = { version: metadata.version, country_calling_codes: { 1: nanp }, countries: Object.fromEntries(nanp.map((region) => [region, countries[region]])) };
  return `// Written by \`npm run phone-metadata\` from libphonenumber-js's \`min\` metadata; do not edit.
import type { MetadataJson } from 'libphonenumber-js/core';

/** Every region with its dial code, \`US1\` style, space-separated: the phone selector's table. */
export const CALLING_CODES = ${JSON.stringify(table)};

/** The whole metadata of calling code +1 (the default country, US, and the rest of its numbering plan). */
export const NANP_METADATA = ${JSON.stringify(subset)} as unknown as MetadataJson;
`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(PHONE_METADATA_FILE, phoneMetadataSource());
  console.log(`phone-metadata: wrote ${PHONE_METADATA_FILE.split('/').slice(-5).join('/')}`);
}
