/** The passkey screens and the passkey list (spec section 2), loaded lazily when first shown. */
export { PasskeyRegistrationStartScreen } from './PasskeyRegistrationStartScreen.tsx';
export { PasskeyRegistrationSuccessScreen } from './PasskeyRegistrationSuccessScreen.tsx';
export { PasskeyConfirmationScreen } from './PasskeyConfirmationScreen.tsx';
export { PasskeyList } from './PasskeyList.tsx';
export { PasskeyRow } from './PasskeyRow.tsx';
