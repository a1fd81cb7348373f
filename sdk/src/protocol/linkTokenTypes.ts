/**
 * Wire fact: the token types the reference provider puts in the token-type parameter (`TOKEN_TYPE_PARAM`) of the
 * links it sends: a magic link (`magic_links`), the "log in without a password" link of a reset email (`login`, a
 * magic-link token), the redirect back from an OAuth provider (`oauth`) and a password reset link
 * (`reset_password`). Beside the constants rather than in them: only a site's authenticate page reads them, and the
 * constants ride in every first load.
 */
export const LINK_TOKEN_TYPES = {
  magicLink: 'magic_links',
  login: 'login',
  oauth: 'oauth',
  resetPassword: 'reset_password',
} as const;
