import { AuthWidgetLoginElement } from './AuthWidgetLoginElement.ts';
import { AuthWidgetPasskeyRegistrationElement } from './AuthWidgetPasskeyRegistrationElement.ts';
import { AuthWidgetResetPasswordElement } from './AuthWidgetResetPasswordElement.ts';
import type { AuthWidgetElement } from './AuthWidgetElement.ts';

const CLASSES = [AuthWidgetLoginElement, AuthWidgetResetPasswordElement, AuthWidgetPasskeyRegistrationElement];

/**
 * Defines `<auth-widget-login>`, `<auth-widget-reset-password>` and `<auth-widget-passkey-registration>` in the page's
 * custom element registry (or `registry`). Importing `@auth-widget/sdk/elements` does it already; calling it again is
 * harmless, and a tag another copy of the package defined first is left to it. Does nothing on a server.
 */
export function defineElements(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (!registry) return;
  for (const element of CLASSES as (typeof AuthWidgetElement & (new () => AuthWidgetElement))[]) {
    if (!registry.get(element.spec.tag)) registry.define(element.spec.tag, element);
  }
}
