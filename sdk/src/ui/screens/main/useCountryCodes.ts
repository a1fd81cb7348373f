import { useEffect, useState } from 'react';
import { countryCallingCodes, preloadPhone, type CountryCallingCode } from '../../../client/core/lazyPhone.ts';

/** The selector's default country. */
export const DEFAULT_REGION = 'US';

/** Shown until the table arrives: the default country only. */
const INITIAL: CountryCallingCode[] = [{ regionCode: DEFAULT_REGION, callingCode: '+1', name: DEFAULT_REGION }];

/**
 * The country-calling-code table, loaded with the phone helpers when the phone field first renders: libphonenumber
 * and its metadata are imported lazily so they are never part of the widget's first load (DESIGN "sdk layout").
 */
export function useCountryCodes(locale: string): CountryCallingCode[] {
  // The fetch starts while the form first renders, not after it has painted: the table and the default country's
  // parsing are then one fetch away from the first screen.
  const [countries, setCountries] = useState<CountryCallingCode[]>(() => {
    // Not on a server, which renders the first screen from the config alone: the table comes after the takeover.
    if (typeof document !== 'undefined') preloadPhone();
    return INITIAL;
  });
  useEffect(() => {
    let live = true;
    // Names and their order in the widget's language (`Intl.DisplayNames`, `Intl.Collator`).
    countryCallingCodes({ locale }).then(
      (table) => {
        if (live && table.length > 0) setCountries(table);
      },
      (error: unknown) => console.error('auth-widget: the country list could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return countries;
}
