import { PROVIDER_NAME } from '../../protocol/constants.ts';

/** The network, response and native-style messages the client's errors carry, in one place. */
export const clientMessages = {
  networkError: `Unable to contact the ${PROVIDER_NAME} servers. Are you online?`,
  invalidJson: `Invalid JSON response from the ${PROVIDER_NAME} servers.`,
  noResponse: 'Invalid or no response from server',
  invalidResponse: `Invalid response from the ${PROVIDER_NAME} servers.`,
  captchaUnavailable: 'Unable to query captcha and/or dfp telemetry ID',
  schemaHeader: 'Request does not match expected schema',
  missingPkce: 'Make sure this flow is completed on the same device on which it was started.',
  noCurrentSession: 'There is no current session: sign in first.',
  passkeysUnsupported: 'Passkeys are not supported in this browser.',
  sdkNotConfigured: 'The client is not configured: create it with createAuthClient(publicToken, options).',
} as const;

/** "[status] type", the message, then "See url for more information.". */
export function formatApiError(status: number, type: string, message: string, url?: string): string {
  const lines = [`[${status}] ${type}`, message];
  if (url) lines.push(`See ${url} for more information.`);
  return lines.join('\n');
}
