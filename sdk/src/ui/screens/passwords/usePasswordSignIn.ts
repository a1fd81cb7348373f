import { useCallback, type RefObject } from 'react';
import type { WidgetEventType } from '../../config.ts';
import { errorText, goToAtom, useSetAtom, useWidget } from '../../kernel.ts';
import { resetScreenFor } from './resetScreenFor.ts';
import { useResetByEmailStart } from './useResetByEmailStart.ts';

/**
 * Runs a call that signs the user in from a password screen. Success reports the step and the finished flow and
 * goes to Password Confirmation. An error a reset answers (`resetScreenFor`: `reset_password` to Password Dedupe; `breached_password` at login to Password Breached) sends a reset email to `email`, with the
 * configured password options, and goes to that screen. Any other failure goes to `onError`; its text is returned
 * for the form to show under its input. Resolves to '' when the screen moved on.
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
      const resetScreen = resetScreenFor(failure, event);
      if (email !== undefined && resetScreen !== null) {
        try {
          await startReset(email);
          if (mounted.current) goTo(resetScreen);
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
