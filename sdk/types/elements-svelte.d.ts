/**
 * The elements' tags in Svelte 5 markup (svelte-check): `import type {} from '@auth-widget/sdk/elements/svelte';`
 * once in the app. Svelte sets an attribute the element has as its property (`config={{ products: ['otp'] }}`) and
 * attaches `onauth-widget-success` and its siblings as listeners of the events.
 */
import type { HTMLAttributes } from 'svelte/elements';
import type {
  AuthWidgetElementProps,
  AuthWidgetEventProps,
  AuthWidgetLoginElement,
  AuthWidgetPasskeyRegistrationElement,
  AuthWidgetResetPasswordElement,
  ResetPasswordElementProps,
} from '@auth-widget/sdk/elements';

type ElementProps<E, P> = Omit<HTMLAttributes<E>, keyof P> & P & AuthWidgetEventProps;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'auth-widget-login': ElementProps<AuthWidgetLoginElement, AuthWidgetElementProps>;
    'auth-widget-reset-password': ElementProps<AuthWidgetResetPasswordElement, ResetPasswordElementProps>;
    'auth-widget-passkey-registration': ElementProps<AuthWidgetPasskeyRegistrationElement, AuthWidgetElementProps>;
  }
}
