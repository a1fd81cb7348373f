import { useState } from 'react';
import { Button, useWidget } from '../../kernel.ts';
import { usePasskeyLogin } from './usePasskeyLogin.ts';

function PasskeyIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0 2c-3.3 0-7 1.6-7 4v2h11.1a6 6 0 0 1-.1-1c0-1.3.4-2.6 1.2-3.6A11 11 0 0 0 9 14Zm10.5-2a3.5 3.5 0 0 0-1.5 6.7V22l1.5 1.5L21 22v-1l-1-1 1-1v-.3A3.5 3.5 0 0 0 19.5 12Zm0 3.5a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z"
      />
    </svg>
  );
}

/** "Login with a Passkey" at the top of Main, for browsers without passkey autofill. */
export function PasskeyButton() {
  const { client, t, sessionDurationMinutes } = useWidget();
  const login = usePasskeyLogin();
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      login.onSuccess(await client.webauthn.authenticate({ is_passkey: true, session_duration_minutes: sessionDurationMinutes }));
    } catch (error) {
      login.onError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" loading={busy} icon={<PasskeyIcon />} onClick={() => void start()}>
      {t('main.passkeyLogin')}
    </Button>
  );
}
