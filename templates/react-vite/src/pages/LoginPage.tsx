import { useEffect } from 'react';
import { Login, useSession } from '@auth-widget/sdk/react';
import { nonce, settings } from '../settings.ts';

const callbacks = { onSuccess: () => window.location.assign('/account') };

export function LoginPage() {
  const session = useSession();
  useEffect(() => {
    if (session) window.location.replace('/account');
  }, [session]);
  return (
    <>
      <h1>Sign in</h1>
      <Login config={settings.config} styles={settings.styles} locale={settings.locale} nonce={nonce} callbacks={callbacks} />
    </>
  );
}
