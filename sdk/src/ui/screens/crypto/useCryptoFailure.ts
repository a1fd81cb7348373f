import { errorMessageAtom, goToAtom, useSetAtom, useWidget } from '../../kernel.ts';

/**
 * Ends a wallet flow on Crypto Error: the message is shown
 * there, and the error goes to the host's `onError`.
 */
export function useCryptoFailure(): (error: unknown, message: string) => void {
  const goTo = useSetAtom(goToAtom);
  const setError = useSetAtom(errorMessageAtom);
  const { fail } = useWidget();
  return (error, message) => {
    // goTo clears the error message, so the message is set after the move.
    goTo('CryptoError');
    setError(message);
    fail(error);
  };
}
