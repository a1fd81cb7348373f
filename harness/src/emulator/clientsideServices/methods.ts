import { getExampleNumber, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { ApiError, SchemaError } from '../errors.ts';
import type { EmulatorRuntime } from '../runtime.ts';
import type { Store } from '../store.ts';
import { parseBody } from '../validate.ts';
import { oneTapStart, oneTapSubmit, type OneTapCaller } from '../oneTap/operations.ts';
import { API_ERROR_NAME, type ClientsideAnswer, type ClientsideMethod, type FlattenedApiError } from './protocol.ts';

/**
 * `parsedPhoneNumber`: parsed here rather than in the frame's page so the page stays a few lines of script with
 * nothing to bundle. The same library and metadata as the client's `parsePhoneNumber` (libphonenumber-js, `min`), so
 * the emulator and the client parse alike.
 */
async function parsedPhoneNumber(_caller: OneTapCaller, args: unknown) {
  const [first] = Array.isArray(args) ? args : [];
  let input: { phoneNumber: string; regionCode?: string | undefined };
  try {
    input = parseBody(first, { phoneNumber: 'string', regionCode: 'string?' });
  } catch (error) {
    if (!(error instanceof SchemaError)) throw error;
    throw new ApiError(400, 'invalid_phone_number', 'parsedPhoneNumber takes [{ phoneNumber, regionCode }] with string values.');
  }
  const region = (input.regionCode ?? 'US').toUpperCase();
  const parsed = parsePhoneNumberFromString(input.phoneNumber, isSupportedCountry(region) ? region : undefined);
  if (!parsed) return { isValid: false, number: '', national: input.phoneNumber };
  return { isValid: parsed.isValid(), number: parsed.number, national: parsed.formatNational() };
}

/**
 * `getExamplePhoneNumber`: libphonenumber's example mobile number of the region, in its national format, with the
 * library and data the sdk's `getExamplePhoneNumber` uses. A region the library does not know has no example: the
 * answer is then `{}`, and the reference UI keeps its default placeholder, where a refusal would be an unhandled
 * rejection in its change handler.
 */
async function getExamplePhoneNumber(_caller: OneTapCaller, args: unknown) {
  const [first] = Array.isArray(args) ? args : [];
  let input: { regionCode: string };
  try {
    input = parseBody(first, { regionCode: 'string' });
  } catch (error) {
    if (!(error instanceof SchemaError)) throw error;
    throw new ApiError(400, 'invalid_phone_number', 'getExamplePhoneNumber takes [{ regionCode }] with a string value.');
  }
  const region = input.regionCode.toUpperCase();
  const example = isSupportedCountry(region) ? getExampleNumber(region, examples) : undefined;
  return example ? { phoneNumber: example.formatNational() } : {};
}

const METHODS: Record<ClientsideMethod, (caller: OneTapCaller, args: unknown) => unknown> = {
  parsedPhoneNumber,
  getExamplePhoneNumber,
  oneTapStart,
  oneTapSubmit,
};

/** An API refusal flattened as the reference SDK's error marshalling does (see protocol.ts). */
export function flattenApiError(error: ApiError, context: { requestId: string; runtime: EmulatorRuntime }): FlattenedApiError {
  const errorUrl = `${context.runtime.url}/__dev/errors#${error.type}`;
  const message =
    `[${error.status}] ${error.type}\n${error.message}\nSee ${errorUrl} for more information.\n` +
    `request_id: ${context.requestId}\n`;
  return {
    name: API_ERROR_NAME,
    message,
    stack: `${API_ERROR_NAME}: ${message}`,
    status_code: error.status,
    error_type: error.type,
    error_message: error.message,
    error_url: errorUrl,
    request_id: context.requestId,
  };
}

/** Runs a method for a page of `origin`, answering as the frame answers on its port. */
export async function runMethod(
  method: ClientsideMethod,
  call: { origin: string; args: unknown; store: Store; runtime: EmulatorRuntime; requestId: string },
): Promise<{ status: number; answer: ClientsideAnswer }> {
  try {
    const payload = await METHODS[method]({ origin: call.origin, store: call.store, runtime: call.runtime }, call.args);
    return { status: 200, answer: { success: true, payload } };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, answer: { success: false, error: flattenApiError(error, call) } };
  }
}
