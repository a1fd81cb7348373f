import { EMULATOR_GSI_SCRIPT_PATH } from '@auth-widget/sdk/protocol';

/**
 * One Tap for Google, as the emulator plays both sides of it.
 *
 * **The provider side** is the helper frame of `clientsideServices/` (its protocol.ts has the message format):
 * - `oneTapStart` `[{ publicToken }]` → `{ googleClientId, oauthCallbackId }`: the project's own Google client ID
 *   (`<project_id>.apps.googleusercontent.com`) and an id for the submit, valid 10 minutes. Refused, with the
 *   error's `error_type` as the One Tap failure reason, when the token is not the project's
 *   (`invalid_public_token`), Google has no client (`oauth_config_not_found`), Google uses the provider's default
 *   client (`default_provider_not_allowed`) or the parent page's origin is not allowed
 *   (`origin_not_allowed_for_client`; any localhost or loopback origin is). Our client also sends
 *   `loginRedirectURL` and `signupRedirectURL`, and then learns of a missing one here
 *   (`no_login_redirect_urls_set`, `no_signup_redirect_urls_set`) rather than after the prompt.
 * - `oneTapSubmit` `[{ publicToken, idToken, loginRedirectURL, oauthCallbackID, signupRedirectURL }]` →
 *   `{ redirect_url }`: the same checks, then Google's ID token verified (RS256 signature of the emulator's Google
 *   key, issuer `https://accounts.google.com`, audience the project's Google client ID, not expired on the
 *   emulator's clock, a verified email; else `invalid_google_id_token`) and the callback id known
 *   (`one_tap_callback_not_found`). The user of the token's email is found or created as on the consent page, and
 *   `redirect_url` (the signup URL for a new user, the login URL otherwise) carries
 *   `<TOKEN_TYPE_PARAM>=oauth&token=…` for `/oauth/authenticate`. Our client adds `codeChallenge` when the
 *   project requires PKCE for OAuth.
 *
 * **Google's side** is served by the emulator too, so One Tap runs offline:
 * - `GET /__google/gsi/client`: a stand-in for `https://accounts.google.com/gsi/client` (see gsiClient.ts for the
 *   API and how a test picks the account; by default `ada@google.example`, "Ada Lovelace", or the `email` and
 *   `name` query parameters).
 * - `POST /__google/gsi/credential` `{ client_id, email, name? }` (any content type, any origin) →
 *   `{ credential }`: the Google ID token the prompt hands to the page, with `iss`, `aud` = `client_id`, `azp`,
 *   `sub` (stable per email), `email`, `email_verified`, `name`, `iat`, `exp` (one hour).
 * - `GET /__google/oauth2/v3/certs`: the public key of those tokens (JWKS).
 */

/** Path of the emulator's GSI script; the sdk loads it for test tokens. */
export const GSI_CLIENT_PATH = EMULATOR_GSI_SCRIPT_PATH;

/** Where the emulator's Google mints ID tokens for its prompt. */
export const GOOGLE_CREDENTIAL_PATH = '/__google/gsi/credential';

/** Where the emulator's Google serves the public key of its ID tokens. */
export const GOOGLE_CERTS_PATH = '/__google/oauth2/v3/certs';
