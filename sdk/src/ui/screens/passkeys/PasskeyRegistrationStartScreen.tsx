import { useEffect, useState } from 'react';
import {
  Banner,
  Button,
  errorMessageAtom,
  goToAtom,
  ScreenHeader,
  Spinner,
  useAtom,
  useSetAtom,
  useWidget,
} from '../../kernel.ts';
import { isAlreadyRegisteredError } from './passkeyErrors.ts';

/** Whether the signed-in user could be read: registration needs one. */
type UserCheck = 'checking' | 'ready' | 'missing';

/**
 * "Set up a new Passkey": for a signed-in user, "Create a Passkey" runs the
 * registration ceremony and "Skip" moves on without one; both end on Passkey Registration Success. Without an
 * authenticated user it shows only a warning that a signed-in user is needed.
 */
export function PasskeyRegistrationStartScreen() {
  const { client, t, emit, succeed, fail, sessionDurationMinutes } = useWidget();
  const [error, setError] = useAtom(errorMessageAtom);
  const goTo = useSetAtom(goToAtom);
  const [userCheck, setUserCheck] = useState<UserCheck>('checking');
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    let live = true;
    client.user.get().then(
      () => live && setUserCheck('ready'),
      () => live && setUserCheck('missing'),
    );
    return () => {
      live = false;
    };
  }, [client]);

  async function create() {
    setCreating(true);
    setError('');
    try {
      const response = await client.webauthn.register({ is_passkey: true, session_duration_minutes: sessionDurationMinutes });
      goTo('PasskeyRegistrationSuccess');
      emit('passkey_register', { webauthn_registration_id: response.webauthn_registration_id });
      succeed(response);
    } catch (cause) {
      setCreating(false);
      setError(isAlreadyRegisteredError(cause) ? t('passkey.alreadyRegistered') : t('passkey.notCreated'));
      fail(cause);
    }
  }

  function skip() {
    goTo('PasskeyRegistrationSuccess');
    emit('passkey_skip');
  }

  return (
    <div className="aw-screen aw-passkeys">
      <ScreenHeader text={t('passkey.startHeader')} />
      {userCheck === 'missing' ? (
        <Banner variant="warning" text={t('passkey.noUser')} />
      ) : (
        <>
          <p className="aw-text">{t('passkey.startText')}</p>
          <Banner variant="error" text={error} />
          {userCheck === 'checking' ? (
            <div className="aw-passkey-wait" role="status" aria-label={t('common.loading')}>
              <Spinner />
            </div>
          ) : (
            <div className="aw-stack">
              <Button variant="primary" loading={creating} onClick={() => void create()}>
                {t('passkey.create')}
              </Button>
              <Button variant="secondary" disabled={creating} onClick={skip}>
                {t('passkey.skip')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
