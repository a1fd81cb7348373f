import { isEmailMethod, type LoginMethod } from './loginMethods.ts';

/** The kind of input a login method's form has. */
export type LoginField = 'email' | 'phone';

/** The input of a method's form: an email address or a phone number. */
export function fieldOf(method: LoginMethod): LoginField {
  return isEmailMethod(method) ? 'email' : 'phone';
}

/**
 * The field of the login form that offers the visitor's passkeys in its autofill (autofill stands in for the
 * passkey button when the form has an email or phone field): the email field when the form has one, else the phone
 * field (a form of SMS or WhatsApp passcodes only), none without methods. One field only: beside an email tab, a phone
 * tab keeps its `tel-national` autofill and the request waits for the email field.
 */
export function passkeyAutofillField(methods: LoginMethod[]): LoginField | null {
  if (methods.some(isEmailMethod)) return 'email';
  return methods.length > 0 ? 'phone' : null;
}
