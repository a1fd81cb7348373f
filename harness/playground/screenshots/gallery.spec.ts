/**
 * The screen gallery: drives the widget to every screen the flows can reach, the same way the
 * end-to-end specs do, and saves the widget element (not the page) as a PNG in docs/screens/, once in the
 * default theme and once in a custom one (docs/screens/custom/), then in the default theme in ar (right to left) and
 * de (long words) in docs/screens/ar/ and docs/screens/de/. Run with `npm run screenshots`; one pass alone with
 * `-g "locale ar"` (the passes' titles: "default theme", "custom theme", "locale ar", "locale de").
 *
 * Repeatable images: a fixed viewport, animations disabled, no focus ring or hover left from the last action,
 * fixed wallet keys, fixed passkey names, and a frozen clock on the passcode countdown.
 *
 * Not drawn: Password Breached, which no flow of the widget leads to (a breached password at login ends on
 * Password Dedupe).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { TOKEN_TYPE_PARAM, type AuthClient } from '@auth-widget/sdk';
import type { WidgetStyles } from '@auth-widget/sdk/ui';
import { expect, test, type HostMountOptions, type WalletKeys } from '../fixtures/index.ts';
import { countdownText, formatMessage, loadCatalogue, type MessageValues, type StringKey } from '@auth-widget/sdk/locales';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'docs', 'screens');

/** A custom theme using every theme field: warm paper, deep green, pill buttons. */
const CUSTOM_STYLES: WidgetStyles = {
  container: { backgroundColor: '#F7F5F0', borderColor: '#D9D3C7', borderRadius: '16px', width: '420px' },
  colors: { primary: '#1E4D3B', secondary: '#5F6F66', success: '#2F7A4F', error: '#A4262C' },
  buttons: {
    primary: { backgroundColor: '#1E4D3B', textColor: '#FFFFFF', borderColor: '#1E4D3B', borderRadius: '999px' },
    secondary: { backgroundColor: '#FFFFFF', textColor: '#1E4D3B', borderColor: '#B9C4BC', borderRadius: '999px' },
  },
  inputs: { backgroundColor: '#FFFFFF', textColor: '#1F2A24', placeholderColor: '#75827B', borderColor: '#C8CFC9', borderRadius: '10px' },
  fontFamily: 'Verdana, "DejaVu Sans", sans-serif',
};

/** One walk through every screen: a theme, or a locale in the default theme. */
interface Pass {
  /** The describe title, for `-g`. */
  title: string;
  dir: string;
  styles?: WidgetStyles;
  /** The widget's `locale` option; none is the page's own English (the config's `locale: 'en-US'`). */
  locale?: string;
  catalogue: Record<StringKey, string>;
}

const PASSES: Pass[] = [
  { title: 'default theme', dir: OUT_DIR, catalogue: await loadCatalogue('en') },
  { title: 'custom theme', dir: join(OUT_DIR, 'custom'), styles: CUSTOM_STYLES, catalogue: await loadCatalogue('en') },
  { title: 'locale ar', dir: join(OUT_DIR, 'ar'), locale: 'ar', catalogue: await loadCatalogue('ar') },
  { title: 'locale de', dir: join(OUT_DIR, 'de'), locale: 'de', catalogue: await loadCatalogue('de') },
];

