/**
 * What calls need besides the request itself, in one chunk that the first load goes without (`loadRequestParts`):
 * the sending of a call with its headers and the reading of its answer, the client telemetry a call and a telemetry
 * event carry, the reading of error answers, the bot-protection gate and the retry a captcha demand gets, the
 * telemetry batch's own call, and the session's runtime (its writes, refresh, other tabs, authenticate and revoke).
 * None of it imports the client's kernel or `Network`, whose modules lead back to this one's loader.
 */
export { telemetryBlob } from './telemetryBlob.ts';
export { errorFromBody } from './errorFromBody.ts';
export { createBotProtectionGate } from '../botProtection/botProtectionGate.ts';
export { sendEventBatch } from '../sendEventBatch.ts';
export { callProvider } from './callProvider.ts';
export { SessionRuntime } from '../session/sessionRuntime.ts';
