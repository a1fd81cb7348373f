/**
 * The B2B enumerations of the reference provider's API: what an organization (B2B) sign-in is configured with. Each array holds
 * the values of the reference provider's SDK enum of the same meaning, in the spec's order (conformance compares
 * them with that SDK's published code). In that SDK they type its B2B UI's configuration only; the one B2B call
 * of the spec (`b2b.organizations.members.search`) takes none of them. Plain values.
 */

/** B2B products; the reference SDK's `B2BProducts`. */
export const B2B_PRODUCTS = ['emailMagicLinks', 'sso', 'passwords', 'oauth'] as const;
export type B2bProduct = (typeof B2B_PRODUCTS)[number];

/** B2B MFA products; the reference SDK's `B2BMFAProducts`. */
export const B2B_MFA_PRODUCTS = ['smsOtp', 'totp'] as const;
export type B2bMfaProduct = (typeof B2B_MFA_PRODUCTS)[number];

/** B2B OAuth providers; the values of the reference SDK's `B2BOAuthProviders` (its keys are `Google`, `Microsoft`). */
export const B2B_OAUTH_PROVIDERS = ['google', 'microsoft'] as const;
export type B2bOAuthProvider = (typeof B2B_OAUTH_PROVIDERS)[number];

/** B2B auth flow types; the reference SDK's `AuthFlowType`. */
export const AUTH_FLOW_TYPES = ['Discovery', 'Organization', 'PasswordReset'] as const;
export type AuthFlowType = (typeof AUTH_FLOW_TYPES)[number];
