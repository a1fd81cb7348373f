/**
 * The elements' tags in Vue templates (Volar, vue-tsc): `import type {} from '@auth-widget/sdk/elements/vue';` once
 * in the app, and `compilerOptions.isCustomElement: (tag) => tag.startsWith('auth-widget-')` in the Vue plugin's
 * options. Vue sets a binding the element has as its property (`:config="{ products: ['otp'] }"`); `@auth-widget-success`
 * listens to the event.
 */
import type { DefineComponent } from 'vue';
import type { AuthWidgetElementProps, AuthWidgetEventMap, ResetPasswordElementProps } from '@auth-widget/sdk/elements';

/** `@auth-widget-success` and its siblings, as Vue names a listener prop (`onAuthWidgetSuccess`). */
interface EventProps {
  onAuthWidgetSuccess?: (event: AuthWidgetEventMap['auth-widget-success']) => void;
  onAuthWidgetError?: (event: AuthWidgetEventMap['auth-widget-error']) => void;
  onAuthWidgetEvent?: (event: AuthWidgetEventMap['auth-widget-event']) => void;
}

declare module 'vue' {
  interface GlobalComponents {
    'auth-widget-login': DefineComponent<AuthWidgetElementProps & EventProps>;
    'auth-widget-reset-password': DefineComponent<ResetPasswordElementProps & EventProps>;
    'auth-widget-passkey-registration': DefineComponent<AuthWidgetElementProps & EventProps>;
  }
}
