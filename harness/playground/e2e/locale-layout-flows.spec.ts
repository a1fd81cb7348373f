/**
 * Every locale on a phone and in a narrow column, further into each flow: every screen and state a visitor reaches
 * past Main (the passcode's check, error, expiry, resend toast and confirmation; each password screen with its
 * strength feedback; the crypto and passkey screens; the error screen; the captcha notice and One Tap's warning),
 * reached as a visitor reaches it against the emulator, the wallet and the virtual authenticator, in each shipped
 * locale and the pseudo-locales, at 320 px and 400 px wide, with nothing that overflows (`localeLayout.ts`). Each
 * test walks one flow in every locale on one page; calls are held by the page's routes where a state lasts only as
 * long as a call.
 */
import type { Page, Route } from '@playwright/test';
import { TOKEN_TYPE_PARAM } from '@auth-widget/sdk';
import { expect, test, type HostMountOptions } from '../fixtures/index.ts';
import { breakUserRegistrations, repairUser, wrongCode, type PageWindow } from './helpers.ts';
import { inEveryLocale, type LocaleStep } from './localeLayout.ts';
import { passwordsConfig, passwordsWithEmailOtpConfig, STRONG } from './passwordHelpers.ts';

type Text = LocaleStep['t'];

/** Types the email on Main and submits it with the email button. */
async function submitEmail(page: Page, t: Text, email: string): Promise<void> {
  await page.getByRole('textbox', { name: t('common.emailLabel') }).fill(email);
  await page.getByRole('button', { name: t('form.continueWithEmail') }).click();
}

/** Types a passcode from the first box (the boxes' names hold the locale's numbers). */
async function typeCode(page: Page, code: string): Promise<void> {
  await page.locator('.aw-passcode input').first().focus();
  await page.keyboard.type(code);
}

/**
 * Holds the page's next call to `path` until the returned function is called, which lets it through (or fails it as
 * a dropped connection, with `drop`): a state that lasts as long as a call stays on screen while it is checked.
 */
async function holdNext(page: Page, path: string): Promise<(outcome?: 'pass' | 'drop') => Promise<void>> {
  let held!: (route: Route) => void;
  const arrived = new Promise<Route>((resolve) => (held = resolve));
  await page.route(`**${path}`, (route) => held(route), { times: 1 });
  return async (outcome = 'pass') => {
    const route = await arrived;
    await (outcome === 'drop' ? route.abort() : route.continue());
  };
}

/** Ends the page client's session, so the next locale starts signed out. */
function signOut(page: Page): Promise<void> {
  return page.evaluate(() => (window as unknown as PageWindow).__client.session.revoke());
}

const EMAIL_OTP: HostMountOptions['config'] = { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 1 } };

test('the passcode screen: checking, a wrong code, expired, the resend toast, then OTP Confirmation', async ({ page, host, inbox }) => {
  await page.clock.install();
  await inEveryLocale(page, host.url, 16_000, async ({ t, email, mount, check }) => {
    await mount({ config: EMAIL_OTP });
    await submitEmail(page, t, email);
    await expect(page.getByRole('heading', { name: t('otp.header') })).toBeVisible();
    const code = await inbox.code(email);
    const release = await holdNext(page, '/sdk/v1/otps/authenticate');
    await typeCode(page, wrongCode(code));
    await expect(page.getByRole('progressbar', { name: t('otp.verifying') })).toBeVisible();
    await check('OTP Authenticate: checking');
    await release();
    await expect(page.locator('.aw-field-error')).toHaveText(t('otp.invalid'));
    await check('OTP Authenticate: wrong code');
    await page.clock.runFor(61_000);
    await expect(page.getByText(t('otp.expired'))).toBeVisible();
    await check('OTP Authenticate: expired');
    await page.getByRole('button', { name: t('otp.resend') }).click();
    await expect(page.locator('.aw-toast[data-visible="true"]')).toHaveText(t('otp.resent'));
    await check('OTP Authenticate: "Code resent" toast');
    await typeCode(page, await inbox.code(email, { after: 1 }));
    await expect(page.getByText(t('otp.successText'))).toBeVisible();
    await check('OTP Confirmation');
    await signOut(page);
  });
});

