import { Fragment, Suspense, useEffect, useInsertionEffect, useRef, useState } from 'react';
import { preloadApi } from '../../../client/core/lazyApi.ts';
import { useAtomValue } from '../../state/hooks.ts';
import { Banner } from '../../components/Banner.tsx';
import { Button } from '../../components/Button.tsx';
import { Divider } from '../../components/Divider.tsx';
import { errorMessageAtom } from '../../state/atoms.ts';
import { useWidget } from '../../state/WidgetContext.tsx';
import { addStyles } from '../../theme/installStyles.ts';
import { prefetchGroups } from '../screenGroups.ts';
import { css } from './css.ts';
import { configError } from './configError.ts';
import { LoginForm } from './LoginForm.tsx';
import { loginMethods, type LoginMethod } from './loginMethods.ts';
import { MainHeader } from './MainHeader.tsx';
import { PasskeyLogin } from './mainParts.ts';
import { mainSections, type MainSection } from './mainSections.ts';
import { OAuthSection } from './OAuthSection.tsx';
import { fieldOf, passkeyAutofillField } from './passkeyAutofillField.ts';
import type { AutofillSupport } from './usePasskeyAutofill.ts';
import { WalletButtons } from './WalletButtons.tsx';

/**
 * Main: the logo and header, the form's warning banner, "Login with a Passkey" when passkeys are
 * on and autofill cannot be used, then the social buttons, the wallet buttons and the one combined email/phone
 * form in the order of `config.products`, with an "or" divider between the button group and the form. A broken
 * config shows only its error.
 */
export function MainScreen() {
  const { client, config, t } = useWidget();
  // Main's rules join the widget's stylesheet before its first layout, as a screen group's do when it loads.
  useInsertionEffect(() => addStyles(css), []);
  const errorMessage = useAtomValue(errorMessageAtom);
  const error = configError(config);
  const methods = loginMethods(config);
  const sections = mainSections(config);
  const [chosen, setChosen] = useState<LoginMethod | undefined>(methods[0]);
  const method = chosen !== undefined && methods.includes(chosen) ? chosen : methods[0];
  const passkeysOn = config.products.includes('passkeys');
  const hasForm = !error && sections.includes('form');
  // Autofill replaces the passkey button when the form has an email or phone field: the email field offers
  // passkeys, or the phone field of a form without one. Its request runs only while that field is shown, and looks for it in Main's own tree (`main`), a shadow root's too.
  const main = useRef<HTMLDivElement>(null);
  const autofillField = hasForm ? passkeyAutofillField(methods) : null;
  const autofillWanted = passkeysOn && autofillField !== null;
  const [support, setSupport] = useState<AutofillSupport>('unknown');
  const autofill = autofillWanted && support === 'supported';
  // The support check needs the WebAuthn code: fetched now, beside the passkey login's own chunk, not after it.
  useEffect(() => {
    if (autofillWanted) preloadApi(client.webauthn);
  }, [client, autofillWanted]);

  useEffect(() => {
    if (error) return;
    prefetchGroups(() => import('./nextLoads.ts').then((module) => module.nextLoads(config, client)));
  }, [config, client, error]);

  if (error) {
    return (
      <div className="aw-screen aw-main">
        <p className="aw-config-error" role="alert">
          {t(error)}
        </p>
      </div>
    );
  }

  const renderSection = (section: MainSection) => {
    if (section === 'oauth') return <OAuthSection />;
    if (section === 'crypto') return <WalletButtons />;
    return <LoginForm methods={methods} selected={method} onSelect={setChosen} passkeyAutofill={autofill} />;
  };

  return (
    <div className="aw-screen aw-main" ref={main}>
      <MainHeader />
      <Banner variant="warning" text={errorMessage} />
      {passkeysOn ? (
        // Without autofill the button shows from the first paint, busy until its code is there; with autofill nothing
        // shows until the browser has said whether it offers it.
        <Suspense fallback={autofillWanted ? null : <Button variant="secondary" loading>{t('main.passkeyLogin')}</Button>}>
          <PasskeyLogin
            wanted={autofillWanted}
            // The field carries the autofill autocomplete from the render after support is known: a request starts
            // only once it does, since the WebAuthn library looks the field up when the request starts.
            active={autofill && method !== undefined && fieldOf(method) === autofillField}
            onSupport={setSupport}
            scope={main}
          />
        </Suspense>
      ) : null}
      <div className="aw-stack aw-main-sections">
        {sections.map((section, index) => {
          const previous = sections[index - 1];
          // Login methods are separated by "or": between the social/wallet group and the form.
          const divided = previous !== undefined && (previous === 'form' || section === 'form');
          return (
            <Fragment key={section}>
              {divided ? <Divider text={t('common.or')} /> : null}
              <div
                className="aw-stack"
                data-section={section}
                role={section === 'form' ? undefined : 'group'}
                aria-label={section === 'oauth' ? t('main.socialLabel') : section === 'crypto' ? t('main.walletLabel') : undefined}
              >
                {renderSection(section)}
              </div>
            </Fragment>
          );
        })}
      </div>
    </div>
  );
}
