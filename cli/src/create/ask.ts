import { checkbox, input, select } from '@inquirer/prompts';
import { OAUTH_PROVIDERS, OTP_METHODS, PRODUCTS } from '@auth-widget/sdk';
import { isSecretKey } from '../doctor/isSecretKey.ts';
import type { Locale } from '@auth-widget/sdk/locales';
import { localeChoice } from './localeChoice.ts';
import { DEFAULT_ANSWERS, TEMPLATES, type CreateAnswers } from './options.ts';

/**
 * Asks, one prompt at a time, for every answer the flags did not give. Only called with a TTY and outside CI;
 * each prompt has a flag of the same name.
 */
export async function ask(given: Partial<CreateAnswers>): Promise<CreateAnswers> {
  const dir =
    given.dir ??
    (await input({ message: 'Folder for the new site', default: DEFAULT_ANSWERS.dir, validate: (v) => (v.trim() ? true : 'Enter a folder name') }));
  const template =
    given.template ??
    (await select({
      message: 'Template',
      choices: TEMPLATES.map((value) => ({ value, name: value })),
      default: DEFAULT_ANSWERS.template,
    }));
  const products =
    given.products ??
    (await checkbox({
      message: 'Sign-in products',
      choices: PRODUCTS.map((value) => ({ value, name: value, checked: DEFAULT_ANSWERS.products.includes(value) })),
      validate: (chosen) =>
        chosen.length === 0
          ? 'Choose at least one product'
          : chosen.length === 1 && chosen[0]?.value === 'passkeys'
            ? 'Passkeys cannot be the only product'
            : true,
    }));
  const otpMethods =
    given.otpMethods ??
    (products.includes('otp')
      ? await checkbox({
          message: 'Passcode methods',
          choices: OTP_METHODS.map((value) => ({ value, name: value, checked: DEFAULT_ANSWERS.otpMethods.includes(value) })),
          validate: (chosen) => (chosen.length ? true : 'Choose at least one method'),
        })
      : DEFAULT_ANSWERS.otpMethods);
  const oauthProviders =
    given.oauthProviders ??
    (products.includes('oauth')
      ? await checkbox({
          message: 'OAuth providers',
          choices: OAUTH_PROVIDERS.map((value) => ({ value, name: value, checked: DEFAULT_ANSWERS.oauthProviders.includes(value) })),
          validate: (chosen) => (chosen.length ? true : 'Choose at least one provider'),
        })
      : DEFAULT_ANSWERS.oauthProviders);
  const publicToken =
    given.publicToken ??
    (await input({
      message: 'Public token (the default talks to the local emulator)',
      default: DEFAULT_ANSWERS.publicToken,
      validate: (v) =>
        !v.trim() ? 'Enter a public token' : isSecretKey(v) ? 'That is a secret key: it would be public in the site. Enter the public token (public-token-…).' : true,
    }));
  const locale =
    given.locale ??
    localeOf(
      await input({
        message: 'Language of the sign-in pages (one of the widget\'s 50 locales, such as de or pt-BR; empty: each visitor\'s own)',
        validate: (v) => !v.trim() || (localeChoice(v).problem ?? true),
      }),
    );
  return { dir, template, products, otpMethods, oauthProviders, publicToken, locale };
}

/** The locale an answer the prompt accepted names; none for an empty answer (the visitor's browser decides). */
function localeOf(typed: string): Locale | undefined {
  return typed.trim() ? localeChoice(typed).locale : undefined;
}
