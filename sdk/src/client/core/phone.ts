import { getCountries, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Input of `parsePhoneNumber` (spec section 3): what the user typed and the country chosen in the selector. */
export interface PhoneParseInput {
  phoneNumber: string;
  /** ISO 3166-1 alpha-2 region, such as `US` (the widget's default). */
  regionCode: string;
}

/** The phone parse result of spec section 3. */
export interface PhoneParseResult {
  isValid: boolean;
  /** E.164 (`+12015550123`), what the passcode calls take; empty when the input is not a number at all. */
  number: string;
  /** The national format (`(201) 555-0123`), what the form shows. */
  national: string;
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
 * Parses a phone number as typed, in the chosen region unless it starts with `+`. Uses libphonenumber's `min`
 * metadata: valid-number checks by length and prefix, a fraction of the full metadata's size.
 */
export function parsePhoneNumber({ phoneNumber, regionCode }: PhoneParseInput): PhoneParseResult {
  const region = regionCode.toUpperCase();
  const parsed = parsePhoneNumberFromString(phoneNumber, isSupportedCountry(region) ? region : undefined);
  if (!parsed) return { isValid: false, number: '', national: phoneNumber };
  return { isValid: parsed.isValid(), number: parsed.number, national: parsed.formatNational() };
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
 * The country-calling-code table of the phone selector (spec section 3): every region libphonenumber knows, named
 * in `locale` (the page's language by default) and sorted by name for that locale.
 */
export function countryCallingCodes(options: { locale?: string } = {}): CountryCallingCode[] {
  const locale = options.locale ?? (typeof navigator === 'undefined' ? undefined : navigator.language);
  const names = regionNames(locale);
  const rows = getCountries().map((regionCode) => ({
    regionCode,
    callingCode: `+${getCountryCallingCode(regionCode)}`,
    name: names?.of(regionCode) ?? regionCode,
  }));
  const collator = new Intl.Collator(locale ? [locale, 'en'] : ['en']);
  return rows.sort((a, b) => collator.compare(a.name, b.name) || a.regionCode.localeCompare(b.regionCode));
}
