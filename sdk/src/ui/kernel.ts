/**
 * What the lazily loaded screen groups share with the first load, in one module (the client's `kernel.ts` does the
 * same for its lazy parts). Every group imports these values from here only, so esbuild puts all of them in one
 * shared chunk of the first load instead of one small chunk per combination of groups, which would each cost a
 * request and compress worse. Types may come from their own modules: they leave no code.
 */
export { AuthError, isAuthError } from '../client/kernel.ts';
export { DEFAULT_PASSCODE_EXPIRATION_MINUTES, PASSCODE_LENGTH, TOKEN_TYPE_PARAM } from '../client/constants.ts';
export { oneTapErrorInfo } from '../client/googleOneTap.ts';
export { parsePhoneNumber } from '../client/lazyPhone.ts';
export { BackArrow } from './components/BackArrow.tsx';
export { Banner } from './components/Banner.tsx';
export { Button } from './components/Button.tsx';
export { confirmationScreen } from './components/ConfirmationScreen.tsx';
export { LinkifiedText } from './components/LinkifiedText.tsx';
export { ScreenHeader } from './components/ScreenHeader.tsx';
export { Spinner } from './components/Spinner.tsx';
export { TextInput } from './components/TextInput.tsx';
export {
  cryptoStateAtom,
  errorMessageAtom,
  goToAtom,
  magicLinkStateAtom,
  otpStateAtom,
  passwordStateAtom,
  resetPasswordStateAtom,
  screenAtom,
} from './state/atoms.ts';
export { useAtom, useAtomValue, useSetAtom } from './state/hooks.ts';
export { showToast, toastsAtom } from './state/toasts.ts';
export { sharedCss } from './theme/sharedCss.ts';
export { useWidget } from './WidgetContext.tsx';
export { LOGIN_OR_CREATE_EML } from './screens/email/emailEvents.ts';
export { errorText } from './screens/main/errorText.ts';
export { DEFAULT_WALLETS, mainWallets } from './screens/main/walletButtons.ts';
export { oneTapPlacement } from './screens/oneTap/oneTapConfig.ts';
export { e164Of } from './screens/otp/phoneDestination.ts';
export { passcodeExpirationMinutes, sendOtp } from './screens/otp/sendOtp.ts';
