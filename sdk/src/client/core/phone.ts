import {
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type Examples,
  type MetadataJson,
} from 'libphonenumber-js/core';
import { loadOnce } from './kernel.ts';
import { CALLING_CODES, NANP_METADATA } from './phoneMetadata.ts';

/** Input of `parsePhoneNumber`: what the user typed and the country chosen in the selector. */
export interface PhoneParseInput {
  phoneNumber: string;
  /** ISO 3166-1 alpha-2 region, such as `US` (the widget's default). */
  regionCode: string;
}

/** The phone parse result, in the shape of the reference SDK's `parsePhoneNumber`. */
export interface PhoneParseResult {
  isValid: boolean;
  /** E.164 (`+12015550123`), what the passcode calls take; empty when the input is not a number at all. */
  number: string;
  /** The national format (`(201) 555-0123`), what the form shows. */
  national: string;
}

/** Input of `getExamplePhoneNumber`: the country chosen in the selector. */
export interface ExamplePhoneNumberInput {
  /** ISO 3166-1 alpha-2 region, such as `GB`. */
  regionCode: string;
}

/** The answer of `getExamplePhoneNumber`, in the helper frame's shape. */
export interface ExamplePhoneNumberResult {
  /** An example mobile number of the region in its national format (`07400 123456`); absent for an unknown region. */
  phoneNumber?: string;
}

/** One row of the country selector. */
export interface CountryCallingCode {
  /** ISO 3166-1 alpha-2 region, such as `US`. */
  regionCode: string;
  /** The dial code with its plus, such as `+1`: what the selector shows for the chosen country. */
  callingCode: string;
  /** The region's name in the page's language (the region code where the browser cannot name it). */
  name: string;
}

/**
 * libphonenumber's whole `min` metadata (19 KB gzip), a chunk of its own: this module parses numbers of calling code
 * +1 (the default country's) without it, and loads it for the rest. A failed load is tried again on the next call.
 */
export const loadFullMetadata: () => Promise<MetadataJson> = loadOnce(() =>
  import('libphonenumber-js/metadata.min.json').then((module) => module.default),
);

/**
 * libphonenumber's example mobile numbers (under 2 KB gzip), a chunk of its own: only the placeholder shown after a
 * country change needs them. Mobile ones, since the field takes numbers for SMS and WhatsApp passcodes.
 */
export const loadExamples: () => Promise<Examples> = loadOnce(() =>
  import('libphonenumber-js/mobile/examples').then((module) => module.default),
);

function parseWith(metadata: MetadataJson, phoneNumber: string, region: string): PhoneParseResult | null {
  const country = region as CountryCode;
  const parsed = parsePhoneNumberFromString(phoneNumber, { defaultCountry: isSupportedCountry(country, metadata) ? country : undefined }, metadata);
  return parsed ? { isValid: parsed.isValid(), number: parsed.number, national: parsed.formatNational() } : null;
}

/**
 * Parses a phone number as typed, in the chosen region unless it starts with `+`. Uses libphonenumber's `min`
 * metadata: valid-number checks by length and prefix, a fraction of the full metadata's size. A number that is valid
 * with the metadata of +1 alone is answered at once: that part holds every +1 region whole, so the whole metadata
 * reads such a number the same way. Anything else (another country, an invalid number) is read with the whole.
 */
export async function parsePhoneNumber({ phoneNumber, regionCode }: PhoneParseInput): Promise<PhoneParseResult> {
  const region = regionCode.toUpperCase();
  const quick = parseWith(NANP_METADATA, phoneNumber, region);
  if (quick?.isValid) return quick;
  return parseWith(await loadFullMetadata(), phoneNumber, region) ?? { isValid: false, number: '', national: phoneNumber };
}

/**
 * An example number of a region, as the phone field's placeholder after a country change: libphonenumber's example
 * mobile number in the region's national format (`(201) 555-0123` for US, `07400 123456` for GB). The same answer as
 * the provider's helper frame gives for `getExamplePhoneNumber`, without a frame: +1 regions are formatted with the
 * +1 part of the metadata, other regions with the whole, as `parsePhoneNumber` does.
 */
export async function getExamplePhoneNumber({ regionCode }: ExamplePhoneNumberInput): Promise<ExamplePhoneNumberResult> {
  const region = regionCode.toUpperCase() as CountryCode;
  const [examples, metadata] = await Promise.all([
    loadExamples(),
    isSupportedCountry(region, NANP_METADATA) ? NANP_METADATA : loadFullMetadata(),
  ]);
  const example = isSupportedCountry(region, metadata) ? getExampleNumber(region, examples, metadata) : undefined;
  return example ? { phoneNumber: example.formatNational() } : {};
}

/** The region names of a locale, or null where `Intl.DisplayNames` is missing or does not know the locale. */
function regionNames(locale: string | undefined): Intl.DisplayNames | null {
  if (typeof Intl === 'undefined' || typeof Intl.DisplayNames !== 'function') return null;
  try {
    return new Intl.DisplayNames(locale ? [locale, 'en'] : ['en'], { type: 'region', fallback: 'code' });
  } catch {
    return null;
  }
}

/**
 * The country-calling-code table of the phone selector: every region libphonenumber knows, named
 * in `locale` (the page's language by default) and sorted by name for that locale.
 */
export function countryCallingCodes(options: { locale?: string } = {}): CountryCallingCode[] {
  const locale = options.locale ?? (typeof navigator === 'undefined' ? undefined : navigator.language);
  const names = regionNames(locale);
  const rows = CALLING_CODES.split(' ').map((entry) => {
    const regionCode = entry.slice(0, 2);
    return { regionCode, callingCode: `+${entry.slice(2)}`, name: names?.of(regionCode) ?? regionCode };
  });
  const collator = new Intl.Collator(locale ? [locale, 'en'] : ['en']);
  return rows.sort((a, b) => collator.compare(a.name, b.name) || a.regionCode.localeCompare(b.regionCode));
}
