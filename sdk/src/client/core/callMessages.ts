import { PROVIDER_NAME } from '../../protocol/constants.ts';

/**
 * The messages of the client's errors that only a call under way meets (an answer that cannot be read, the captcha,
 * a PKCE verifier or passkeys missing): out of the first load, with the lazily loaded code that raises them.
 */
export const callMessages = {
  invalidJson: `Invalid JSON response from the ${PROVIDER_NAME} servers.`,
  noResponse: 'Invalid or no response from server',
  invalidResponse: `Invalid response from the ${PROVIDER_NAME} servers.`,
  captchaUnavailable: 'Unable to query captcha and/or dfp telemetry ID',
  schemaHeader: 'Request does not match expected schema',
  missingPkce: 'Make sure this flow is completed on the same device on which it was started.',
  passkeysUnsupported: 'Passkeys are not supported in this browser.',
} as const;

/** "[status] type", the message, then "See url for more information.". */
export function formatApiError(status: number, type: string, message: string, url?: string): string {
  const lines = [`[${status}] ${type}`, message];
  if (url) lines.push(`See ${url} for more information.`);
  return lines.join('\n');
}
