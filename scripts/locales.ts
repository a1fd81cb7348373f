/**
 * `npm run locales`: the widget's shipped locales and how complete each catalogue is. Prints how many locales are
 * complete out of those shipped, which are right to left, and one line per locale with its key coverage against
 * English; exits 1 when any catalogue lacks a key (or has an empty text) or has a key English does not, so a
 * catalogue merged half-done is caught before release. The pseudo-locales (`en-XA`, `ar-XB`) are made from English
 * at load time and are not among them.
 */
import { fileURLToPath } from 'node:url';
import { LOCALES, loadCatalogue, RTL_LOCALES, type Strings } from '@auth-widget/sdk/locales';

/** One catalogue's coverage of the English keys. */
export interface LocaleCoverage {
  locale: string;
  rtl: boolean;
  /** English keys with a non-empty text in the catalogue. */
  covered: number;
  /** English keys the catalogue lacks or leaves empty. */
  missing: string[];
  /** Keys the catalogue has and English does not (a renamed or removed key left behind). */
  extra: string[];
}

/** The coverage of each catalogue against `english`'s keys. */
export function localeCoverage(
  english: Record<string, string>,
  catalogues: readonly { locale: string; rtl: boolean; strings: Record<string, string> }[],
): LocaleCoverage[] {
  const keys = Object.keys(english);
  return catalogues.map(({ locale, rtl, strings }) => {
    const missing = keys.filter((key) => typeof strings[key] !== 'string' || strings[key].trim() === '');
    const extra = Object.keys(strings).filter((key) => !Object.hasOwn(english, key));
    return { locale, rtl, covered: keys.length - missing.length, missing, extra };
  });
}

/** The report's lines and whether every catalogue is complete. */
export function coverageReport(coverage: readonly LocaleCoverage[], keyCount: number): { lines: string[]; complete: boolean } {
  const isComplete = (row: LocaleCoverage) => row.missing.length === 0 && row.extra.length === 0;
  const complete = coverage.filter(isComplete);
  const rtl = coverage.filter((row) => row.rtl).map((row) => row.locale);
  const lines = [
    `${complete.length} of ${coverage.length} locales complete (${keyCount} keys each)`,
    `${rtl.length} right to left: ${rtl.join(' ') || '-'}`,
  ];
  for (const row of coverage) {
    const percent = keyCount === 0 ? 100 : Math.floor((row.covered / keyCount) * 1000) / 10;
    let line = `${row.locale.padEnd(6)} ${String(percent).padStart(5)} %  ${row.covered}/${keyCount}${row.rtl ? '  rtl' : ''}`;
    if (row.missing.length > 0) line += `  missing: ${row.missing.slice(0, 5).join(', ')}${row.missing.length > 5 ? ` (+${row.missing.length - 5})` : ''}`;
    if (row.extra.length > 0) line += `  not in English: ${row.extra.slice(0, 5).join(', ')}${row.extra.length > 5 ? ` (+${row.extra.length - 5})` : ''}`;
    lines.push(line);
  }
  return { lines, complete: complete.length === coverage.length };
}

/** Every shipped catalogue with its direction, English first. */
export async function shippedCatalogues(): Promise<{ locale: string; rtl: boolean; strings: Strings }[]> {
  return Promise.all(LOCALES.map(async (locale) => ({ locale, rtl: RTL_LOCALES.includes(locale), strings: await loadCatalogue(locale) })));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const catalogues = await shippedCatalogues();
  const english = catalogues[0]!.strings;
  const { lines, complete } = coverageReport(localeCoverage(english, catalogues), Object.keys(english).length);
  for (const line of lines) console.log(line);
  if (!complete) {
    console.error('locales: a catalogue has a gap (see the lines above)');
    process.exitCode = 1;
  }
}
