import { useCallback, type RefObject } from 'react';
import type { WidgetEventType } from '../../config.ts';
import { errorText, goToAtom, useSetAtom, useWidget } from '../../kernel.ts';
import { hasErrorType } from './hasErrorType.ts';
import { useResetByEmailStart } from './useResetByEmailStart.ts';

/**
 * Runs a call that signs the user in from a password screen. Success reports the step and the finished flow and
 * goes to Password Confirmation. An error of type `reset_password` (a breached password, spec section 4) sends a
 * reset email to `email` and goes to Password Dedupe. Any other failure goes to `onError`; its text is returned
 * for the form to show under its input (spec section 8). Resolves to '' when the screen moved on.
 */
export function usePasswordSignIn(
  mounted: RefObject<boolean>,
): (call: () => Promise<unknown>, event: WidgetEventType, email?: string) => Promise<string> {
  const { emit, succeed, fail, t } = useWidget();
  const goTo = useSetAtom(goToAtom);
  const startReset = useResetByEmailStart();

  return useCallback(
    async (call, event, email) => {
      let failure: unknown;
      try {
        const response = await call();
        emit(event, response);
        if (mounted.current) goTo('PasswordConfirmation');
        succeed(response);
        return '';
      } catch (error) {
        failure = error;
      }
      if (email !== undefined && hasErrorType(failure, 'reset_password')) {
        try {
          await startReset(email);
          if (mounted.current) goTo('PasswordDedupe');
          return '';
        } catch (error) {
          failure = error;
        }
      }
      fail(failure);
      return errorText(failure, t);
    },
    [emit, fail, goTo, mounted, startReset, succeed, t],
  );
}