test('password log in: a wrong password, Password Forgot, the resend toast', async ({ page, host, emulator }) => {
  await inEveryLocale(page, host.url, 12_000, async ({ t, email, mount, check }) => {
    await emulator.seedUser({ email, password: STRONG });
    await mount({ config: passwordsConfig(host.url) });
    await submitEmail(page, t, email);
    await expect(page.getByRole('heading', { name: t('password.loginHeader') })).toBeVisible();
    await check('Password log in');
    await page.getByLabel(t('password.label'), { exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: t('password.continue') }).click();
    await expect(page.locator('.aw-banner[data-variant="error"], .aw-field-error')).toBeVisible();
    await check('Password log in: wrong password');
    await page.getByRole('button', { name: t('password.forgot') }).click();
    await expect(page.getByRole('heading', { name: t('password.forgotHeader') })).toBeVisible();
    await check('Password Forgot');
    await page.getByRole('button', { name: t('password.resendEmail') }).click();
    await expect(page.locator('.aw-toast[data-visible="true"]')).toHaveText(t('password.resent'));
    await check('Password Forgot: "Email resent" toast');
  });
});

test('password sign-up: zxcvbn feedback on a weak password, then Password Confirmation', async ({ page, host }) => {
  await inEveryLocale(page, host.url, 12_000, async ({ t, email, mount, check }) => {
    await mount({ config: passwordsConfig(host.url) });
    await submitEmail(page, t, email);
    await expect(page.getByRole('heading', { name: t('password.newHeader') })).toBeVisible();
    await page.getByLabel(t('password.label'), { exact: true }).fill('jjjjjjjj');
    await expect(page.getByText(t('passwordWarning.simpleRepeat'))).toBeVisible();
    await check('Password create: weak, with feedback');
    await page.getByLabel(t('password.label'), { exact: true }).fill(STRONG);
    await expect(page.getByRole('button', { name: t('password.continue') })).toBeEnabled();
    await page.getByRole('button', { name: t('password.show') }).click();
    await check('Password create: strong, shown');
    await page.getByRole('button', { name: t('password.continue') }).click();
    await expect(page.getByRole('heading', { name: t('password.confirmationText') })).toBeVisible();
    await check('Password Confirmation');
    await signOut(page);
  });
});

test('password sign-up under LUDS: the requirements, the breached warning', async ({ page, host, emulator }) => {
  emulator.setProject({ password_strength_policy: 'luds' });
  await inEveryLocale(page, host.url, 10_000, async ({ t, email, mount, check }) => {
    await mount({ config: passwordsConfig(host.url) });
    await submitEmail(page, t, email);
    await page.getByLabel(t('password.label'), { exact: true }).fill('abc');
    await expect(page.locator('li', { hasText: t('password.ludsLength', { count: 8 }) })).toHaveAttribute('data-met', 'false');
    await check('Password create (LUDS): unmet');
    await page.getByLabel(t('password.label'), { exact: true }).fill('Password1!');
    await expect(page.getByText(t('password.breached'))).toBeVisible();
    await check('Password create (LUDS): breached');
  });
});

test('a breached password at log in: Password Dedupe', async ({ page, host, emulator }) => {
  await inEveryLocale(page, host.url, 10_000, async ({ t, email, mount, check }) => {
    await emulator.seedUser({ email, password: 'Password1!' });
    await mount({ config: passwordsConfig(host.url) });
    await submitEmail(page, t, email);
    await page.getByLabel(t('password.label'), { exact: true }).fill('Password1!');
    await page.getByRole('button', { name: t('password.continue') }).click();
    await expect(page.getByRole('heading', { name: t('password.dedupeHeader') })).toBeVisible();
    await check('Password Dedupe');
  });
});

