import { isAuthError } from '../../core/AuthError.ts';
import { isRecord } from '../../core/isRecord.ts';
import type { OneTapErrorInfo } from './googleOneTapTypes.ts';

export type { GoogleOneTapApi } from './createGoogleOneTap.ts';
export type {
  GoogleOneTapPrompt,
  GoogleOneTapStartOptions,
  OneTapErrorInfo,
  OneTapFailureReason,
  OneTapPosition,
  OneTapState,
} from './googleOneTapTypes.ts';

/** True for One Tap error details. */
function isErrorInfo(value: unknown): value is OneTapErrorInfo {
  return isRecord(value) && typeof value.type === 'string' && typeof value.state === 'string' && typeof value.message === 'string';
}

/** The One Tap details of an error from `oauth.googleOneTap`, or null: the widget picks its message by `state`. */
export function oneTapErrorInfo(error: unknown): OneTapErrorInfo | null {
  return isAuthError(error) && isErrorInfo(error.cause) ? error.cause : null;
}
