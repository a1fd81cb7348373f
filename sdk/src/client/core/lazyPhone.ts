import type { CountryCallingCode, ExamplePhoneNumberInput, ExamplePhoneNumberResult, PhoneParseInput, PhoneParseResult } from './phone.ts';
import type * as phone from './phone.ts';
import { freshImport } from './freshImport.ts';
import { loadOnce } from './loadOnce.ts';

type PhoneModule = typeof phone;

/** The phone helpers with libphonenumber's metadata, loaded on first use so the entry's first load stays small. */
const loadPhone: () => Promise<PhoneModule> = loadOnce(freshImport(() => import('./phone.ts')));

/** Loads a lazy part of the phone helpers ahead of its use; a failure is left to the call that needs the part. */
function preloadPart(load: (module: PhoneModule) => Promise<unknown>): void {
  loadPhone().then(load).catch(() => {});
}

/** Loads the other countries' metadata ahead of a number that needs it (the widget does it once idle). */
export function preloadPhoneMetadata(): void {
  preloadPart((module) => module.loadFullMetadata());
}

/** Parses a phone number in the chosen region: `{ isValid, number (E.164), national }` (loads the metadata once). */
export async function parsePhoneNumber(input: PhoneParseInput): Promise<PhoneParseResult> {
  return (await loadPhone()).parsePhoneNumber(input);
}

/**
 * Loads the example numbers ahead of a country change (the widget does it when the visitor opens the selector), so
 * the placeholder follows the new country at once.
 */
export function preloadPhoneExamples(): void {
  preloadPart((module) => module.loadExamples());
}

/**
 * An example number of a region in its national format, `{ phoneNumber }` (absent for an unknown region): what the
 * provider's helper frame answers for `getExamplePhoneNumber`, and what the phone field shows as its placeholder
 * after a country change. Loads the example numbers once, and the metadata of regions outside +1.
 */
export async function getExamplePhoneNumber(input: ExamplePhoneNumberInput): Promise<ExamplePhoneNumberResult> {
  return (await loadPhone()).getExamplePhoneNumber(input);
}

/** The country selector's table, sorted by region name (loads the metadata once). */
export async function countryCallingCodes(options: { locale?: string } = {}): Promise<CountryCallingCode[]> {
  return (await loadPhone()).countryCallingCodes(options);
}

export type { CountryCallingCode, ExamplePhoneNumberInput, ExamplePhoneNumberResult, PhoneParseInput, PhoneParseResult };
