/**
 * Values of the client's own behaviour, not of the wire (those are in `protocol/constants.ts`): the products the widget
 * can offer. The session's timing is in `session/sessionTiming.ts`, with the lazy part that reads it.
 */

/** Widget products. */
export const PRODUCTS = ['emailMagicLinks', 'oauth', 'otp', 'crypto', 'passwords', 'passkeys'] as const;
export type Product = (typeof PRODUCTS)[number];
