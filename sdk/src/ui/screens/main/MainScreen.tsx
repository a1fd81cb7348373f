import { Fragment, useEffect, useInsertionEffect, useState } from 'react';
import { useAtomValue } from '../../state/hooks.ts';
import { Banner } from '../../components/Banner.tsx';
import { Divider } from '../../components/Divider.tsx';
import { errorMessageAtom } from '../../state/atoms.ts';
import { useWidget } from '../../WidgetContext.tsx';
import { addStyles } from '../../theme/installStyles.ts';
import { prefetchGroups } from '../screenGroups.ts';
import { css } from './css.ts';
import { configError } from './configError.ts';
import { LoginForm } from './LoginForm.tsx';
import { isEmailMethod, loginMethods, type LoginMethod } from './loginMethods.ts';
import { MainHeader } from './MainHeader.tsx';
import { mainSections, type MainSection } from './mainSections.ts';
import { nextLoads } from './nextLoads.ts';
import { OAuthSection } from './OAuthSection.tsx';
import { PasskeyButton } from './PasskeyButton.tsx';
import { usePasskeyAutofill } from './usePasskeyAutofill.ts';
import { WalletButtons } from './WalletButtons.tsx';

/**
 * Main (spec section 2): the logo and header, the form's warning banner, "Login with a Passkey" when passkeys are
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
  // Autofill replaces the passkey button when the form has an email field (spec section 2: "then autofill is used
  // instead"); its request runs only while that field is shown, not while a phone tab is selected.
  // The WebAuthn library looks for that field in the page's document, where a field in a shadow root is not found:
  // with Shadow DOM the passkey button is offered instead.
  const autofill = usePasskeyAutofill(
    passkeysOn && hasForm && methods.some(isEmailMethod) && config.enableShadowDOM !== true,
    hasForm && method !== undefined && isEmailMethod(method),
  );

  useEffect(() => {
    if (error) return;
    const { groups, preloads } = nextLoads(config, client);
    prefetchGroups(groups, preloads);
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
    return <LoginForm methods={methods} selected={method} onSelect={setChosen} passkeyAutofill={autofill === 'supported'} />;
  };

  return (
    <div className="aw-screen aw-main">
      <MainHeader />
      <Banner variant="warning" text={errorMessage} />
      {passkeysOn && autofill === 'unsupported' ? <PasskeyButton /> : null}
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
