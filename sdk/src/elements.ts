/**
 * Custom elements entry: `@auth-widget/sdk/elements`. Loading it defines `<auth-widget-login>`,
 * `<auth-widget-reset-password>` and `<auth-widget-passkey-registration>`, the widgets of the mount functions as
 * standard elements for any page or framework (docs/elements.md). The widget's code loads when an element first
 * connects.
 */
import { defineElements } from './elements/defineElements.ts';
import type { AuthWidgetLoginElement } from './elements/AuthWidgetLoginElement.ts';
import type { AuthWidgetPasskeyRegistrationElement } from './elements/AuthWidgetPasskeyRegistrationElement.ts';
import type { AuthWidgetResetPasswordElement } from './elements/AuthWidgetResetPasswordElement.ts';
import type { AuthWidgetEventMap } from './elements/AuthWidgetEventMap.ts';

defineElements();

export { defineElements };
export { AuthWidgetElement } from './elements/AuthWidgetElement.ts';
export { AuthWidgetLoginElement } from './elements/AuthWidgetLoginElement.ts';
export { AuthWidgetResetPasswordElement } from './elements/AuthWidgetResetPasswordElement.ts';
export { AuthWidgetPasskeyRegistrationElement } from './elements/AuthWidgetPasskeyRegistrationElement.ts';
export type { AuthWidgetEventMap };
export type { AuthWidgetElementInputs, ResetPasswordElementInputs } from './elements/elementSpecs.ts';
export type { AuthWidgetElementProps, AuthWidgetEventProps, AuthWidgetTagProps, ResetPasswordElementProps } from './elements/AuthWidgetElementProps.ts';
export type { WidgetConfig, WidgetStyles, WidgetEvent, WidgetEventType } from './ui/config.ts';
export type { StringsOverride } from './ui/strings/index.ts';
// Types only: a page that makes its client imports createAuthClient from `@auth-widget/sdk`, which the elements
// share, so defining them loads none of the client.
export type { AuthClient } from './client/createAuthClient.ts';
export type { AuthError } from './client/core/AuthError.ts';

declare global {
  interface HTMLElementTagNameMap {
    'auth-widget-login': AuthWidgetLoginElement;
    'auth-widget-reset-password': AuthWidgetResetPasswordElement;
    'auth-widget-passkey-registration': AuthWidgetPasskeyRegistrationElement;
  }
  // The events bubble: a page hears them on any ancestor of an element, the document included.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: adds the events to the DOM's map
  interface HTMLElementEventMap extends AuthWidgetEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging, as above
  interface DocumentEventMap extends AuthWidgetEventMap {}
}
