'use client';

import { AuthenticateLink } from '@auth-widget/sdk/react';
import { settings } from '../../lib/settings';

/** Where magic links, OAuth redirects and password reset links land: the sdk finishes them, then goes to /account. */
export default function AuthenticatePage() {
  return (
    <>
      <h1>Signing you in</h1>
      <AuthenticateLink config={settings.config} locale={settings.locale} confirmMagicLinks={settings.confirmMagicLinks} />
    </>
  );
}
