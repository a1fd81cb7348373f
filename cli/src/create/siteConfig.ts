import type { OtpMethod, Product } from '@auth-widget/sdk';
import type { CreateAnswers, Template } from './options.ts';

/** The dev server's port of each template; redirect URLs point back to it. */
export const DEV_PORT: Record<Template, number> = { 'vanilla-vite': 5173, 'react-vite': 5173, 'vue-vite': 5173, sveltekit: 5173, astro: 4321, nextjs: 3000 };

/**
 * The site's `auth-widget.config.json`: `{ publicToken, locale, config, styles, cookieOptions, endpoints }`, with the
 * widget config built from the answers. Email magic links and email passcodes cannot be on
 * together (the widget refuses the pair), so the email method is dropped from passcodes when both are chosen.
 */
export function siteConfig(answers: CreateAnswers) {
  const origin = `http://localhost:${DEV_PORT[answers.template]}`;
  const products = answers.products;
  const config: Record<string, unknown> & { products: Product[]; otpOptions?: { methods: OtpMethod[]; expirationMinutes: number } } = { products };
  if (products.includes('oauth')) {
    config.oauthOptions = {
      providers: answers.oauthProviders.map((type) => ({ type })),
      loginRedirectURL: `${origin}/authenticate`,
      signupRedirectURL: `${origin}/authenticate`,
    };
  }
  if (products.includes('emailMagicLinks')) {
    config.emailMagicLinksOptions = {
      loginRedirectURL: `${origin}/authenticate`,
      signupRedirectURL: `${origin}/authenticate`,
      loginExpirationMinutes: 30,
      signupExpirationMinutes: 30,
    };
  }
  if (products.includes('otp')) {
    const methods = products.includes('emailMagicLinks') ? answers.otpMethods.filter((m) => m !== 'email') : answers.otpMethods;
    config.otpOptions = { methods: methods.length ? methods : ['sms'], expirationMinutes: 5 };
  }
  if (products.includes('passwords')) {
    config.passwordOptions = {
      loginRedirectURL: `${origin}/authenticate`,
      resetPasswordRedirectURL: `${origin}/reset-password`,
      resetPasswordExpirationMinutes: 30,
    };
  }
  config.sessionOptions = { sessionDurationMinutes: 60 };
  return {
    publicToken: answers.publicToken,
    ...(answers.locale ? { locale: answers.locale } : {}),
    config,
    styles: { container: { width: '400px' }, colors: { primary: '#19303D' } },
    cookieOptions: {},
    endpoints: {},
  };
}
