import { AuthWidgetElement } from './AuthWidgetElement.ts';
import { elementSpec } from './elementSpecs.ts';

/** The login widget: `<auth-widget-login public-token="…" config='{"products":["otp"]}'>`, as `mountLogin` shows it. */
export class AuthWidgetLoginElement extends AuthWidgetElement {
  static {
    this.defineInputs(elementSpec('login'));
  }
}
