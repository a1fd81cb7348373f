import { AuthenticateLink } from '@auth-widget/sdk/react';
import { settings } from '../settings.ts';

/**
 * Where magic links, OAuth redirects and password reset links land: the sdk writes the heading in the site's language,
 * finishes the link, then goes to /account.
 */
export function AuthenticatePage() {
  return <AuthenticateLink heading config={settings.config} locale={settings.locale} confirmMagicLinks={settings.confirmMagicLinks} />;
}
