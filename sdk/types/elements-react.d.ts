/**
 * The elements' tags in React 19's JSX: `import type {} from '@auth-widget/sdk/elements/react';` once in the app.
 * React 19 sets a prop the element has as its property (an object `config`, a `client`) and attaches
 * `onauth-widget-success` and its siblings as listeners of the events.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type {
  AuthWidgetElementProps,
  AuthWidgetEventProps,
  AuthWidgetLoginElement,
  AuthWidgetPasskeyRegistrationElement,
  AuthWidgetResetPasswordElement,
  ResetPasswordElementProps,
} from '@auth-widget/sdk/elements';

type ElementProps<E, P> = Omit<DetailedHTMLProps<HTMLAttributes<E>, E>, keyof P> & P & AuthWidgetEventProps;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'auth-widget-login': ElementProps<AuthWidgetLoginElement, AuthWidgetElementProps>;
      'auth-widget-reset-password': ElementProps<AuthWidgetResetPasswordElement, ResetPasswordElementProps>;
      'auth-widget-passkey-registration': ElementProps<AuthWidgetPasskeyRegistrationElement, AuthWidgetElementProps>;
    }
  }
}
