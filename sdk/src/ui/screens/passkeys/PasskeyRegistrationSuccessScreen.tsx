import { Button, goToAtom, ScreenHeader, useSetAtom, useWidget } from '../../kernel.ts';
import { PasskeyList } from './PasskeyList.tsx';

/**
 * "Passkey successfully created": the user's passkeys, editable in place, "Set up another
 * Passkey" back to the start screen, and "Done", which tells the host through its `onEvent`.
 */
export function PasskeyRegistrationSuccessScreen() {
  const { t, emit } = useWidget();
  const goTo = useSetAtom(goToAtom);
  return (
    <div className="aw-screen aw-passkeys">
      <ScreenHeader text={t('passkey.successHeader')} />
      <PasskeyList />
      <div className="aw-stack">
        <Button variant="secondary" onClick={() => goTo('PasskeyRegistrationStart')}>
          {t('passkey.setupAnother')}
        </Button>
        <Button variant="primary" onClick={() => emit('passkey_done')}>
          {t('passkey.done')}
        </Button>
      </div>
    </div>
  );
}