test('a passwordless user: the body while sending, its failure, then Password Set New', async ({ page, host, emulator }) => {
  await inEveryLocale(page, host.url, 12_000, async ({ t, email, mount, check }) => {
    await emulator.seedUser({ email });
    await mount({ config: passwordsWithEmailOtpConfig(host.url) });
    const release = await holdNext(page, '/sdk/v1/otps/email/login_or_create');
    await submitEmail(page, t, email);
    await expect(page.locator('.aw-password-sending')).toBeVisible();
    await check('Password create-or-login: passwordless, sending');
    await release('drop');
    await expect(page.getByRole('button', { name: t('password.createInstead') })).toBeEnabled();
    await check('Password create-or-login: passwordless, failed');
    await page.getByRole('button', { name: t('password.createInstead') }).click();
    await expect(page.getByRole('heading', { name: t('password.setNewHeader') })).toBeVisible();
    await check('Password Set New');
  });
});

test('the reset form: a weak password, and "Logging in" from a login link', async ({ page, host }) => {
  await inEveryLocale(page, host.url, 12_000, async ({ t, mount, check }) => {
    const reset: Omit<HostMountOptions, 'locale'> = { entry: 'resetPassword', config: passwordsConfig(host.url), passwordResetToken: 'password_reset_token-test-layout' };
    await mount(reset);
    await page.getByLabel(t('password.newPasswordLabel')).fill('jjjjjjjj');
    await expect(page.getByText(t('passwordWarning.simpleRepeat'))).toBeVisible();
    await check('Password Reset Form: weak');
    // A login link lands on the reset page with the token type in its address; the call is held while it shows.
    await page.evaluate((param) => history.replaceState(null, '', `?${param}=login`), TOKEN_TYPE_PARAM);
    const release = await holdNext(page, '/sdk/v1/magic_links/authenticate');
    await mount(reset);
    await expect(page.getByRole('heading', { name: t('password.loggingIn') })).toBeVisible();
    await check('Password Reset Form: logging in');
    await release('drop');
    await page.evaluate(() => history.replaceState(null, '', location.pathname));
  });
});

test.describe('crypto', () => {
  test('Crypto Connect and Sign Message (held by the wallet), Crypto Confirmation, Crypto Setup Wallet', async ({ page, host, wallet }) => {
    await inEveryLocale(page, host.url, 12_000, async ({ t, mount, check }) => {
      await mount({ config: { products: ['crypto'] } });
      const releaseConnect = wallet.pause();
      await page.getByRole('button', { name: t('main.continueWith', { provider: 'Metamask' }) }).click();
      await expect(page.getByRole('heading', { name: t('crypto.connectHeader') })).toBeVisible();
      await check('Crypto Connect');
      const releaseSign = wallet.pause();
      releaseConnect();
      await expect(page.getByRole('heading', { name: t('crypto.signHeader') })).toBeVisible();
      await check('Crypto Sign Message');
      releaseSign();
      await expect(page.getByRole('heading', { name: t('crypto.confirmationHeader') })).toBeVisible();
      await check('Crypto Confirmation');
      await signOut(page);
      await mount({ config: { products: ['crypto'] } });
      await page.getByRole('button', { name: t('main.setupWallet') }).click();
      await expect(page.getByRole('heading', { name: t('crypto.setupHeader') })).toBeVisible();
      await check('Crypto Setup Wallet');
    });
  });

  test.describe('a refusing wallet', () => {
    test.use({ walletOptions: { rejectConnection: true } });
    test('Crypto Error', async ({ page, host, wallet: _wallet }) => {
      await inEveryLocale(page, host.url, 6_000, async ({ t, mount, check }) => {
        await mount({ config: { products: ['crypto'] } });
        await page.getByRole('button', { name: t('main.continueWith', { provider: 'Metamask' }) }).click();
        await expect(page.getByRole('heading', { name: t('crypto.errorHeader') })).toBeVisible();
        await check('Crypto Error');
      });
    });
  });
});

