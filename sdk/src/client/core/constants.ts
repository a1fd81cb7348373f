/**
 * Values of the client's own behaviour, not of the wire (those are in `protocol/constants.ts`): its session timing
 * and the products the widget can offer.
 */

/** Background refresh interval and the intermediate session cookie's lifetime. */
export const SESSION_REFRESH_INTERVAL_MS = 180_000;
export const INTERMEDIATE_SESSION_COOKIE_MINUTES = 10;

/** Widget products. */
export const PRODUCTS = ['emailMagicLinks', 'oauth', 'otp', 'crypto', 'passwords', 'passkeys'] as const;
export type Product = (typeof PRODUCTS)[number];
