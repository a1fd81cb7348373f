import { parsePhoneNumber } from '../../client/core/lazyPhone.ts';

/**
 * The E.164 number of a stored destination, for "Resend code". The destination starts with its dial code, so the
 * parse does not depend on a selected country (libphonenumber drops a national trunk prefix after the code).
 */
export async function e164Of(destination: string): Promise<string> {
  const parsed = await parsePhoneNumber({ phoneNumber: destination, regionCode: 'US' });
  return parsed.isValid ? parsed.number : destination.replace(/[^\d+]/g, '');
}
