/**
 * Bot protection in the widget: with captcha on, the client loads the emulator's
 * reCAPTCHA Enterprise stand-in for the project's site key and each protected call carries a fresh single-use token
 * for action LOGIN; with DFP Protected Auth on, the provider's telemetry stand-in gives each call a telemetry id, by
 * the mode (OBSERVATION: id and token; DECISIONING: the id, and a captcha only when the provider challenges). The
 * emulator verifies every token and records every verdict. Every product signs in unchanged; refusals show the
 * provider's message and leave the form usable; nothing is loaded when both are off.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test, type EmulatorHandle, type HostMountOptions } from '../fixtures/index.ts';
import { callbacks, recordRequests, registerPasskey, typePasscode, type PageWindow } from './helpers.ts';
import { passwordsConfig, STRONG, submitEmail, SUCCESS as PASSWORD_SUCCESS } from './passwordHelpers.ts';

const SITE_KEY = 'site-key-e2e';
const CAPTCHA_ON = { captcha_settings: { enabled: true, siteKey: SITE_KEY } };
const EMAIL = 'bots@example.com';
const PHONE_NATIONAL = '(201) 555-0123';
const PHONE_E164 = '+12015550123';
const SUCCESS = 'Your passcode has been successfully verified.';

/** The bodies the page sent to protected calls (read in the page, see `recordRequests`), and the scripts it fetched, in order. */
async function wire(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/__recaptcha/enterprise.js') || url.pathname === '/__dfp/telemetry.js') scripts.push(`${url.pathname}${url.search}`);
  });
  const sent = await recordRequests(page, (url) => url.pathname.startsWith('/sdk/v1/'));
  const calls = () =>
    sent
      .filter((r) => r.method === 'POST' && r.url.pathname !== '/sdk/v1/events')
      .map((r) => ({ path: r.url.pathname.slice('/sdk/v1'.length), body: JSON.parse(r.body ?? '{}') as Record<string, unknown> }));
  return {
    get calls() {
      return calls();
    },
    scripts,
    /** The field names of each call to a path, sorted, bot protection's only. */
    fields(path: string): string[][] {
      return calls().filter((c) => c.path === path).map((c) => Object.keys(c.body).filter((k) => k === 'captcha_token' || k === 'dfp_telemetry_id').sort());
    },
  };
}

async function sendEmailCode(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
}

/** Mounts an email-passcode login, signs in with the code from the inbox. */
async function emailPasscodeSignIn(page: Page, mountWidget: (page: Page, options: HostMountOptions) => Promise<void>, code: (to: string) => Promise<string>) {
  await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
  await sendEmailCode(page);
  await typePasscode(page, await code(EMAIL));
  await expect(page.getByText(SUCCESS)).toBeVisible();
}

/** The emulator's verdicts as `<path under /sdk/v1> <outcome>`, oldest first. */
/** Mounts an SMS-passcode login, signs in with the code from the inbox. */
async function smsPasscodeSignIn(page: Page, mountWidget: (page: Page, options: HostMountOptions) => Promise<void>, code: (to: string) => Promise<string>) {
  await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['sms'] } } });
  await page.getByRole('textbox', { name: 'Phone number' }).fill(PHONE_NATIONAL);
  await page.getByRole('button', { name: 'Continue with text message' }).click();
  await typePasscode(page, await code(PHONE_E164));
  await expect(page.getByText(SUCCESS)).toBeVisible();
}

const outcomes = async (emulator: EmulatorHandle) => (await emulator.botVerdicts()).map((v) => `${v.path.replace('/sdk/v1', '')} ${v.outcome}`);

