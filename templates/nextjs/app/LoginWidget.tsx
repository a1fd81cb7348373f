'use client';

import { Login } from '@auth-widget/sdk/react';
import { settings } from '../lib/settings';

const callbacks = { onSuccess: () => window.location.assign('/account') };

/** The widget is client code: a client component renders it; the page around it stays a server component. */
export function LoginWidget() {
  return <Login config={settings.config} styles={settings.styles} locale={settings.locale} callbacks={callbacks} />;
}
