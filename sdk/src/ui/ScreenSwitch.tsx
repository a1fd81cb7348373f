import { lazy, Suspense, type ComponentType } from 'react';
import { useAtomValue } from 'jotai/react';
import { screenAtom } from './state/atoms.ts';
import type { Screen } from './state/screens.ts';
import { Spinner } from './components/Spinner.tsx';
import { MainScreen } from './screens/main/MainScreen.tsx';
import { OtpAuthenticateScreen } from './screens/otp/OtpAuthenticateScreen.tsx';
import { OtpConfirmationScreen } from './screens/otp/OtpConfirmationScreen.tsx';
import { EmailConfirmationScreen } from './screens/email/EmailConfirmationScreen.tsx';
import { PasswordCreateOrLoginScreen } from './screens/passwords/PasswordCreateOrLoginScreen.tsx';
import { PasswordForgotScreen } from './screens/passwords/PasswordForgotScreen.tsx';
import { PasswordBreachedScreen } from './screens/passwords/PasswordBreachedScreen.tsx';
import { PasswordSetNewScreen } from './screens/passwords/PasswordSetNewScreen.tsx';
import { PasswordDedupeScreen } from './screens/passwords/PasswordDedupeScreen.tsx';
import { PasswordResetFormScreen } from './screens/passwords/PasswordResetFormScreen.tsx';
import { PasswordConfirmationScreen } from './screens/passwords/PasswordConfirmationScreen.tsx';

// Wallet and passkey screens pull in code most visitors never need: they load when first shown.
const crypto = (name: string) =>
  lazy(() => import('./screens/crypto/index.ts').then((m) => ({ default: (m as unknown as Record<string, ComponentType>)[name]! })));
const passkeys = (name: string) =>
  lazy(() => import('./screens/passkeys/index.ts').then((m) => ({ default: (m as unknown as Record<string, ComponentType>)[name]! })));

const screens: Record<Screen, ComponentType> = {
  Main: MainScreen,
  OTPAuthenticate: OtpAuthenticateScreen,
  OTPConfirmation: OtpConfirmationScreen,
  EmailConfirmation: EmailConfirmationScreen,
  PasswordCreateOrLogin: PasswordCreateOrLoginScreen,
  PasswordForgot: PasswordForgotScreen,
  PasswordBreached: PasswordBreachedScreen,
  PasswordSetNew: PasswordSetNewScreen,
  PasswordDedupe: PasswordDedupeScreen,
  PasswordResetForm: PasswordResetFormScreen,
  PasswordConfirmation: PasswordConfirmationScreen,
  CryptoConnect: crypto('CryptoConnectScreen'),
  CryptoSignMessage: crypto('CryptoSignMessageScreen'),
  CryptoOtherScreen: crypto('CryptoOtherScreen'),
  CryptoSetupWallet: crypto('CryptoSetupWalletScreen'),
  CryptoError: crypto('CryptoErrorScreen'),
  CryptoConfirmation: crypto('CryptoConfirmationScreen'),
  PasskeyRegistrationStart: passkeys('PasskeyRegistrationStartScreen'),
  PasskeyRegistrationSuccess: passkeys('PasskeyRegistrationSuccessScreen'),
  PasskeyConfirmation: passkeys('PasskeyConfirmationScreen'),
};

/** Renders the current screen. */
export function ScreenSwitch() {
  const screen = useAtomValue(screenAtom);
  const Current = screens[screen];
  return (
    <Suspense fallback={<Spinner />}>
      <Current />
    </Suspense>
  );
}
