/**
 * Accessibility: axe-core (WCAG 2.0 and 2.1, levels A and AA) on every screen the suite reaches, scoped to the
 * widget's element. Each test walks one flow and audits each screen on the way, so one page load serves several
 * screens. A violation fails with the rule, its help text and the offending nodes.
 */
import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { TOKEN_TYPE_PARAM } from '@auth-widget/sdk';
import { expect, openHostPage, test, type HostMountOptions } from '../fixtures/index.ts';
import { signUpWithPassword, typePasscode, wrongCode, type PageWindow } from './helpers.ts';
import { openPasswordScreen, passwordsConfig, passwordsWithEmailOtpConfig, STRONG, submitEmail } from './passwordHelpers.ts';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the widget's element and expects no violation; `screen` names the screen in a failure. */
async function audit(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include('#widget').withTags(WCAG_21_AA).analyze();
  const violations = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  }));
  expect(violations, `axe violations on ${screen}`).toEqual([]);
  // Something was checked: the widget rendered.
  expect(results.passes.length, `axe checked nothing on ${screen}`).toBeGreaterThan(0);
}

/**
 * `audit` on a page whose clock is paused: axe waits on the page's timers, so the clock is stepped a millisecond at a
 * time until the audit ends (about ten steps); the page's own timers (a toast's 2 s) lie far beyond them.
 */
async function auditOnPausedClock(page: Page, screen: string): Promise<void> {
  let done = false;
  const audited = audit(page, screen).finally(() => {
    done = true;
  });
  let steps = 0;
  while (!done) {
    // The clock is the context's: a step also runs on the blank page axe opens for its last stage, and fails if that
    // page closes meanwhile. Only a failure on the audited page itself ends the audit.
    await page.clock.runFor(1).catch((error: unknown) => {
      if (page.isClosed()) throw error;
    });
    steps += 1;
  }
  await audited;
  expect(steps, 'clock steps the audit took').toBeLessThan(1_000);
}

test.describe('Main', () => {
  test('each configuration, the tabs, the field errors and both configuration errors', async ({ page, host, mountWidget }) => {
    // Fifteen axe audits in one test: about 25 s on two busy cores in Chromium, too close to the default 30 s cap;
    // three times the project's cap, as Firefox's (BiDi) cap is longer.
    test.setTimeout(3 * test.info().project.timeout);
    const redirect = `${host.url}/authenticate`;
    const configs: [string, HostMountOptions][] = [
      ['Main: magic link', { config: { products: ['emailMagicLinks'] } }],
      ['Main: email passcode with a logo', { config: { products: ['otp'], otpOptions: { methods: ['email'] }, logo: { logoImageUrl: `${host.url}/favicon.ico` } } }],
      ['Main: passwords', { config: { products: ['passwords'] } }],
      [
        'Main: social and wallet buttons with a form',
        {
          config: {
            products: ['oauth', 'crypto', 'emailMagicLinks'],
            oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }, { type: 'apple' }], loginRedirectURL: redirect, signupRedirectURL: redirect },
          },
        },
      ],
      ['Main: passkey button', { config: { products: ['passkeys', 'oauth'], oauthOptions: { providers: [{ type: 'github' }] } } }],
      [
        'Main: every product',
        {
          config: {
            products: ['oauth', 'crypto', 'emailMagicLinks', 'otp', 'passwords', 'passkeys'],
            oauthOptions: { providers: [{ type: 'google' }, { type: 'microsoft' }] },
            otpOptions: { methods: ['sms', 'whatsapp'] },
          },
        },
      ],
      ['Main: header hidden', { config: { products: ['emailMagicLinks'], displayHeader: false } }],
      ['Main: Shadow DOM', { config: { products: ['otp'], otpOptions: { methods: ['sms'] } }, shadow: true }],
      ['configuration error: passkeys alone', { config: { products: ['passkeys'] } }],
      ['configuration error: EML and email OTP', { config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } } }],
    ];
    for (const [screen, options] of configs) {
      await mountWidget(page, options);
      await expect(page.locator('.aw-root')).toBeVisible();
      await audit(page, screen);
    }

    // The login form's tabs, each selected, and the field errors.
    await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } } });
    for (const tab of ['Text', 'WhatsApp', 'Email']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await audit(page, `login form: ${tab} tab`);
    }
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.locator('.aw-field-error')).toHaveText('Invalid email, please try again.');
    await audit(page, 'login form: invalid email');
    await page.getByRole('tab', { name: 'Text' }).click();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('555');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await expect(page.locator('.aw-field-error')).toHaveText('Invalid phone number, please try again.');
    await audit(page, 'login form: invalid phone');
  });

  test('the One Tap prompt and its integrator warning', async ({ page, host, emulator, mountWidget }) => {
    const redirect = `${host.url}/authenticate`;
    const config: HostMountOptions['config'] = {
      products: ['oauth'],
      oauthOptions: { providers: [{ type: 'google', one_tap: true }], loginRedirectURL: redirect, signupRedirectURL: redirect },
    };
    await mountWidget(page, { config });
    await expect(page.getByRole('dialog', { name: 'Sign in with Google' }).getByRole('button', { name: /^Sign in as / })).toBeVisible();
    await audit(page, 'One Tap prompt');
    emulator.setProject({ oauth_providers: ['github'] });
    await mountWidget(page, { config });
    await expect(page.locator('.aw-banner[data-variant="warning"]')).toBeVisible();
    await audit(page, 'One Tap warning');
  });
});

