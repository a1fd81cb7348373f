import { Suspense, useMemo, useState } from 'react';
import { Loading } from './components/Loading.tsx';
import { ScreenLoadError } from './components/ScreenLoadError.tsx';
import { MainScreen } from './screens/main/MainScreen.tsx';
import type { GroupScreens } from './screens/groupScreens.ts';
import { groupComponent, type ScreenGroup } from './screens/screenGroups.ts';
import { screenAtom } from './state/atoms.ts';
import { useAtomValue } from './state/hooks.ts';
import type { Screen } from './state/screens.ts';

/** The group each screen but Main loads with (its `screens` export holds the screen). */
export const SCREEN_GROUPS: Record<Exclude<Screen, 'Main'>, Exclude<ScreenGroup, 'oneTap'>> = {
  OTPAuthenticate: 'otp',
  OTPConfirmation: 'otp',
  EmailConfirmation: 'email',
  PasswordCreateOrLogin: 'passwords',
  PasswordForgot: 'passwords',
  PasswordBreached: 'passwords',
  PasswordSetNew: 'passwords',
  PasswordDedupe: 'passwords',
  PasswordResetForm: 'passwords',
  PasswordConfirmation: 'passwords',
  CryptoConnect: 'crypto',
  CryptoSignMessage: 'crypto',
  CryptoOtherScreen: 'crypto',
  CryptoSetupWallet: 'crypto',
  CryptoError: 'crypto',
  CryptoConfirmation: 'crypto',
  PasskeyRegistrationStart: 'passkeys',
  PasskeyRegistrationSuccess: 'passkeys',
  PasskeyConfirmation: 'passkeys',
};

/**
 * Renders the current screen. Main is in the first load; every other screen loads with its group when first shown
 * (or prefetched by Main), with the accessible `Loading` fallback meanwhile. The screen's header takes focus when it
 * appears, as on any screen change.
 */
export function ScreenSwitch() {
  const screen = useAtomValue(screenAtom);
  const [attempt, setAttempt] = useState(0);
  // One component per screen change (or retry), so a loaded screen keeps its state across the widget's renders.
  const Current = useMemo(() => {
    if (screen === 'Main') return MainScreen;
    return groupComponent(
      SCREEN_GROUPS[screen],
      (module) => (module.screens as GroupScreens)[screen]!,
      (error) => <ScreenLoadError error={error} onRetry={() => setAttempt((count) => count + 1)} />,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` makes a retry load the group again.
  }, [screen, attempt]);
  return (
    <Suspense fallback={<Loading />}>
      <Current />
    </Suspense>
  );
}
