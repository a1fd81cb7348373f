/**
 * What the lazily loaded screen groups share with the first load, in one module (the client's `kernel.ts` does the
 * same for its lazy parts). Every group imports these values from here only, so esbuild puts all of them in one
 * shared chunk of the first load instead of one small chunk per combination of groups, which would each cost a
 * request and compress worse. Types may come from their own modules: they leave no code.
 *
 * It sits below the screens and re-exports only lower layers (the client, components, state, theme, strings, and
 * `flows/`: what more than one screen group does, such as sending a passcode from Main and from OTP Authenticate),
 * never a module of a screen group, so imports run one way: screens, then this module, then the layers under it
 * (`LAYERS.md`; the lint keeps every layer to it).
 */
export { AuthError, isAuthError } from '../client/core/kernel.ts';
export { DEFAULT_PASSCODE_EXPIRATION_MINUTES, PASSCODE_LENGTH, TOKEN_TYPE_PARAM } from '../protocol/constants.ts';
export { oneTapErrorInfo } from '../client/products/googleOneTap/googleOneTap.ts';
export { parsePhoneNumber, preloadPhoneMetadata } from '../client/core/lazyPhone.ts';
export { preloadApi } from '../client/core/lazyApi.ts';
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
export { addStyles } from './theme/installStyles.ts';
export { linkCss, sharedCss } from './theme/sharedCss.ts';
export { useWidget, type WidgetContextValue } from './state/WidgetContext.tsx';
export { LOGIN_OR_CREATE_EML } from './flows/emailEvents.ts';
export { errorText } from './strings/errorText.ts';
export { DEFAULT_WALLETS, mainWallets } from './flows/mainWallets.ts';
export { oneTapPlacement } from './flows/oneTapPlacement.ts';
export { e164Of } from './flows/e164Of.ts';
export { useTypedBeforeTakeover } from './flows/useTypedBeforeTakeover.ts';
export { sendMagicLink } from './flows/sendMagicLink.ts';
export { passcodeExpirationMinutes, sendOtp } from './flows/sendOtp.ts';
