import { Suspense, useEffect, useMemo, useState } from 'react';
import type { AuthError } from '../../../client/core/AuthError.ts';
import { Loading } from '../../components/Loading.tsx';
import { useWidget } from '../../state/WidgetContext.tsx';
import { oneTapProvider } from '../../../config/oneTapProvider.ts';
import { groupComponent } from '../screenGroups.ts';
import { OAuthButtons } from './OAuthButtons.tsx';

/** A One Tap prompt whose code could not be loaded: reported like an unavailable prompt, so Main falls back. */
function OneTapLoadFailed({ error, onUnavailable }: { error: AuthError; onUnavailable: () => void }) {
  const { fail } = useWidget();
  useEffect(() => {
    fail(error);
    onUnavailable();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Once per failed load.
  }, [error]);
  return null;
}

/**
 * Main's social sign-in: the One Tap prompt when the config qualifies for it, else — and when One
 * Tap turns out to be unavailable or is closed — one button per provider. The prompt's code loads only for a config
 * that qualifies.
 */
export function OAuthSection() {
  const { config } = useWidget();
  const oneTap = oneTapProvider(config);
  const [oneTapUnavailable, setOneTapUnavailable] = useState(false);
  const OneTapPrompt = useMemo(
    () =>
      groupComponent(
        'oneTap',
        (module) => module.OneTapPrompt,
        (error, props) => <OneTapLoadFailed error={error} onUnavailable={props.onUnavailable} />,
      ),
    [],
  );
  if (oneTap && !oneTapUnavailable) {
    return (
      <Suspense fallback={<Loading />}>
        <OneTapPrompt provider={oneTap} onUnavailable={() => setOneTapUnavailable(true)} />
      </Suspense>
    );
  }
  return <OAuthButtons providers={config.oauthOptions?.providers ?? []} />;
}