test.describe('captcha on', () => {
  test.use({ emulatorProject: CAPTCHA_ON });

  test('email magic link: the stand-in is loaded for the site key, the send carries a token the emulator accepts; the notice replaces the badge', async ({
    page,
    host,
    mountWidget,
    emulator,
  }) => {
    const seen = await wire(page);
    const redirect = `${host.url}/authenticate`;
    await mountWidget(page, { config: { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect } } });
    const notice = page.locator('.aw-captcha-notice');
    await expect(notice).toHaveText('This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.');
    await expect(notice.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', 'https://policies.google.com/privacy');
    await expect(notice.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', 'https://policies.google.com/terms');
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(seen.scripts).toEqual([`/__recaptcha/enterprise.js?render=${SITE_KEY}`]);
    expect(seen.fields('/magic_links/email/login_or_create')).toEqual([['captcha_token']]);
    expect(await outcomes(emulator)).toEqual(['/magic_links/email/login_or_create allowed']);
    expect((await emulator.botVerdicts())[0]).toMatchObject({ captcha: 'valid' });
    // The floating badge is on the page but hidden while the notice says what it would.
    await expect(page.locator('.grecaptcha-badge')).toHaveCount(1);
    await expect(page.locator('.grecaptcha-badge')).toBeHidden();
  });

  test('email passcode: the send and the check each carry their own token', async ({ page, mountWidget, inbox, emulator }) => {
    const seen = await wire(page);
    await emailPasscodeSignIn(page, mountWidget, (to) => inbox.code(to));
    expect(seen.fields('/otps/email/login_or_create')).toEqual([['captcha_token']]);
    expect(seen.fields('/otps/authenticate')).toEqual([['captcha_token']]);
    const [send, check] = seen.calls.filter((c) => c.path.startsWith('/otps/'));
    expect(send!.body.captcha_token).not.toBe(check!.body.captcha_token);
    expect(await outcomes(emulator)).toEqual(['/otps/email/login_or_create allowed', '/otps/authenticate allowed']);
  });

  test('SMS passcode signs in', async ({ page, mountWidget, inbox }) => {
    const seen = await wire(page);
    await smsPasscodeSignIn(page, mountWidget, (to) => inbox.code(to));
    expect(seen.fields('/otps/sms/login_or_create')).toEqual([['captcha_token']]);
  });

  test('password sign-up: the user search and the create each carry a token', async ({ page, host, mountWidget }) => {
    const seen = await wire(page);
    await mountWidget(page, { config: passwordsConfig(host.url) });
    await submitEmail(page, EMAIL);
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(STRONG);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: PASSWORD_SUCCESS })).toBeVisible();
    expect(seen.fields('/users/search')).toEqual([['captcha_token']]);
    expect(seen.fields('/passwords')).toEqual([['captcha_token']]);
  });

  test('passkey login: the authenticate call carries a token', async ({ page, host, mountWidget, passkeys, inbox }) => {
    await passkeys.add();
    await registerPasskey(page, host.url, (to) => inbox.code(to), EMAIL);
    const seen = await wire(page);
    await mountWidget(page, { config: { products: ['passkeys', 'oauth'], oauthOptions: { providers: [{ type: 'google' }] } } });
    await page.getByRole('button', { name: 'Login with a Passkey' }).click();
    await expect.poll(async () => page.evaluate(() => (window as unknown as PageWindow).__client.session.getSync()?.user_id ?? null)).toMatch(/^user-/);
    expect(seen.fields('/webauthn/authenticate')).toEqual([['captcha_token']]);
    expect(seen.fields('/webauthn/authenticate/start/primary')).toEqual([[]]);
  });

  test('Ethereum wallet: the start and the authenticate each carry a token', async ({ page, mountWidget, wallet }) => {
    expect(wallet.ethereumAddress).toBeTruthy();
    const seen = await wire(page);
    await mountWidget(page, { config: { products: ['crypto'] } });
    await page.getByRole('button', { name: 'Continue with Metamask' }).click();
    await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
    expect(seen.fields('/crypto_wallets/authenticate/start/primary')).toEqual([['captcha_token']]);
    expect(seen.fields('/crypto_wallets/authenticate')).toEqual([['captcha_token']]);
  });

  test('a failing captcha verdict shows the provider\'s refusal; the same form then sends once captcha passes', async ({ page, mountWidget, emulator }) => {
    await emulator.botProtection({ captcha_verdict: 'fail' });
    await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    const [error] = await expect.poll(() => callbacks(page, 'error')).toHaveLength(1).then(() => callbacks(page, 'error'));
    expect(error?.data).toMatchObject({ code: 'api_error', errorType: 'captcha_required' });
    expect(await outcomes(emulator)).toEqual(['/otps/email/login_or_create refused']);
    await emulator.botProtection({ captcha_verdict: 'pass' });
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  });

  test('a captcha script that cannot load reads "Unable to query captcha and/or dfp telemetry ID"; the next try loads it again', async ({
    page,
    mountWidget,
    emulator,
  }) => {
    await page.route('**/__recaptcha/enterprise.js*', (route) => route.abort('connectionrefused'));
    await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.locator('.aw-field-error')).toHaveText('Unable to query captcha and/or dfp telemetry ID');
    expect(await emulator.botVerdicts()).toEqual([]);
    await page.unroute('**/__recaptcha/enterprise.js*');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  });
});

