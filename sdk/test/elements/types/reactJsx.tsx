// A React 19 app using the elements' tags, type-checked by frameworkTypes.test.ts (tsc on this folder).
import type {} from '@auth-widget/sdk/elements/react';
import type { AuthClient, WidgetEvent } from '@auth-widget/sdk/elements';

declare const client: AuthClient;

export function SignIn() {
  return (
    <>
      <auth-widget-login
        public-token="public-token-test-x"
        config={{ products: ['otp'], otpOptions: { methods: ['email'] } }}
        locale="de"
        onauth-widget-success={(event) => console.log(event.detail)}
        onauth-widget-event={(event) => {
          const step: WidgetEvent['type'] = event.detail.type;
          return step;
        }}
      />
      <auth-widget-login client={client} config='{"products":["otp"]}' className="login" />
      <auth-widget-reset-password client={client} password-reset-token="t" config={{ products: ['passwords'] }} />
      <auth-widget-passkey-registration client={client} config={{ products: ['passkeys'] }} />
      {/* @ts-expect-error -- products must be products */}
      <auth-widget-login config={{ products: ['fax'] }} />
      {/* @ts-expect-error -- only the reset element takes a reset token (JSX checks no hyphenated name, so its property) */}
      <auth-widget-login passwordResetToken="t" />
      {/* @ts-expect-error -- an event's detail is typed: a step's type is no number */}
      <auth-widget-login onauth-widget-event={(event) => event.detail.type.toFixed()} />
    </>
  );
}

// The tag map types querySelector and createElement.
export const element: { publicToken: string | undefined } = document.createElement('auth-widget-login');
