import type { AuthClient } from '../client/createAuthClient.ts';
import type { AuthClientOptions } from '../client/core/types.ts';
import type { WidgetCallbacks, WidgetConfig, WidgetStyles } from '../ui/config.ts';
import type { WidgetEntry } from '../ui/state/WidgetContext.tsx';
import type { StringsOverride } from '../ui/strings/index.ts';

/** What every element takes, as properties (and, but for `client`, as attributes). */
export interface AuthWidgetElementInputs {
  /** A public token: the element makes its client for it (and disposes of it when removed). */
  publicToken?: string;
  /** A client from `createAuthClient`, shared with the page; it wins over `publicToken`. */
  client?: AuthClient;
  /** Client options when the element makes its client from `publicToken`. */
  clientOptions?: AuthClientOptions;
  config?: WidgetConfig;
  styles?: WidgetStyles;
  strings?: StringsOverride;
  locale?: string;
  nonce?: string;
}

/** What `<auth-widget-reset-password>` takes besides: the token of the reset email's link. */
export interface ResetPasswordElementInputs extends AuthWidgetElementInputs {
  passwordResetToken?: string;
}

/** One input of an element: its property, its attribute (none for `client`) and how the attribute is read. */
export interface InputSpec {
  property: keyof ResetPasswordElementInputs;
  /** The attribute; absent for an input only a property can carry (a client object). */
  attribute?: string;
  /** `json`: the attribute holds JSON (`config='{"products":["otp"]}'`); `string`: its text as it is. */
  kind: 'string' | 'json' | 'object';
  /**
   * The platform's own property (`nonce`): the browser keeps the nonce there once it hides the attribute's value
   * from the page (CSP nonce hiding), so the element reads it rather than the attribute.
   */
  builtIn?: true;
  /** Its TypeScript type, as the manifest and the typings name it. */
  type: string;
  description: string;
}

/** One event: the callback of the mount API it stands for, and the type of its `detail`. */
export interface EventSpec {
  name: 'auth-widget-success' | 'auth-widget-error' | 'auth-widget-event';
  callback: keyof WidgetCallbacks;
  type: string;
  description: string;
}

/** One element: its tag, its class and the widget (the mount function) it shows. */
export interface ElementSpec {
  tag: 'auth-widget-login' | 'auth-widget-reset-password' | 'auth-widget-passkey-registration';
  className: 'AuthWidgetLoginElement' | 'AuthWidgetResetPasswordElement' | 'AuthWidgetPasskeyRegistrationElement';
  entry: WidgetEntry;
  description: string;
  inputs: readonly InputSpec[];
}

const INPUTS: readonly InputSpec[] = [
  { property: 'publicToken', attribute: 'public-token', kind: 'string', type: 'string', description: 'A public token; the element makes its client for it.' },
  { property: 'client', kind: 'object', type: 'AuthClient', description: 'A client from createAuthClient, shared with the page (wins over public-token).' },
  {
    property: 'clientOptions',
    attribute: 'client-options',
    kind: 'json',
    type: 'AuthClientOptions',
    description: 'Options of the client the element makes from public-token (endpoints, cookieOptions…), as JSON in the attribute.',
  },
  { property: 'config', attribute: 'config', kind: 'json', type: 'WidgetConfig', description: 'The widget configuration (products and their options), as JSON in the attribute.' },
  { property: 'styles', attribute: 'styles', kind: 'json', type: 'WidgetStyles', description: 'Colours, sizes and fonts of the theme, as JSON in the attribute.' },
  { property: 'strings', attribute: 'strings', kind: 'json', type: 'StringsOverride', description: 'Texts replacing the catalogue\'s, key by key, as JSON in the attribute.' },
  { property: 'locale', attribute: 'locale', kind: 'string', type: 'string', description: 'The widget\'s language, a BCP 47 tag; default the browser\'s.' },
  { property: 'nonce', attribute: 'nonce', kind: 'string', type: 'string', builtIn: true, description: 'A CSP nonce put on every style the widget adds.' },
];

/** The events every element dispatches (bubbling, composed): one per callback of the mount functions. */
export const EVENT_SPECS: readonly EventSpec[] = [
  { name: 'auth-widget-success', callback: 'onSuccess', type: 'unknown', description: 'A flow finished; detail is the provider\'s answer (onSuccess).' },
  { name: 'auth-widget-error', callback: 'onError', type: 'unknown', description: 'A flow failed, or the element was given unusable inputs; detail is the error, an AuthError (onError).' },
  { name: 'auth-widget-event', callback: 'onEvent', type: 'WidgetEvent', description: 'A step of a flow; detail is { type, data } (onEvent).' },
];

/**
 * The elements, their inputs and events: the one description the element classes, the server render of an element
 * and the generated `custom-elements.json` all read, so that they cannot disagree.
 */
export const ELEMENT_SPECS: readonly ElementSpec[] = [
  { tag: 'auth-widget-login', className: 'AuthWidgetLoginElement', entry: 'login', description: 'The login widget (mountLogin): it starts on Main.', inputs: INPUTS },
  {
    tag: 'auth-widget-reset-password',
    className: 'AuthWidgetResetPasswordElement',
    entry: 'resetPassword',
    description: 'The password reset form (mountResetPassword) for the token of the reset email\'s link.',
    inputs: [
      ...INPUTS,
      { property: 'passwordResetToken', attribute: 'password-reset-token', kind: 'string', type: 'string', description: 'The reset token taken from the reset email\'s link.' },
    ],
  },
  {
    tag: 'auth-widget-passkey-registration',
    className: 'AuthWidgetPasskeyRegistrationElement',
    entry: 'passkeyRegistration',
    description: 'Passkey registration for a signed-in user (mountPasskeyRegistration).',
    inputs: INPUTS,
  },
];

/** The description of the element showing `entry`. */
export function elementSpec(entry: WidgetEntry): ElementSpec {
  return ELEMENT_SPECS.find((spec) => spec.entry === entry)!;
}
