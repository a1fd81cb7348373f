import type { WidgetConfig } from '@auth-widget/sdk/react';

/** What every benchmark page reads from its `bench-env` script tag. */
export interface BenchEnv {
  emulatorUrl: string;
  publicToken: string;
  redirectUrl: string;
}

/** The benchmark's login config, the same for both widgets: passcodes by SMS and email magic links. */
export function benchConfig(env: BenchEnv): WidgetConfig {
  return {
    products: ['emailMagicLinks', 'otp'],
    emailMagicLinksOptions: { loginRedirectURL: env.redirectUrl, signupRedirectURL: env.redirectUrl },
    otpOptions: { methods: ['sms'], expirationMinutes: 5 },
  };
}

/** The header both widgets show first. */
export const HEADER = 'Sign up or log in';
