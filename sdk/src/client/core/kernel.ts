/**
 * What the lazily loaded parts of the client share, with each other and with the headless entry, in one module.
 * Lazy modules import from here only, so a bundler puts all of it in one shared chunk instead of one small chunk
 * per module, which would each cost their own request and compress worse. (The widget's lazy screens reach it
 * through `ui/kernel.ts`, for the same reason.) It re-exports core modules only, never a product: a product that
 * imports the kernel would otherwise import itself, or another product, back.
 */
export { AuthError, isAuthError, type AuthErrorCode } from './AuthError.ts';
export { authenticateCall, compact, sendVariant, type ClientContext } from './context.ts';
export { isRecord } from './isRecord.ts';
export { loadOnce } from './loadOnce.ts';
export { loadScript, type ScriptSpec } from './loadScript.ts';
export { callMessages, formatApiError } from './callMessages.ts';
export { clientMessages } from './messages.ts';
export { pkceStore } from './pkce.ts';
export { mentionsPkce, withMissingPkce } from './pkceErrors.ts';
export { checkUsage } from './usage.ts';
export { refreshUser } from './refreshUser.ts';
export { userOf } from './userOf.ts';
export { withUser } from './withUser.ts';
