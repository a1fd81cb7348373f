/**
 * What calls need besides the request itself, in one chunk that the first load goes without (`loadRequestParts`):
 * the sending of a call with its headers and telemetry and the reading of its answer, the reading of error answers,
 * the bot-protection gate and the retry a captcha demand gets, the telemetry batch's own call, and the session's
 * authenticate and revoke calls. None of it imports the client's kernel, `Network` or the session manager, whose
 * modules lead back to this one's loader.
 */
export { errorFromBody } from './errorFromBody.ts';
export { createBotProtectionGate } from '../botProtection/botProtectionGate.ts';
export { sendEventBatch } from '../sendEventBatch.ts';
export { callProvider } from './callProvider.ts';
export { authenticateSession, revokeSession } from '../session/sessionCalls.ts';
