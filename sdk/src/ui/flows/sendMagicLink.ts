import type { AuthClient } from '../../client/createAuthClient.ts';
import type { MagicLinkSendResponse } from '../../client/products/magicLinks.ts';
import { DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES } from '../../protocol/constants.ts';
import type { WidgetConfig } from '../config.ts';

/**
 * Sends a magic link with `login_or_create` and the options of `emailMagicLinksOptions`, with the reference
 * provider's defaults (30 minutes for login and signup links, users not created as pending) when the config gives none: Main's
 * email form and the password screens' passwordless path go through here.
 */
export function sendMagicLink(client: AuthClient, config: WidgetConfig, email: string): Promise<MagicLinkSendResponse> {
  const options = config.emailMagicLinksOptions ?? {};
  return client.magicLinks.email.loginOrCreate(email, {
    login_magic_link_url: options.loginRedirectURL,
    signup_magic_link_url: options.signupRedirectURL,
    login_expiration_minutes: options.loginExpirationMinutes ?? DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES,
    signup_expiration_minutes: options.signupExpirationMinutes ?? DEFAULT_MAGIC_LINK_EXPIRATION_MINUTES,
    create_user_as_pending: options.createUserAsPending ?? false,
  });
}
