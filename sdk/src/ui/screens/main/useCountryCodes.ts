import { useEffect, useState } from 'react';
import { countryCallingCodes, type CountryCallingCode } from '../../../client/core/lazyPhone.ts';
import { afterPaint } from '../../afterPaint.ts';

/** The selector's default country. */
export const DEFAULT_REGION = 'US';

/** Shown until the table arrives: the default country only. */
const INITIAL: CountryCallingCode[] = [{ regionCode: DEFAULT_REGION, callingCode: '+1', name: DEFAULT_REGION }];

/**
 * The country-calling-code table, loaded with the phone helpers once the phone field has first painted: libphonenumber
 * and its metadata are imported lazily so they are never part of the widget's first load (DESIGN "sdk layout").
 */
export function useCountryCodes(locale: string): CountryCallingCode[] {
  const [countries, setCountries] = useState<CountryCallingCode[]>(INITIAL);
  useEffect(() => {
    let live = true;
    // Loaded once the form has painted: an import() costs the main thread a few ms, and the first screen should not
    // wait for them (an effect alone is too early: Preact runs effects in the animation frame, before its paint).
    // Names and their order in the widget's language (`Intl.DisplayNames`, `Intl.Collator`).
    const cancel = afterPaint(() => {
      countryCallingCodes({ locale }).then(
        (table) => {
          if (live && table.length > 0) setCountries(table);
        },
        (error: unknown) => console.error('auth-widget: the country list could not be loaded', error),
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [locale]);
  return countries;
}
