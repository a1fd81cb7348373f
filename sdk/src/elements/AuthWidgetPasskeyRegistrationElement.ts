import { AuthWidgetElement } from './AuthWidgetElement.ts';
import { elementSpec } from './elementSpecs.ts';

/** Passkey registration for a signed-in user: `<auth-widget-passkey-registration>`, as `mountPasskeyRegistration` shows it. */
export class AuthWidgetPasskeyRegistrationElement extends AuthWidgetElement {
  static {
    this.defineInputs(elementSpec('passkeyRegistration'));
  }
}