test('passkeys: no user, start and its cancelled message, success with the list, renaming, deleting, the error screen, Passkey Confirmation', async ({
  page,
  host,
  passkeys,
}) => {
  const registration: Omit<HostMountOptions, 'locale'> = { entry: 'passkeyRegistration', config: { products: ['passkeys', 'emailMagicLinks'] } };
  const authenticator = await passkeys.add();
  await inEveryLocale(page, host.url, 20_000, async ({ t, email, mount, check }) => {
    await mount(registration);
    await expect(page.getByText(t('passkey.noUser'))).toBeVisible();
    await check('Passkey registration: no user');
    await page.evaluate(
      ([address, password]) =>
        (window as unknown as PageWindow).__client.passwords.create({ email: address!, password: password!, session_duration_minutes: 60 }),
      [email, STRONG],
    );
    await mount(registration);
    await expect(page.getByRole('heading', { name: t('passkey.startHeader') })).toBeVisible();
    await check('Register New Passkey');
    await passkeys.cancelCeremonies(async () => {
      await page.getByRole('button', { name: t('passkey.create') }).click();
      await expect(page.getByText(t('passkey.notCreated'))).toBeVisible();
    });
    await check('Register New Passkey: not created');
    await page.getByRole('button', { name: t('passkey.create') }).click();
    await expect(page.getByRole('heading', { name: t('passkey.successHeader') })).toBeVisible();
    await check('Passkey Registration Success with the list');
    const row = page.getByRole('list', { name: t('passkey.listLabel') }).getByRole('listitem').first();
    await row.getByRole('button').first().click();
    await expect(page.getByLabel(t('passkey.nameLabel'))).toBeFocused();
    await check('Passkey list: renaming');
    await page.keyboard.press('Escape');
    await row.getByRole('button').last().click();
    await expect(page.getByText(t('passkey.deleteWarning'))).toBeVisible();
    await check('Passkey list: deleting');

    await breakUserRegistrations(page);
    await mount(registration);
    await page.getByRole('button', { name: t('passkey.skip') }).click();
    await expect(page.locator('.aw-root .aw-banner[data-variant="error"]')).toHaveText(t('common.screenError'));
    await check('the error screen');
    await repairUser(page);

    await signOut(page);
    await mount({ config: { products: ['passkeys', 'oauth'], oauthOptions: { providers: [{ type: 'google' }] } } });
    await page.getByRole('button', { name: t('main.passkeyLogin') }).click();
    await expect(page.getByText(t('passkey.confirmationText'))).toBeVisible();
    await check('Passkey Confirmation');
    await signOut(page);
    // Chromium's virtual authenticator holds three passkeys; a fourth registration fails as a refused prompt would.
    await authenticator.clearCredentials();
  });
});

test.describe('captcha on', () => {
  test.use({ emulatorProject: { captcha_settings: { enabled: true, siteKey: 'site-key-layout' } } });
  test('the reCAPTCHA notice under the form', async ({ page, host }) => {
    await inEveryLocale(page, host.url, 6_000, async ({ t, mount, check }) => {
      await mount({ config: { products: ['emailMagicLinks'] } });
      await expect(page.locator('.aw-captcha-notice').getByRole('link', { name: t('captcha.terms') })).toBeVisible();
      await check('Main: the reCAPTCHA notice');
    });
  });
});

test('One Tap: the warning when the project cannot serve it', async ({ page, host, emulator }) => {
  emulator.setProject({ oauth_providers: ['github'] });
  const redirect = `${host.url}/authenticate`;
  await inEveryLocale(page, host.url, 6_000, async ({ mount, check }) => {
    await mount({
      config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google', one_tap: true }], loginRedirectURL: redirect, signupRedirectURL: redirect } },
    });
    await expect(page.locator('.aw-banner[data-variant="warning"]')).toBeVisible();
    await check('Main: One Tap warning');
  });
});