test('OTP Authenticate (with its error and toast), the expired countdown and OTP Confirmation', async ({ page, mountWidget, inbox }) => {
  // Five audits, one of them stepped a millisecond at a time on a paused clock: past the default 30 s cap once on two
  // busy cores (in that stepped audit), so three times the project's cap, as Main's test has.
  test.setTimeout(3 * test.info().project.timeout);
  await page.clock.install();
  await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 1 } } });
  await page.getByRole('textbox', { name: 'Email' }).fill('a11y@example.com');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await audit(page, 'OTP Authenticate');
  const code = await inbox.code('a11y@example.com');
  await typePasscode(page, wrongCode(code));
  await expect(page.locator('.aw-field-error')).toHaveText('Invalid passcode, please try again.');
  await audit(page, 'OTP Authenticate: invalid passcode');
  await page.clock.runFor(61_000);
  await expect(page.getByText('Your code has expired.')).toBeVisible();
  await audit(page, 'OTP Authenticate: expired');
  // The toast fades out 2 s after it shows, and an audit on a busy machine can take longer (a half-faded toast fails
  // the contrast rule), so the page's clock stands still from the click and moves only in the audit's own steps.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('Code resent')).toBeVisible();
  await auditOnPausedClock(page, 'OTP Authenticate: "Code resent" toast');
  await expect(page.locator('.aw-toast[data-visible="true"]')).toHaveText('Code resent');
  await page.clock.resume();
  await typePasscode(page, await inbox.code('a11y@example.com', { after: 1 }));
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
  await audit(page, 'OTP Confirmation');
});

test('Email Confirmation', async ({ page, host, mountWidget }) => {
  const redirect = `${host.url}/authenticate`;
  await mountWidget(page, {
    config: { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect } },
  });
  await page.getByRole('textbox', { name: 'Email' }).fill('a11y@example.com');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await audit(page, 'Email Confirmation');
});

