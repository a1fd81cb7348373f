import type { AuthClient } from '../client/createAuthClient.ts';
import type { AuthClientOptions } from '../client/core/types.ts';
import type { WidgetConfig, WidgetStyles } from '../ui/config.ts';
import type { StringsOverride } from '../ui/strings/index.ts';
import type { AuthWidgetEventMap } from './AuthWidgetEventMap.ts';
import type { AuthWidgetLoginElement } from './AuthWidgetLoginElement.ts';
import type { AuthWidgetPasskeyRegistrationElement } from './AuthWidgetPasskeyRegistrationElement.ts';
import type { AuthWidgetResetPasswordElement } from './AuthWidgetResetPasswordElement.ts';

/**
 * What a framework's template may give an element, for the typings of React, Vue and Svelte: each input as its
 * attribute (text, JSON for the object ones) or as its property (the object itself, or its JSON).
 */
export interface AuthWidgetElementProps {
  'public-token'?: string;
  publicToken?: string;
  client?: AuthClient;
  'client-options'?: string;
  clientOptions?: AuthClientOptions | string;
  config?: WidgetConfig | string;
  styles?: WidgetStyles | string;
  strings?: StringsOverride | string;
  locale?: string;
  nonce?: string;
}

/** The props of `<auth-widget-reset-password>`: those of every element, and the reset token. */
export interface ResetPasswordElementProps extends AuthWidgetElementProps {
  'password-reset-token'?: string;
  passwordResetToken?: string;
}

/** The events' listeners as React 19 and Svelte 5 attach them to a custom element: `on` and the event's name. */
export type AuthWidgetEventProps = { [K in keyof AuthWidgetEventMap as `on${K}`]?: (event: AuthWidgetEventMap[K]) => void };

/** Each tag's element class and props: what a framework's map of tags is made from (`sdk/types/`). */
export interface AuthWidgetTagProps {
  'auth-widget-login': [AuthWidgetLoginElement, AuthWidgetElementProps];
  'auth-widget-reset-password': [AuthWidgetResetPasswordElement, ResetPasswordElementProps];
  'auth-widget-passkey-registration': [AuthWidgetPasskeyRegistrationElement, AuthWidgetElementProps];
}
