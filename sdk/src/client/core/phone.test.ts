import { describe, expect, test } from 'vitest';
import { countryCallingCodes, getExamplePhoneNumber, parsePhoneNumber } from './lazyPhone.ts';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { getExampleNumber } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import * as eager from './phone.ts';

describe('parsePhoneNumber', () => {
  test.each([
    ['(201) 555-0123', 'US', '+12015550123', '(201) 555-0123'],
    ['201-555-0123', 'US', '+12015550123', '(201) 555-0123'],
    ['2015550123', 'us', '+12015550123', '(201) 555-0123'],
    ['020 7183 8750', 'GB', '+442071838750', '020 7183 8750'],
    ['+44 20 7183 8750', 'US', '+442071838750', '020 7183 8750'],
    ['06 12 34 56 78', 'FR', '+33612345678', '06 12 34 56 78'],
  ])('%s in %s is valid: %s, national %s', async (phoneNumber, regionCode, number, national) => {
    expect(await parsePhoneNumber({ phoneNumber, regionCode })).toEqual({ isValid: true, number, national });
  });

  test.each([
    ['123', 'US'],
    ['(555) 555-5555', 'US'],
    ['201555012', 'US'],
    ['020 7183 8750', 'US'],
    ['2015550123', 'ZZ'],
  ])('%s in %s is not a valid number', async (phoneNumber, regionCode) => {
    expect((await parsePhoneNumber({ phoneNumber, regionCode })).isValid).toBe(false);
  });

  test('text that is no number at all gives no E.164 and keeps the input as its national form', async () => {
    expect(await parsePhoneNumber({ phoneNumber: 'call me', regionCode: 'US' })).toEqual({ isValid: false, number: '', national: 'call me' });
  });

  test('the lazy wrapper gives what the module gives', async () => {
    const input = { phoneNumber: '(201) 555-0123', regionCode: 'US' };
    expect(await parsePhoneNumber(input)).toEqual(await eager.parsePhoneNumber(input));
  });

  test.each([
    ['(201) 555-0123', 'US'],
    ['+1 416 555 0199', 'US'],
    ['416 555 0199', 'CA'],
    ['876 555 0123', 'JM'],
    ['787 555 0123', 'PR'],
    ['+1 876 555 0123', 'GB'],
    ['(555) 555-5555', 'US'],
    ['011 44 20 7183 8750', 'US'],
    ['+44 20 7183 8750', 'CA'],
  ])('%s in %s reads as with the whole metadata (the +1 part answers valid +1 numbers alone)', async (phoneNumber, regionCode) => {
    const whole = parsePhoneNumberFromString(phoneNumber, { defaultCountry: regionCode as CountryCode });
    const expected = whole ? { isValid: whole.isValid(), number: whole.number, national: whole.formatNational() } : { isValid: false, number: '', national: phoneNumber };
    expect(await eager.parsePhoneNumber({ phoneNumber, regionCode })).toEqual(expected);
  });
});

describe('countryCallingCodes', () => {
  test('every region once, with its dial code and English name, sorted by name', async () => {
    const rows = await countryCallingCodes({ locale: 'en' });
    expect(rows.length).toBeGreaterThan(200);
    expect(new Set(rows.map((r) => r.regionCode)).size).toBe(rows.length);
    expect(rows).toContainEqual({ regionCode: 'US', callingCode: '+1', name: 'United States' });
    expect(rows).toContainEqual({ regionCode: 'GB', callingCode: '+44', name: 'United Kingdom' });
    expect(rows).toContainEqual({ regionCode: 'FR', callingCode: '+33', name: 'France' });
    const names = rows.map((r) => r.name);
    const collator = new Intl.Collator(['en']);
    expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)));
    for (const row of rows) expect(row.callingCode).toMatch(/^\+\d{1,4}$/);
  });

  test('the table is libphonenumber\'s: the same regions and dial codes', async () => {
    const rows = await countryCallingCodes({ locale: 'en' });
    expect(rows.map((r) => r.regionCode).sort()).toEqual([...getCountries()].sort());
    for (const row of rows) expect(row.callingCode).toBe(`+${getCountryCallingCode(row.regionCode as CountryCode)}`);
  });

  test('names follow the locale', async () => {
    const rows = await countryCallingCodes({ locale: 'fr' });
    expect(rows.find((r) => r.regionCode === 'DE')?.name).toBe('Allemagne');
    expect(rows.find((r) => r.regionCode === 'US')?.callingCode).toBe('+1');
  });
});

describe('getExamplePhoneNumber', () => {
  test.each([
    ['US', '(201) 555-0123'],
    ['gb', '07400 123456'],
    ['FR', '06 12 34 56 78'],
    ['JM', '(876) 210-1234'],
  ])('%s: %s, the example mobile number in the national format', async (regionCode, phoneNumber) => {
    expect(await getExamplePhoneNumber({ regionCode })).toEqual({ phoneNumber });
  });

  test('a region the library does not know has no example', async () => {
    expect(await getExamplePhoneNumber({ regionCode: 'ZZ' })).toEqual({});
  });

  test('every region reads as with the whole metadata (the +1 part formats the +1 regions alone)', async () => {
    for (const regionCode of getCountries()) {
      const whole = getExampleNumber(regionCode, examples)?.formatNational();
      expect(await eager.getExamplePhoneNumber({ regionCode }), regionCode).toEqual({ phoneNumber: whole });
    }
  });
});