test.describe('password screens', () => {
  test('create (zxcvbn bar and feedback), Password Confirmation', async ({ page, host, mountWidget }) => {
    await mountWidget(page, { config: passwordsConfig(host.url) });
    await submitEmail(page, 'new@example.com');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await audit(page, 'Password create: empty');
    await page.getByLabel('Password', { exact: true }).fill('jjjjjjjj');
    await expect(page.getByText('Repeats like "aaa" are easy to guess')).toBeVisible();
    await audit(page, 'Password create: weak, with feedback');
    await page.getByLabel('Password', { exact: true }).fill(STRONG);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await page.getByRole('button', { name: 'Show password' }).click();
    await audit(page, 'Password create: strong, shown');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Success, you have successfully logged in.' })).toBeVisible();
    await audit(page, 'Password Confirmation');
  });

  test('create under LUDS, with the breached message', async ({ page, host, emulator, mountWidget }) => {
    emulator.setProject({ password_strength_policy: 'luds' });
    await mountWidget(page, { config: passwordsConfig(host.url) });
    await submitEmail(page, 'luds@example.com');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await expect(page.locator('li', { hasText: 'Must be at least 8 characters long' })).toHaveAttribute('data-met', 'false');
    await audit(page, 'Password create (LUDS): unmet');
    await page.getByLabel('Password', { exact: true }).fill('Password1!');
    await expect(page.getByText(/This password may have been used on a different site/)).toBeVisible();
    await audit(page, 'Password create (LUDS): breached');
  });

  test('log in with its error, Password Forgot', async ({ page, host, emulator, mountWidget }) => {
    await openPasswordScreen({ page, emulator, mountWidget, host }, { email: 'ada@example.com', password: STRONG });
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await audit(page, 'Password login');
    await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
    await audit(page, 'Password login: wrong password');
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
    await audit(page, 'Password Forgot');
  });

  test('Password Dedupe after a breached password', async ({ page, host, emulator, mountWidget }) => {
    await openPasswordScreen({ page, emulator, mountWidget, host }, { email: 'leaked@example.com', password: 'Password1!' });
    await page.getByLabel('Password', { exact: true }).fill('Password1!');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email to set a new password' })).toBeVisible();
    await audit(page, 'Password Dedupe');
  });

  test('a passwordless user: the body with its links, then Password Set New', async ({ page, host, emulator, mountWidget }) => {
    await emulator.fault({ path: '/sdk/v1/otps/email/login_or_create', status: 500 });
    await openPasswordScreen({ page, emulator, mountWidget, host }, { email: 'nopassword@example.com' }, passwordsWithEmailOtpConfig(host.url));
    await expect(page.getByRole('button', { name: 'Create a password instead' })).toBeEnabled();
    await audit(page, 'Password create-or-login: passwordless, failed');
    await page.getByRole('button', { name: 'Create a password instead' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
    await audit(page, 'Password Set New');
  });

  test('the reset form, and "Logging in" from the `login` link', async ({ page, host, emulator, mountWidget, inbox }) => {
    await emulator.seedUser({ email: 'reset@example.com', password: STRONG });
    await openHostPage(page, host.url);
    const start = (origin: string) =>
      page.evaluate(
        (o) =>
          (window as unknown as PageWindow).__client.passwords.resetByEmailStart({ email: 'reset@example.com', reset_password_redirect_url: `${o}/reset-password` }),
        origin,
      );
    await start(host.url);
    const token = new URL(await inbox.link('reset@example.com')).searchParams.get('token')!;
    await mountWidget(page, { entry: 'resetPassword', config: passwordsConfig(host.url), passwordResetToken: token });
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    await audit(page, 'Password Reset Form');
    await page.getByLabel('New password').fill('short');
    await expect(page.getByRole('meter', { name: 'Password strength' })).toBeVisible();
    await audit(page, 'Password Reset Form: weak');

    // "Logging in" lasts as long as the call: hold the call with a delay while axe looks.
    await emulator.fault({ path: '/sdk/v1/magic_links/authenticate', delay_ms: 4_000 });
    await mountWidget(page, { entry: 'resetPassword', config: passwordsConfig(host.url), passwordResetToken: token, query: { [TOKEN_TYPE_PARAM]: 'login' } });
    await expect(page.getByRole('heading', { name: 'Logging in' })).toBeVisible();
    await audit(page, 'Password Reset Form: Logging in');
    // The held call ends up to 4 s later.
    await expect(page.getByRole('heading', { name: 'Success, you have successfully logged in.' })).toBeVisible({ timeout: 10_000 });
  });
});

test.describe('crypto screens', () => {
  test('Crypto Connect and Sign Message (held by the wallet), Crypto Confirmation', async ({ page, mountWidget, wallet }) => {
    await mountWidget(page, { config: { products: ['crypto'] } });
    const releaseConnect = wallet.pause();
    await page.getByRole('button', { name: 'Continue with Metamask' }).click();
    await expect(page.getByRole('heading', { name: 'Connecting to your wallet' })).toBeVisible();
    await audit(page, 'Crypto Connect');
    const releaseSign = wallet.pause();
    releaseConnect();
    await expect(page.getByRole('heading', { name: 'Completing signature request' })).toBeVisible();
    await audit(page, 'Crypto Sign Message');
    releaseSign();
    await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
    await audit(page, 'Crypto Confirmation');
  });

  test.describe('a refusing wallet', () => {
    test.use({ walletOptions: { rejectConnection: true } });
    test('Crypto Error', async ({ page, mountWidget, wallet: _wallet }) => {
      await mountWidget(page, { config: { products: ['crypto'] } });
      await page.getByRole('button', { name: 'Continue with Metamask' }).click();
      await expect(page.getByRole('heading', { name: 'Looks like there was an error.' })).toBeVisible();
      await audit(page, 'Crypto Error');
    });
  });

  test('Crypto Other and Crypto Setup Wallet', async ({ page, mountWidget }) => {
    await mountWidget(page, {
      config: { products: ['oauth', 'crypto'], oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }, { type: 'apple' }] } },
    });
    await page.getByRole('button', { name: 'Continue with other Crypto Wallet' }).click();
    await expect(page.getByRole('heading', { name: 'Continue with other wallet' })).toBeVisible();
    await audit(page, 'Crypto Other');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Set up a new crypto wallet' }).click();
    await expect(page.getByRole('heading', { name: 'Set up a new crypto wallet' })).toBeVisible();
    await audit(page, 'Crypto Setup Wallet');
  });
});

