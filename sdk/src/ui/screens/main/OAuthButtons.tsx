import { useState } from 'react';
import { useSetAtom } from '../../state/hooks.ts';
import type { OAuthProviderOptions } from '../../config.ts';
import { Button } from '../../components/Button.tsx';
import { errorMessageAtom } from '../../state/atoms.ts';
import { useWidget } from '../../state/WidgetContext.tsx';
import { loadedErrorText } from '../../strings/loadedErrorText.ts';
import { providerName } from './providerNames.ts';

/**
 * One "Continue with {provider}" button: it starts the provider's redirect flow with the widget's redirect URLs and
 * the provider's scopes and parameters.
 */
export function OAuthButton({ provider }: { provider: OAuthProviderOptions }) {
  const { client, config, t, emit, fail } = useWidget();
  const setError = useSetAtom(errorMessageAtom);
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    setError('');
    try {
      await client.oauth[provider.type].start({
        login_redirect_url: config.oauthOptions?.loginRedirectURL,
        signup_redirect_url: config.oauthOptions?.signupRedirectURL,
        custom_scopes: provider.custom_scopes,
        provider_params: provider.provider_params,
      });
      emit('oauth_start', { provider: provider.type });
    } catch (error) {
      setError(await loadedErrorText(error, t));
      fail(error);
    } finally {
      // The page is leaving for the provider; the button comes back only if it stays (a failure, a blocked redirect).
      setBusy(false);
    }
  }

  return (
    <Button variant="secondary" loading={busy} data-provider={provider.type} onClick={() => void start()}>
      {t('main.continueWith', { provider: providerName(provider.type) })}
    </Button>
  );
}

/** The social buttons, one per configured provider, in the config's order. */
export function OAuthButtons({ providers }: { providers: OAuthProviderOptions[] }) {
  return (
    <>
      {providers.map((provider) => (
        <OAuthButton key={provider.type} provider={provider} />
      ))}
    </>
  );
}
