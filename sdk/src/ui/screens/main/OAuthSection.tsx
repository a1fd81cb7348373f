import { useState } from 'react';
import { useWidget } from '../../WidgetContext.tsx';
import { oneTapProvider } from '../oneTap/oneTapConfig.ts';
import { OneTapPrompt } from '../oneTap/OneTapPrompt.tsx';
import { OAuthButtons } from './OAuthButtons.tsx';

/**
 * Main's social sign-in: the One Tap prompt when the config qualifies for it (spec section 5), else — and when One
 * Tap turns out to be unavailable or is closed — one button per provider.
 */
export function OAuthSection() {
  const { config } = useWidget();
  const oneTap = oneTapProvider(config);
  const [oneTapUnavailable, setOneTapUnavailable] = useState(false);
  if (oneTap && !oneTapUnavailable) return <OneTapPrompt provider={oneTap} onUnavailable={() => setOneTapUnavailable(true)} />;
  return <OAuthButtons providers={config.oauthOptions?.providers ?? []} />;
}
