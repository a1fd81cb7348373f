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
 * Starts loading the phone helpers now (a phone field is about to show), so the selector's table and the default
 * country's numbers are ready one fetch later; the other countries' metadata follows when the browser is idle.
 */
export function preloadPhone(): void {
  loadPhone().then(
    (module) => {
      const idle = globalThis.requestIdleCallback as typeof requestIdleCallback | undefined;
      const later = (task: () => void) => (idle ? idle(task, { timeout: 2000 }) : setTimeout(task, 0));
      later(() => module.loadFullMetadata().catch(() => {}));
    },
    // A failed load shows where the helpers are used (the selector's table, the submit), which try again.
    () => {},
  );
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