test.describe('DFP Protected Auth', () => {
  test('OBSERVATION: each protected call carries a telemetry id and a token, and even a BLOCK verdict is only recorded', async ({
    page,
    mountWidget,
    inbox,
    emulator,
  }) => {
    emulator.setProject({ ...CAPTCHA_ON, dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'OBSERVATION' });
    await emulator.botProtection({ dfp_default_verdict: 'BLOCK' });
    const seen = await wire(page);
    await smsPasscodeSignIn(page, mountWidget, (to) => inbox.code(to));
    expect(seen.scripts.sort()).toEqual(['/__dfp/telemetry.js', `/__recaptcha/enterprise.js?render=${SITE_KEY}`]);
    expect(seen.fields('/otps/sms/login_or_create')).toEqual([['captcha_token', 'dfp_telemetry_id']]);
    expect(seen.fields('/otps/authenticate')).toEqual([['captcha_token', 'dfp_telemetry_id']]);
    const verdicts = await emulator.botVerdicts();
    expect(verdicts.map((v) => [v.mode, v.verdict, v.outcome])).toEqual([
      ['OBSERVATION', 'BLOCK', 'allowed'],
      ['OBSERVATION', 'BLOCK', 'allowed'],
    ]);
    expect(verdicts[0]!.telemetry_id).toMatch(/\S/);
  });

  test.describe('DECISIONING', () => {
    test.use({ emulatorProject: { ...CAPTCHA_ON, dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'DECISIONING' } });

    test('ALLOW: the telemetry id alone, one call, no captcha', async ({ page, mountWidget, inbox, emulator }) => {
      const seen = await wire(page);
      await smsPasscodeSignIn(page, mountWidget, (to) => inbox.code(to));
      expect(seen.fields('/otps/sms/login_or_create')).toEqual([['dfp_telemetry_id']]);
      expect(await outcomes(emulator)).toEqual(['/otps/sms/login_or_create allowed', '/otps/authenticate allowed']);
    });

    test('CHALLENGE: the provider asks for a captcha, the client retries once with a fresh id and a token, and signs in', async ({
      page,
      mountWidget,
      inbox,
      emulator,
    }) => {
      await emulator.botProtection({ dfp_default_verdict: 'CHALLENGE' });
      const seen = await wire(page);
      await smsPasscodeSignIn(page, mountWidget, (to) => inbox.code(to));
      expect(seen.fields('/otps/sms/login_or_create')).toEqual([['dfp_telemetry_id'], ['captcha_token', 'dfp_telemetry_id']]);
      expect(await outcomes(emulator)).toEqual([
        '/otps/sms/login_or_create challenged',
        '/otps/sms/login_or_create allowed',
        '/otps/authenticate challenged',
        '/otps/authenticate allowed',
      ]);
      expect(await callbacks(page, 'error')).toEqual([]);
    });

    test('BLOCK: the provider\'s message under the form, onError, and the form stays usable', async ({ page, mountWidget, emulator }) => {
      await emulator.botProtection({ dfp_default_verdict: 'BLOCK' });
      await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
      await sendEmailCode(page).catch(() => {});
      // An email passcode is captcha-only: a bot verdict does not reach it, so it was sent. The check is fingerprinted.
      await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
      await typePasscode(page, '123456');
      const [error] = await expect.poll(() => callbacks(page, 'error')).toHaveLength(1).then(() => callbacks(page, 'error'));
      expect(error?.data).toMatchObject({ code: 'api_error', status: 403 });
      const shown = await page.locator('.aw-field-error').textContent();
      const verdict = (await emulator.botVerdicts()).at(-1)!;
      expect(verdict).toMatchObject({ path: '/sdk/v1/otps/authenticate', verdict: 'BLOCK', outcome: 'blocked' });
      expect(shown).toBeTruthy();
      await expect(page.getByLabel('Digit 1 of 6')).toBeEnabled();
    });
  });
});

test('bot protection off: no script is loaded and no call carries a token or an id', async ({ page, mountWidget, inbox, emulator }) => {
  const seen = await wire(page);
  await emailPasscodeSignIn(page, mountWidget, (to) => inbox.code(to));
  expect(seen.scripts).toEqual([]);
  expect(seen.fields('/otps/email/login_or_create')).toEqual([[]]);
  expect(seen.fields('/otps/authenticate')).toEqual([[]]);
  await expect(page.locator('.aw-captcha-notice')).toHaveCount(0);
  // The emulator still logs the protected calls, with nothing to check.
  expect((await emulator.botVerdicts()).map((v) => [v.captcha, v.verdict, v.outcome])).toEqual([
    ['not_checked', null, 'allowed'],
    ['not_checked', null, 'allowed'],
  ]);
  // Signing out and back in changes nothing.
  await page.evaluate(() => (window as unknown as PageWindow).__client.session.revoke());
  expect(seen.scripts).toEqual([]);
});

test('the host\'s own captcha source is used in place of the script', async ({ page, mountWidget, emulator }) => {
  emulator.setProject(CAPTCHA_ON);
  const seen = await wire(page);
  await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'] } }, client: { captcha: true } });
  await sendEmailCode(page);
  expect(seen.scripts).toEqual([]);
  expect(seen.fields('/otps/email/login_or_create')).toEqual([['captcha_token']]);
});
