import { Suspense, useMemo, useState } from 'react';
import { ErrorBoundary, reportRenderError } from './components/ErrorBoundary.tsx';
import { Loading } from './components/Loading.tsx';
import { ScreenError } from './components/ScreenError.tsx';
import { ScreenLoadError } from './components/ScreenLoadError.tsx';
import { MainScreen } from './screens/main/MainScreen.tsx';
import type { GroupScreens } from './screens/groupScreens.ts';
import { groupComponent, type ScreenGroup } from './screens/screenGroups.ts';
import { goToAtom, screenAtom } from './state/atoms.ts';
import { useAtomValue, useSetAtom } from './state/hooks.ts';
import type { Screen } from './state/screens.ts';
import { useWidget, type WidgetEntry } from './state/WidgetContext.tsx';

/** The group each screen but Main loads with, named by the screen's first word (its `screens` export holds the screen). */
const GROUPS = { OTP: 'otp', Email: 'email', Password: 'passwords', Crypto: 'crypto', Passkey: 'passkeys' } as const satisfies Record<
  string,
  Exclude<ScreenGroup, 'oneTap'>
>;

/** Every screen but Main: a new screen whose name starts with no word of `GROUPS` is none, and the switch fails the type check. */
type GroupedScreen = Exclude<Screen, 'Main'> & `${keyof typeof GROUPS}${string}`;

/** The group a screen loads with: a word per group rather than a table of every screen, which the first load carried. */
export function screenGroup(screen: GroupedScreen): (typeof GROUPS)[keyof typeof GROUPS] {
  return GROUPS[/^(?:OTP|[A-Z][a-z]+)/.exec(screen)![0] as keyof typeof GROUPS];
}

/** The screen each entry starts on (its mount function or component sets it), where "Start over" returns to. */
const START_SCREENS: Record<WidgetEntry, Screen> = {
  login: 'Main',
  resetPassword: 'PasswordResetForm',
  passkeyRegistration: 'PasskeyRegistrationStart',
};

/**
 * Renders the current screen. Main is in the first load; every other screen loads with its group when first shown
 * (or prefetched by Main), with the accessible `Loading` fallback meanwhile. The screen's header takes focus when it
 * appears, as on any screen change. A screen that throws while rendering (an answer of an unexpected shape, a bug)
 * is replaced by the error screen, reported once to `onError`, and "Start over" goes back to the entry's first
 * screen with a fresh boundary, so the widget never goes blank.
 */
export function ScreenSwitch() {
  const { entry, fail, t } = useWidget();
  const screen = useAtomValue(screenAtom);
  const goTo = useSetAtom(goToAtom);
  const [attempt, setAttempt] = useState(0);
  // One component per screen change (or retry), so a loaded screen keeps its state across the widget's renders.
  const Current = useMemo(() => {
    if (screen === 'Main') return MainScreen;
    return groupComponent(
      screenGroup(screen),
      (module) => (module.screens as GroupScreens)[screen]!,
      (error) => <ScreenLoadError error={error} onRetry={() => setAttempt((count) => count + 1)} />,
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` makes a retry load the group again.
  }, [screen, attempt]);
  return (
    // Keyed on the screen and the attempt: a new screen, a retry or "Start over" starts with a fresh boundary.
    <ErrorBoundary
      key={`${screen} ${attempt}`}
      onError={(error) => reportRenderError(fail, `The ${screen} screen`, error)}
      fallback={
        // A fixed catalogue text, never the error's own message, which may quote a provider's answer.
        <ScreenError
          text={t('common.screenError')}
          action={t('common.startOver')}
          onAction={() => {
            goTo(START_SCREENS[entry]);
            setAttempt((count) => count + 1);
          }}
        />
      }
    >
      <Suspense fallback={<Loading />}>
        <Current />
      </Suspense>
    </ErrorBoundary>
  );
}
