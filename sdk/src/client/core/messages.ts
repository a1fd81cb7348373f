import { PROVIDER_NAME } from '../../protocol/constants.ts';

/**
 * The messages of the client's errors that the first load itself can raise (a call that cannot reach the provider, a
 * call without a session, a client not made by createAuthClient). The ones only a call under way can meet are in
 * `callMessages.ts`, which loads with the code that reads answers.
 */
export const clientMessages = {
  networkError: `Unable to contact the ${PROVIDER_NAME} servers. Are you online?`,
  noCurrentSession: 'There is no current session: sign in first.',
  sdkNotConfigured: 'The client is not configured: create it with createAuthClient(publicToken, options).',
} as const;
