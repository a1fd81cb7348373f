'use client';

import { Login } from '@auth-widget/sdk/react';
import { settings } from '../lib/settings';

const callbacks = { onSuccess: () => window.location.assign('/account') };

/**
 * The widget is client code: a client component renders it; the page around it stays a server component. Next.js
 * renders it on the server too, so the page's HTML holds the first screen, styled ("Sign up or log in", the fields,
 * the buttons, which wait until the browser has hydrated it); the browser then hydrates it in place.
 */
export function LoginWidget() {
  return <Login config={settings.config} styles={settings.styles} locale={settings.locale} callbacks={callbacks} />;
}
