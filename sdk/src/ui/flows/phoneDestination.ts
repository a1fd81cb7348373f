import { parsePhoneNumber } from '../../client/core/lazyPhone.ts';

/**
 * The passcode destination shown for a phone: the dial code and the national format ("+1 (201) 555-0123"), or the
 * E.164 number when the typed number belongs to another country than the selected one.
 */
export function phoneDestination(callingCode: string, parsed: { number: string; national: string }): string {
  return parsed.number.startsWith(callingCode) ? `${callingCode} ${parsed.national}` : parsed.number;
}

/**
 * The E.164 number of a stored destination, for "Resend code". The destination starts with its dial code, so the
 * parse does not depend on a selected country (libphonenumber drops a national trunk prefix after the code).
 */
export async function e164Of(destination: string): Promise<string> {
  const parsed = await parsePhoneNumber({ phoneNumber: destination, regionCode: 'US' });
  return parsed.isValid ? parsed.number : destination.replace(/[^\d+]/g, '');
}