/** A regular expression for a message whose `{name}` is not known in advance (a passkey's default name). */
function messagePattern(message: string): RegExp {
  const escape = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${message.split('{name}').map(escape).join('.+')}$`);
}

const STRONG = 'correct-Horse-battery-staple-42';
const EMAIL = 'ada@example.com';

/** Fixed wallet keys: random ones would put a different address into the flow on every run. */
const WALLET_KEYS: WalletKeys = { ethereumSecretKey: new Uint8Array(32).fill(7), solanaSeed: new Uint8Array(32).fill(9) };

type Config = HostMountOptions['config'];
type PageWindow = Window & { __client: AuthClient };

function passwordsConfig(hostUrl: string, extra: Partial<Config> = {}): Config {
  return {
    products: ['passwords'],
    passwordOptions: { resetPasswordRedirectURL: `${hostUrl}/reset-password`, loginRedirectURL: `${hostUrl}/authenticate` },
    ...extra,
  };
}

/** Signs a new user in on the host page; the session cookie is there for the widget mounted next. */
async function signIn(page: Page, hostUrl: string, email: string): Promise<void> {
  await page.goto(`${hostUrl}/host`);
  await page.waitForFunction(() => '__client' in window);
  await page.evaluate(
    ([address, password]) =>
      (window as unknown as PageWindow).__client.passwords.create({ email: address!, password: password!, session_duration_minutes: 60 }),
    [email, STRONG],
  );
}

for (const pass of PASSES) {
  test.describe(pass.title, () => {
    const locale = pass.locale ?? 'en';
    /** A text of the widget in this pass's language, as the widget shows it. */
    const t = (key: StringKey, values?: MessageValues) => formatMessage(pass.catalogue[key], values, locale);

    /** Opens the host page and mounts the widget in this pass's theme and locale. */
    function mount(page: Page, mountWidget: (page: Page, options: HostMountOptions) => Promise<void>, options: HostMountOptions) {
      return mountWidget(page, { ...options, styles: pass.styles, locale: pass.locale });
    }

    /** Types the email on Main and submits it. */
    async function submitEmail(page: Page, email: string): Promise<void> {
      await page.getByRole('textbox', { name: t('common.emailLabel') }).fill(email);
      await page.getByRole('button', { name: t('form.continueWithEmail') }).click();
    }

    /** Types a passcode from the first box (the boxes' names hold the locale's numbers). */
    async function typeCode(page: Page, code: string): Promise<void> {
      await page.locator('.aw-passcode input').first().focus();
      await page.keyboard.type(code);
    }

    /**
     * Saves the widget element as `<name>.png`. The watermark comes with the bootstrap answer, so waiting for it
     * keeps the height from depending on timing; focus and hover are cleared so no image carries the last click.
     */
    async function shot(page: Page, name: string, options: { keepFocus?: boolean } = {}): Promise<void> {
      const root = page.locator('#widget .aw-root');
      await expect(root.locator('.aw-watermark')).toBeVisible();
      await expect(root.locator('.aw-loading')).toHaveCount(0);
      await page.mouse.move(0, 0);
      if (!options.keepFocus) await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      // Fonts loaded and two frames painted since the last change, so nothing is captured half-drawn.
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      await root.screenshot({ path: join(pass.dir, `${name}.png`), animations: 'disabled', caret: 'hide' });
    }

    test('Main: each configuration, the two configuration errors, the login form tabs', async ({ page, host, mountWidget }) => {
      const redirect = `${host.url}/authenticate`;
      const configs: [string, Config][] = [
        [
          'main-all',
          {
            products: ['oauth', 'crypto', 'emailMagicLinks', 'otp', 'passwords', 'passkeys'],
            oauthOptions: { providers: [{ type: 'google' }, { type: 'microsoft' }], loginRedirectURL: redirect, signupRedirectURL: redirect },
            otpOptions: { methods: ['sms', 'whatsapp'] },
          },
        ],
        ['main-email-magic-link', { products: ['emailMagicLinks'] }],
        ['main-passwords', { products: ['passwords'] }],
        [
          'main-social-wallets',
          {
            products: ['oauth', 'crypto', 'emailMagicLinks'],
            oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }, { type: 'apple' }], loginRedirectURL: redirect, signupRedirectURL: redirect },
          },
        ],
        ['main-passkey-button', { products: ['passkeys', 'oauth'], oauthOptions: { providers: [{ type: 'github' }] } }],
        ['main-error-passkeys-only', { products: ['passkeys'] }],
        ['main-error-eml-and-otp', { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } }],
      ];
      for (const [name, config] of configs) {
        await mount(page, mountWidget, { config });
        await expect(
          page
            .getByRole('heading', { name: t('main.header') })
            .or(page.getByText(t('main.errorPasskeysOnly')))
            .or(page.getByText(t('main.errorEmlAndEmailOtp'))),
        ).toBeVisible();
        await shot(page, name);
      }

      await mount(page, mountWidget, { config: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } } });
      for (const [tab, name] of [
        [t('form.tabText'), 'login-tab-text'],
        [t('form.tabWhatsApp'), 'login-tab-whatsapp'],
        [t('form.tabEmail'), 'login-tab-email'],
      ] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await shot(page, name);
      }
      await page.getByRole('textbox', { name: t('common.emailLabel') }).fill('not-an-email');
      await page.getByRole('button', { name: t('form.continueWithEmail') }).click();
      await expect(page.locator('.aw-field-error')).toHaveText(t('form.invalidEmailOtp'));
      await shot(page, 'login-form-error');
    });

    test('One Tap prompt', async ({ page, host, mountWidget }) => {
      const redirect = `${host.url}/authenticate`;
      await mount(page, mountWidget, {
        config: {
          products: ['oauth'],
          oauthOptions: { providers: [{ type: 'google', one_tap: true }], loginRedirectURL: redirect, signupRedirectURL: redirect },
        },
      });
      // Google's prompt, as the emulator's stand-in for Google's script draws it inside the widget (in English in
      // every pass: the prompt is Google's, not the widget's).
      await expect(page.getByRole('dialog', { name: 'Sign in with Google' }).getByRole('button', { name: /^Sign in as / })).toBeVisible();
      await shot(page, 'one-tap');
    });

    test('OTP Authenticate, verifying, OTP Confirmation', async ({ page, emulator, mountWidget, inbox }) => {
      // A frozen Date keeps the countdown at 5:00 in the image; timers still run, so the flow goes on.
      await page.clock.setFixedTime(Date.now());
      await mount(page, mountWidget, { config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
      await submitEmail(page, EMAIL);
      await expect(page.getByText(t('otp.expiresIn', { time: countdownText(300, t, locale) }))).toBeVisible();
      await shot(page, 'otp-authenticate');
      // "Verifying passcode..." is photographed on a held check of a fixed wrong code: the real code is random
      // and would change the image on every run. The real one is typed once the wrong one is refused.
      const code = await inbox.code(EMAIL);
      await emulator.fault({ path: '/sdk/v1/otps/authenticate', delay_ms: 3_000 });
      await typeCode(page, code === '123456' ? '654321' : '123456');
      await expect(page.getByRole('progressbar', { name: t('otp.verifying') })).toBeVisible();
      await shot(page, 'otp-verifying');
      await expect(page.locator('.aw-field-error')).toHaveText(t('otp.invalid'));
      await typeCode(page, code);
      await expect(page.getByText(t('otp.successText'))).toBeVisible();
      await shot(page, 'otp-confirmation');
    });

    test('OTP Authenticate: expired', async ({ page, mountWidget }) => {
      const now = Date.now();
      await page.clock.setFixedTime(now);
      await mount(page, mountWidget, { config: { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 1 } } });
      await submitEmail(page, EMAIL);
      await expect(page.getByText(t('otp.expiresIn', { time: countdownText(60, t, locale) }))).toBeVisible();
      await page.clock.setFixedTime(now + 61_000);
      await expect(page.getByText(t('otp.expired'))).toBeVisible();
      await shot(page, 'otp-expired');
    });

    test('Email Confirmation', async ({ page, host, mountWidget }) => {
      const redirect = `${host.url}/authenticate`;
      await mount(page, mountWidget, {
        config: { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect } },
      });
      await submitEmail(page, EMAIL);
      await expect(page.getByRole('heading', { name: t('email.header') })).toBeVisible();
      await shot(page, 'email-confirmation');
    });

    test.describe('password screens', () => {
      test('create (new user), Password Confirmation', async ({ page, host, mountWidget }) => {
        await mount(page, mountWidget, { config: passwordsConfig(host.url) });
        await submitEmail(page, 'new@example.com');
        await expect(page.getByRole('heading', { name: t('password.newHeader') })).toBeVisible();
        await page.getByLabel(t('password.label'), { exact: true }).fill(STRONG);
        await expect(page.getByRole('meter', { name: t('password.strengthLabel') })).toHaveAttribute('aria-valuenow', '4');
        await expect(page.getByRole('button', { name: t('password.continue') })).toBeEnabled();
        await shot(page, 'password-create');
        await page.getByRole('button', { name: t('password.continue') }).click();
        await expect(page.getByRole('heading', { name: t('password.confirmationText') })).toBeVisible();
        await shot(page, 'password-confirmation');
      });

      test('log in (returning user), Password Forgot', async ({ page, host, emulator, mountWidget }) => {
        await emulator.seedUser({ email: EMAIL, password: STRONG });
        await mount(page, mountWidget, { config: passwordsConfig(host.url) });
        await submitEmail(page, EMAIL);
        await expect(page.getByRole('heading', { name: t('password.loginHeader') })).toBeVisible();
        await shot(page, 'password-login');
        await page.getByRole('button', { name: t('password.forgot') }).click();
        await expect(page.getByRole('heading', { name: t('password.forgotHeader') })).toBeVisible();
        await shot(page, 'password-forgot');
      });

      test('Password Dedupe after a breached password', async ({ page, host, emulator, mountWidget }) => {
        await emulator.seedUser({ email: 'leaked@example.com', password: 'Password1!' });
        await mount(page, mountWidget, { config: passwordsConfig(host.url) });
        await submitEmail(page, 'leaked@example.com');
        await page.getByLabel(t('password.label'), { exact: true }).fill('Password1!');
        await page.getByRole('button', { name: t('password.continue') }).click();
        await expect(page.getByRole('heading', { name: t('password.dedupeHeader') })).toBeVisible();
        await shot(page, 'password-dedupe');
      });

      test('passwordless user, Password Set New', async ({ page, host, emulator, mountWidget }) => {
        await emulator.seedUser({ email: 'nopassword@example.com' });
        // The passcode request is held, then refused: the body stays on screen, and "Create a password instead"
        // becomes clickable.
        await emulator.fault({ path: '/sdk/v1/otps/email/login_or_create', delay_ms: 2_500, status: 500 });
        await mount(page, mountWidget, { config: passwordsConfig(host.url, { products: ['otp', 'passwords'], otpOptions: { methods: ['email'] } }) });
        await submitEmail(page, 'nopassword@example.com');
        await expect(page.locator('.aw-password-sending')).toBeVisible();
        await shot(page, 'password-passwordless');
        await expect(page.getByRole('button', { name: t('password.createInstead') })).toBeEnabled();
        await page.getByRole('button', { name: t('password.createInstead') }).click();
        await expect(page.getByRole('heading', { name: t('password.setNewHeader') })).toBeVisible();
        await shot(page, 'password-set-new');
      });

      test('Password Reset Form, and "Logging in" from the login link', async ({ page, host, emulator, mountWidget, inbox }) => {
        await emulator.seedUser({ email: EMAIL, password: STRONG });
        await page.goto(`${host.url}/host`);
        await page.waitForFunction(() => '__client' in window);
        await page.evaluate(
          ([email, origin]) =>
            (window as unknown as PageWindow).__client.passwords.resetByEmailStart({
              email: email!,
              reset_password_redirect_url: `${origin}/reset-password`,
            }),
          [EMAIL, host.url],
        );
        const token = new URL(await inbox.link(EMAIL)).searchParams.get('token') ?? '';
        await mount(page, mountWidget, { entry: 'resetPassword', config: passwordsConfig(host.url), passwordResetToken: token });
        await expect(page.getByRole('heading', { name: t('password.resetHeader') })).toBeVisible();
        await shot(page, 'password-reset-form');

        // "Logging in" lasts as long as the call: hold it while the image is taken.
        await emulator.fault({ path: '/sdk/v1/magic_links/authenticate', delay_ms: 3_000 });
        await mount(page, mountWidget, {
          entry: 'resetPassword',
          config: passwordsConfig(host.url),
          passwordResetToken: token,
          query: { [TOKEN_TYPE_PARAM]: 'login' },
        });
        await expect(page.getByRole('heading', { name: t('password.loggingIn') })).toBeVisible();
        await shot(page, 'password-reset-logging-in');
        await expect(page.getByRole('heading', { name: t('password.confirmationText') })).toBeVisible();
      });
    });

    test.describe('crypto screens', () => {
      test.describe('a wallet that answers', () => {
        test.use({ walletOptions: { keys: WALLET_KEYS } });
        test('Crypto Connect and Sign Message (held by the wallet), Crypto Confirmation', async ({ page, mountWidget, wallet }) => {
          await mount(page, mountWidget, { config: { products: ['crypto'] } });
          const releaseConnect = wallet.pause();
          await page.getByRole('button', { name: t('main.continueWith', { provider: 'Metamask' }) }).click();
          await expect(page.getByRole('heading', { name: t('crypto.connectHeader') })).toBeVisible();
          await shot(page, 'crypto-connect');
          const releaseSign = wallet.pause();
          releaseConnect();
          await expect(page.getByRole('heading', { name: t('crypto.signHeader') })).toBeVisible();
          await shot(page, 'crypto-sign-message');
          releaseSign();
          await expect(page.getByRole('heading', { name: t('crypto.confirmationHeader') })).toBeVisible();
          await shot(page, 'crypto-confirmation');
        });
      });

      test.describe('a wallet that refuses', () => {
        test.use({ walletOptions: { keys: WALLET_KEYS, rejectConnection: true } });
        test('Crypto Error', async ({ page, mountWidget, wallet: _wallet }) => {
          await mount(page, mountWidget, { config: { products: ['crypto'] } });
          await page.getByRole('button', { name: t('main.continueWith', { provider: 'Metamask' }) }).click();
          await expect(page.getByRole('heading', { name: t('crypto.errorHeader') })).toBeVisible();
          await shot(page, 'crypto-error');
        });
      });

      test('Crypto Other and Crypto Setup Wallet', async ({ page, mountWidget }) => {
        await mount(page, mountWidget, { config: { products: ['crypto'] } });
        await page.getByRole('button', { name: t('main.otherWallet') }).click();
        await expect(page.getByRole('heading', { name: t('crypto.otherHeader') })).toBeVisible();
        await shot(page, 'crypto-other');
        await page.getByRole('button', { name: t('common.back') }).click();
        await page.getByRole('button', { name: t('main.setupWallet') }).click();
        await expect(page.getByRole('heading', { name: t('crypto.setupHeader') })).toBeVisible();
        await shot(page, 'crypto-setup-wallet');
      });
    });

    test.describe('passkey screens', () => {
      const config: Config = { products: ['passkeys', 'emailMagicLinks'] };
      const rows = (page: Page) => page.getByRole('list', { name: t('passkey.listLabel') }).getByRole('listitem');
      const editButton = messagePattern(pass.catalogue['passkey.renameNamed']);
      const deleteButton = messagePattern(pass.catalogue['passkey.deleteNamed']);

      /** Renames a row through the widget: the provider's default names carry the date. */
      async function rename(page: Page, index: number, name: string): Promise<void> {
        await rows(page).nth(index).getByRole('button', { name: editButton }).click();
        await page.getByLabel(t('passkey.nameLabel')).fill(name);
        await page.keyboard.press('Enter');
        await expect(rows(page).nth(index).locator('.aw-passkey-name')).toHaveText(name);
      }

      test('without a signed-in user', async ({ page, mountWidget }) => {
        await mount(page, mountWidget, { entry: 'passkeyRegistration', config });
        await expect(page.getByText(t('passkey.noUser'))).toBeVisible();
        await shot(page, 'passkey-no-user');
      });

      test('start, success with the list, rename and delete rows, Passkey Confirmation', async ({ page, host, mountWidget, passkeys }) => {
        await signIn(page, host.url, EMAIL);
        const authenticator = await passkeys.add();
        await mount(page, mountWidget, { entry: 'passkeyRegistration', config });
        await expect(page.getByRole('heading', { name: t('passkey.startHeader') })).toBeVisible();
        await shot(page, 'passkey-start');

        await page.getByRole('button', { name: t('passkey.create') }).click();
        await expect(rows(page)).toHaveCount(1);
        await rename(page, 0, 'Work laptop');
        // The authenticator forgets the first passkey, so it can make a second one for the same account.
        await authenticator.clearCredentials();
        await page.getByRole('button', { name: t('passkey.setupAnother') }).click();
        await page.getByRole('button', { name: t('passkey.create') }).click();
        await expect(rows(page)).toHaveCount(2);
        await rename(page, 1, 'Phone');
        await expect(page.getByRole('heading', { name: t('passkey.successHeader') })).toBeVisible();
        await shot(page, 'passkey-success');

        await rows(page).first().getByRole('button', { name: editButton }).click();
        await expect(page.getByLabel(t('passkey.nameLabel'))).toBeFocused();
        await shot(page, 'passkey-rename', { keepFocus: true });
        await page.keyboard.press('Escape');
        await rows(page).first().getByRole('button', { name: deleteButton }).click();
        await expect(page.getByText(t('passkey.deleteWarning'))).toBeVisible();
        await shot(page, 'passkey-delete');
        await rows(page).first().getByRole('button', { name: t('passkey.cancel') }).click();

        await page.evaluate(() => (window as unknown as PageWindow).__client.session.revoke());
        await mount(page, mountWidget, { config: { products: ['passkeys', 'oauth'], oauthOptions: { providers: [{ type: 'google' }] } } });
        await page.getByRole('button', { name: t('main.passkeyLogin') }).click();
        await expect(page.getByText(t('passkey.confirmationText'))).toBeVisible();
        await shot(page, 'passkey-confirmation');
      });
    });
  });
}

/**
 * The demo site on a phone: the whole login page at 360 px, the widget above the editors and nothing cut off. The
 * email-otp preset has no redirect URLs, so the editors carry no port that changes between runs; an injected wallet
 * with fixed keys stands in for the demo's development wallet, whose random addresses would otherwise show.
 */
test.describe('demo site', () => {
  test.use({ viewport: { width: 360, height: 740 }, walletOptions: { keys: WALLET_KEYS } });

  // The wallet is asked for only so that the fixture injects it (the demo then installs no development wallet).
  test('demo page on a phone', async ({ page, host, wallet: _injected }) => {
    await page.goto(`${host.url}/?preset=email-otp`);
    await expect(page.locator('#widget .aw-root .aw-watermark')).toBeVisible();
    await expect(page.locator('#widget .aw-loading')).toHaveCount(0);
    await expect(page.getByTestId('session-status')).toHaveText('Signed out');
    // The event log's lines carry the time of day: an empty log keeps the image the same on every run.
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.locator('#event-log li')).toHaveCount(0);
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    await page.screenshot({ path: join(OUT_DIR, 'demo-phone.png'), fullPage: true, animations: 'disabled', caret: 'hide' });
  });
});
