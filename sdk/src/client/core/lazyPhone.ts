import type { CountryCallingCode, PhoneParseInput, PhoneParseResult } from './phone.ts';
import type * as phone from './phone.ts';

type PhoneModule = typeof phone;

let phoneModule: Promise<PhoneModule> | null = null;

/** The phone helpers with libphonenumber's metadata, loaded on first use so the entry's first load stays small. */
function loadPhone(): Promise<PhoneModule> {
  phoneModule ??= import('./phone.ts').catch((error: unknown) => {
    phoneModule = null;
    throw error;
  });
  return phoneModule;
}

/**
 * Starts loading the phone helpers now (a phone field is about to show), so the selector's table and the numbers of
 * the default country's calling code are ready one fetch later. A failed load shows where the helpers are used (the
 * selector's table, the submit), which load them again.
 */
export function preloadPhone(): void {
  loadPhone().catch(() => {});
}

/** Loads the other countries' metadata ahead of a number that needs it (the widget does it once idle). */
export function preloadPhoneMetadata(): void {
  loadPhone()
    .then((module) => module.loadFullMetadata())
    .catch(() => {});
}

/** Parses a phone number in the chosen region: `{ isValid, number (E.164), national }` (loads the metadata once). */
export async function parsePhoneNumber(input: PhoneParseInput): Promise<PhoneParseResult> {
  return (await loadPhone()).parsePhoneNumber(input);
}

/** The country selector's table, sorted by region name (loads the metadata once). */
export async function countryCallingCodes(options: { locale?: string } = {}): Promise<CountryCallingCode[]> {
  return (await loadPhone()).countryCallingCodes(options);
}

export type { CountryCallingCode, PhoneParseInput, PhoneParseResult };
