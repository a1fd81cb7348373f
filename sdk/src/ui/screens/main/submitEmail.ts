import {
  goToAtom,
  LOGIN_OR_CREATE_EML,
  magicLinkStateAtom,
  otpStateAtom,
  passwordStateAtom,
  sendMagicLink,
  sendOtp,
  type WidgetContextValue,
} from '../../kernel.ts';

/** The methods the email form serves. */
export type EmailMethod = 'emailOtp' | 'emailMagicLink' | 'password';

/**
 * What the email form does with a valid address: sends a passcode, sends a magic link, or
 * looks the user up for the password flow, then moves to the screen that follows. Only a submit needs it: the form
 * loads it once the browser is idle after Main (`nextLoads`), or at the submit at the latest.
 */
export async function submitEmail(widget: WidgetContextValue, method: EmailMethod, address: string): Promise<void> {
  const { client, config, emit, store } = widget;
  if (method === 'emailOtp') {
    const response = await sendOtp(client, config, 'email', address);
    store.set(otpStateAtom, { type: 'email', methodId: response.method_id, otpDestination: address });
    store.set(goToAtom, 'OTPAuthenticate');
    emit('passcode_sent', { method: 'email', method_id: response.method_id });
  } else if (method === 'emailMagicLink') {
    const response = await sendMagicLink(client, config, address);
    store.set(magicLinkStateAtom, { email: address });
    client.logEvent('email_sent', { email: address, type: LOGIN_OR_CREATE_EML });
    store.set(goToAtom, 'EmailConfirmation');
    emit('magic_link_sent', response);
  } else {
    const { userType } = await client.user.search(address);
    store.set(passwordStateAtom, { email: address, type: userType });
    store.set(goToAtom, 'PasswordCreateOrLogin');
  }
}