test.describe('passkey screens', () => {
  const config = { products: ['passkeys' as const, 'emailMagicLinks' as const] };

  test('without a signed-in user', async ({ page, mountWidget }) => {
    await mountWidget(page, { entry: 'passkeyRegistration', config });
    await expect(page.getByText('Error: Cannot use PasskeyRegistration component without active user authenticated.')).toBeVisible();
    await audit(page, 'Passkey registration: no user');
  });

  test('start, its cancelled message, success with the list, rename and delete rows, Passkey Confirmation', async ({
    page,
    host,
    mountWidget,
    passkeys,
  }) => {
    // Six axe audits and a sign-up: past the default cap when the machine is busy.
    test.setTimeout(3 * test.info().project.timeout);
    await signUpWithPassword(page, host.url, 'passkeys@example.com');
    await passkeys.add();
    await mountWidget(page, { entry: 'passkeyRegistration', config });
    await expect(page.getByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
    await audit(page, 'Register New Passkey');
    await passkeys.cancelCeremonies(async () => {
      await page.getByRole('button', { name: 'Create a Passkey' }).click();
      await expect(page.locator('.aw-banner[data-variant="error"]')).toBeVisible();
    });
    await audit(page, 'Register New Passkey: not created');
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Passkey successfully created' })).toBeVisible();
    await audit(page, 'Passkey Registration Success with the list');
    await page.getByRole('button', { name: /^Edit the name of / }).click();
    await expect(page.getByLabel('Passkey name')).toBeFocused();
    await audit(page, 'Passkey list: renaming');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Delete / }).click();
    await expect(page.getByText('Deleting a passkey cannot be undone: a deleted passkey cannot be restored.')).toBeVisible();
    await audit(page, 'Passkey list: deleting');

    await page.evaluate(() => (window as unknown as PageWindow).__client.session.revoke());
    await mountWidget(page, { config: { products: ['passkeys', 'oauth'], oauthOptions: { providers: [{ type: 'google' }] } } });
    await page.getByRole('button', { name: 'Login with a Passkey' }).click();
    await expect(page.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
    await audit(page, 'Passkey Confirmation');
  });
});
