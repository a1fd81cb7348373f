import type { OneTapState } from '../../../client/products/googleOneTap/googleOneTap.ts';
import type { StringKey } from '../../strings/index.ts';

/** The integrator-facing text of each One Tap error state; `none` has no configuration text. */
export const ONE_TAP_STATE_MESSAGES: Record<Exclude<OneTapState, 'none'>, StringKey> = {
  origin_not_allowed_for_client: 'oneTap.originNotAllowed',
  invalid_client: 'oneTap.invalidClient',
  no_oauth_config_found: 'oneTap.noOAuthConfig',
  no_login_redirect_urls_set: 'oneTap.noLoginRedirect',
  no_signup_redirect_urls_set: 'oneTap.noSignupRedirect',
  default_provider_not_allowed: 'oneTap.defaultProviderNotAllowed',
};

/** The message key of a state, or null for `none` (and anything the helper invents later). */
export function oneTapMessageKey(state: OneTapState): StringKey | null {
  return state === 'none' ? null : (ONE_TAP_STATE_MESSAGES[state] ?? null);
}
