import type { WebauthnAuthenticateResponse } from '../../../client/products/webauthn/webauthn.ts';
import { errorMessageAtom, goToAtom, useSetAtom, useWidget } from '../../kernel.ts';
import { passkeyErrorKey } from './passkeyError.ts';

/**
 * What Main does with the end of a passkey login, from the button or from autofill: success clears
 * the error and goes to Passkey Confirmation; an empty answer or a failure shows the passkey error banner.
 */
export function usePasskeyLogin() {
  const { t, succeed, emit, fail } = useWidget();
  const setError = useSetAtom(errorMessageAtom);
  const goTo = useSetAtom(goToAtom);
  return {
    onSuccess(response: WebauthnAuthenticateResponse | null | undefined) {
      if (!response || !response.user_id) {
        setError(t('passkey.unknownError'));
        return;
      }
      setError('');
      goTo('PasskeyConfirmation');
      succeed(response);
      emit('passkey_authenticate', response);
    },
    onError(error: unknown) {
      const key = passkeyErrorKey(error);
      if (key === null) return;
      setError(t(key));
      fail(error);
    },
  };
}
