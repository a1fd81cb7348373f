/**
 * Every locale on a phone and in a narrow column: Main in each configuration and the screens one step from it, in each
 * shipped locale and the pseudo-locales, at 320 px and 400 px wide, with no text that overflows its button, label,
 * tab or header, and nothing outside the widget's box; axe on one locale of each script. One page, the widget mounted
 * again for each locale and screen. The screens further into each flow: `locale-layout-flows.spec.ts`.
 */
import type { Locator, Page } from '@playwright/test';
import type { StringKey } from '@auth-widget/sdk/locales';
import { expect, test, type HostMountOptions } from '../fixtures/index.ts';
import { audit, inEveryLocale, SCRIPT_SAMPLES, type LocaleStep } from './localeLayout.ts';

type Config = HostMountOptions['config'];

/** A screen the gallery draws, reached from a fresh mount in a locale. */
interface Screen {
  name: string;
  mount: (hostUrl: string) => Omit<HostMountOptions, 'locale'>;
  /** What the visitor does to get there (on Main unless it says otherwise). */
  reach?: (page: Page, text: Text, email: string) => Promise<void>;
  /** The header that says it is there, or what else does. */
  header: StringKey | ((page: Page, text: Text) => Locator);
}

const otpEmail: Config = { products: ['otp'], otpOptions: { methods: ['email'] } };

type Text = LocaleStep['t'];

async function submitEmail(page: Page, text: Text, email: string, button: StringKey): Promise<void> {
  await page.getByRole('textbox', { name: text('common.emailLabel') }).fill(email);
  await page.getByRole('button', { name: text(button) }).click();
}

const SCREENS: Screen[] = [
  {
    name: 'Main: every product',
    mount: (hostUrl) => ({
      config: {
        products: ['oauth', 'crypto', 'emailMagicLinks', 'otp', 'passwords', 'passkeys'],
        oauthOptions: { providers: [{ type: 'google' }, { type: 'microsoft' }], loginRedirectURL: `${hostUrl}/authenticate`, signupRedirectURL: `${hostUrl}/authenticate` },
        otpOptions: { methods: ['sms', 'whatsapp'] },
      },
    }),
    header: 'main.header',
  },
  {
    name: 'Main: social and wallet buttons with a form',
    mount: (hostUrl) => ({
      config: {
        products: ['oauth', 'crypto', 'emailMagicLinks'],
        oauthOptions: {
          providers: [{ type: 'google' }, { type: 'github' }, { type: 'apple' }],
          loginRedirectURL: `${hostUrl}/authenticate`,
          signupRedirectURL: `${hostUrl}/authenticate`,
        },
      },
    }),
    header: 'main.header',
  },
  {
    name: 'Main: passkey button',
    mount: () => ({ config: { products: ['passkeys', 'oauth'], oauthOptions: { providers: [{ type: 'github' }] } } }),
    header: 'main.header',
  },
  {
    name: 'Configuration error: passkeys alone',
    mount: () => ({ config: { products: ['passkeys'] } }),
    header: (page, text) => page.getByText(text('main.errorPasskeysOnly')),
  },
  {
    name: 'Configuration error: magic link and email passcode',
    mount: () => ({ config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } } }),
    header: (page, text) => page.getByText(text('main.errorEmlAndEmailOtp')),
  },
  {
    name: 'Login form: WhatsApp tab',
    mount: () => ({ config: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } } }),
    reach: async (page, text) => {
      await page.getByRole('tab', { name: text('form.tabWhatsApp') }).click();
      await expect(page.getByRole('button', { name: text('form.continueWithWhatsApp') })).toBeVisible();
    },
    header: 'main.header',
  },
  {
    name: 'Login form: invalid phone',
    mount: () => ({ config: { products: ['otp'], otpOptions: { methods: ['sms'] } } }),
    reach: async (page, text) => {
      await page.getByRole('textbox', { name: text('common.phoneLabel') }).fill('555');
      await page.getByRole('button', { name: text('form.continueWithPhone') }).click();
      await expect(page.locator('.aw-field-error')).toHaveText(text('form.invalidPhone'));
    },
    header: 'main.header',
  },
  {
    name: 'Main: a send that fails (network error)',
    mount: () => ({ config: otpEmail }),
    reach: async (page, text, email) => {
      await page.route('**/sdk/v1/otps/email/login_or_create', (route) => route.abort(), { times: 1 });
      await submitEmail(page, text, email, 'form.continueWithEmail');
      await expect(page.locator('.aw-field-error')).toHaveText(text('error.network_error'));
    },
    header: 'main.header',
  },
  {
    name: 'Login form: invalid email',
    mount: () => ({ config: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } } }),
    reach: async (page, text) => {
      await page.getByRole('tab', { name: text('form.tabEmail') }).click();
      await submitEmail(page, text, 'not-an-email', 'form.continueWithEmail');
      await expect(page.locator('.aw-field-error')).toHaveText(text('form.invalidEmailOtp'));
    },
    header: 'main.header',
  },
  {
    name: 'OTP Authenticate',
    mount: () => ({ config: otpEmail }),
    reach: (page, text, email) => submitEmail(page, text, email, 'form.continueWithEmail'),
    header: 'otp.header',
  },
  {
    name: 'Email Confirmation',
    mount: (hostUrl) => ({
      config: {
        products: ['emailMagicLinks'],
        emailMagicLinksOptions: { loginRedirectURL: `${hostUrl}/authenticate`, signupRedirectURL: `${hostUrl}/authenticate` },
      },
    }),
    reach: (page, text, email) => submitEmail(page, text, email, 'form.continueWithEmail'),
    header: 'email.header',
  },
  {
    name: 'Password create-or-login: new user',
    mount: (hostUrl) => ({ config: { products: ['passwords'], passwordOptions: { resetPasswordRedirectURL: `${hostUrl}/reset-password` } } }),
    reach: (page, text, email) => submitEmail(page, text, email, 'form.continueWithEmail'),
    header: 'password.newHeader',
  },
  {
    name: 'Crypto: other wallet',
    mount: () => ({ config: { products: ['crypto'] } }),
    reach: (page, text) => page.getByRole('button', { name: text('main.otherWallet') }).click(),
    header: 'crypto.otherHeader',
  },
  {
    name: 'Password Reset Form',
    mount: () => ({ config: { products: ['passwords'] }, entry: 'resetPassword', passwordResetToken: 'password_reset_token-test-layout' }),
    header: 'password.resetHeader',
  },
];

// One test a screen, so that the two workers share them and each test's time stays within what one screen needs.
for (const screen of SCREENS) {
  test(`${screen.name}: fits in every locale at 320 and 400 px`, async ({ page, host }) => {
    await inEveryLocale(page, host.url, 6_000, async ({ locale, t, email, mount, check }) => {
      await mount(screen.mount(host.url));
      await screen.reach?.(page, t, email);
      await expect(typeof screen.header === 'string' ? page.getByRole('heading', { name: t(screen.header) }) : screen.header(page, t)).toBeVisible();
      await check(screen.name);
      if (SCRIPT_SAMPLES.includes(locale) && (screen.header === 'main.header' || screen.header === 'otp.header')) {
        await audit(page, `${locale}, ${screen.name}`);
      }
    });
  });
}
