/**
 * The widget under a page that enforces Trusted Types (`require-trusted-types-for 'script'`), as a site with a strict
 * CSP sends it: the only script URLs the widget sets are those of Google's One Tap script and the bot-protection
 * scripts, and they go through its `auth-widget` policy, so each flow runs with no CSP violation and no Trusted
 * Types error on the console. The host's pages get the header through a route (the test host serves none of its own).
 */
import type { Page } from '@playwright/test';
import { recordCspViolations, settleCspReports, type CspReports } from '@auth-widget/harness/fixtures';
import { expect, hostEvents, test, type HostMountOptions } from '../fixtures/index.ts';
import { signUpWithPassword, typePasscode } from './helpers.ts';
import { passwordsConfig, STRONG, SUCCESS as PASSWORD_SUCCESS, submitEmail } from './passwordHelpers.ts';

const POLICY = 'auth-widget';
const TRUSTED_TYPES_CSP = `require-trusted-types-for 'script'; trusted-types ${POLICY}`;
const PASSCODE_SUCCESS = 'Your passcode has been successfully verified.';
const SITE_KEY = 'site-key-trusted-types';

/**
 * Serves the host site's pages (every navigation of the test, the magic link's and One Tap's redirects included)
 * with `csp`, and records what the browser reports. Frames of other origins (the provider's helper frame) keep their
 * own headers: the host's CSP does not govern them.
 */
async function underCsp(page: Page, hostUrl: string, csp = TRUSTED_TYPES_CSP): Promise<CspReports> {
  const hostOrigin = new URL(hostUrl).origin;
  // A document Playwright fulfills has no server address, so Chromium's Local Network Access takes it for a public
  // page and blocks its calls to the emulator on 127.0.0.1; served from localhost it would be allowed, as here.
  await page.context().grantPermissions(['local-network-access']);
  await page.route(
    (url) => url.origin === hostOrigin,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
    },
  );
  return recordCspViolations(page);
}

/**
 * No violation and no console error at all (a Trusted Types refusal prints one even where no event reaches the page),
 * once the page has had time to report them.
 */
async function expectClean(page: Page, reports: CspReports): Promise<void> {
  await settleCspReports(page);
  expect(reports.violations).toEqual([]);
  expect(reports.consoleErrors).toEqual([]);
}

function magicLinkConfig(hostUrl: string): HostMountOptions['config'] {
  const redirect = `${hostUrl}/authenticate`;
  return { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect } };
}

function oneTapConfig(hostUrl: string): HostMountOptions['config'] {
  const redirect = `${hostUrl}/authenticate`;
  return {
    products: ['oauth'],
    oauthOptions: { providers: [{ type: 'google', one_tap: true }], loginRedirectURL: redirect, signupRedirectURL: redirect },
  };
}

/** Sends an email passcode from Main and signs in with it. */
async function emailPasscodeSignIn(page: Page, code: (to: string) => Promise<string>, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await typePasscode(page, await code(email));
  await expect(page.getByText(PASSCODE_SUCCESS)).toBeVisible();
}

test.describe('under require-trusted-types-for \'script\'', () => {
  test('the policy is enforced on the host page: a plain script URL is refused and reported', async ({ page, host, mountWidget }) => {
    const reports = await underCsp(page, host.url);
    await mountWidget(page, { config: magicLinkConfig(host.url) });
    const refused = await page.evaluate(() => {
      try {
        document.createElement('script').src = 'https://example.com/plain.js';
        return null;
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(refused).toBe('TypeError');
    await expect.poll(() => reports.violations.map((v) => v.directive)).toEqual(['require-trusted-types-for']);
  });

  test('email passcode sign-in: no violation', async ({ page, host, mountWidget, inbox }) => {
    const reports = await underCsp(page, host.url);
    await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    await emailPasscodeSignIn(page, (to) => inbox.code(to), 'tt-passcode@example.com');
    await expectClean(page, reports);
  });

  test('magic link: the send, the link and the authenticate page, no violation', async ({ page, host, mountWidget, inbox }) => {
    const reports = await underCsp(page, host.url);
    await mountWidget(page, { config: magicLinkConfig(host.url) });
    await page.getByRole('textbox', { name: 'Email' }).fill('tt-link@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expectClean(page, reports);
    await page.goto(await inbox.link('tt-link@example.com'));
    await expect(page).toHaveURL(`${host.url}/account`);
    await expect(page.getByTestId('session-status')).toContainText('Signed in');
    await expectClean(page, reports);
  });

  test('password sign-up: no violation', async ({ page, host, mountWidget }) => {
    const reports = await underCsp(page, host.url);
    await mountWidget(page, { config: passwordsConfig(host.url) });
    await submitEmail(page, 'tt-password@example.com');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(STRONG);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: PASSWORD_SUCCESS })).toBeVisible();
    await expectClean(page, reports);
  });

  test('SMS passcode sign-in, its phone field and country list included: no violation', async ({ page, host, mountWidget, inbox }) => {
    const reports = await underCsp(page, host.url);
    await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['sms'] } } });
    await page.getByRole('textbox', { name: 'Phone number' }).fill('(201) 555-0123');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await typePasscode(page, await inbox.code('+12015550123'));
    await expect(page.getByText(PASSCODE_SUCCESS)).toBeVisible();
    await expectClean(page, reports);
  });

  test('passkey registration, then a passkey login from Main: no violation', async ({ page, host, mountWidget, passkeys }) => {
    const reports = await underCsp(page, host.url);
    await passkeys.add();
    await signUpWithPassword(page, host.url, 'tt-passkey@example.com');
    const config = { products: ['passkeys' as const, 'oauth' as const], oauthOptions: { providers: [{ type: 'google' as const }] } };
    await mountWidget(page, { entry: 'passkeyRegistration', config });
    await page.getByRole('button', { name: 'Create a Passkey' }).click();
    await expect(page.getByRole('heading', { name: 'Passkey successfully created' })).toBeVisible();
    await page.evaluate(() => (window as unknown as { __client: { session: { revoke(): Promise<void> } } }).__client.session.revoke());
    await mountWidget(page, { config });
    await page.getByRole('button', { name: 'Login with a Passkey' }).click();
    await expect(page.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
    await expectClean(page, reports);
  });

  test('Ethereum and Solana wallet sign-ins: no violation', async ({ page, host, mountWidget, wallet }) => {
    const reports = await underCsp(page, host.url);
    for (const name of ['Metamask', 'Phantom']) {
      await mountWidget(page, { config: { products: ['crypto'] } });
      await page.getByRole('button', { name: `Continue with ${name}` }).click();
      await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
    }
    expect(wallet.requests.map((r) => r.method)).toEqual(['connect', 'sign', 'connect', 'sign']);
    await expectClean(page, reports);
  });

  test('One Tap: Google\'s script loads through the policy, its prompt signs in, no violation', async ({ page, host, mountWidget }) => {
    const reports = await underCsp(page, host.url);
    const gsi = page.waitForRequest((request) => new URL(request.url()).pathname === '/__google/gsi/client');
    await mountWidget(page, { config: oneTapConfig(host.url) });
    await gsi;
    const signInAs = page.getByRole('dialog', { name: 'Sign in with Google' }).getByRole('button', { name: /^Sign in as / });
    await expect(signInAs).toBeVisible();
    await expectClean(page, reports);
    await signInAs.click();
    await expect(page).toHaveURL(`${host.url}/account`);
    await expect(page.getByTestId('session-status')).toContainText('Signed in');
    await expectClean(page, reports);
  });

  test('captcha on: the reCAPTCHA script loads through the policy and the protected sign-in goes through, no violation', async ({
    page,
    host,
    mountWidget,
    emulator,
    inbox,
  }) => {
    await emulator.botProtection({ captcha_enabled: true, site_key: SITE_KEY });
    const reports = await underCsp(page, host.url);
    const recaptcha = page.waitForRequest((request) => new URL(request.url()).pathname === '/__recaptcha/enterprise.js');
    await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    await emailPasscodeSignIn(page, (to) => inbox.code(to), 'tt-captcha@example.com');
    expect(new URL((await recaptcha).url()).searchParams.get('render')).toBe(SITE_KEY);
    // Each protected call carried a token the emulator accepted.
    const verdicts = await emulator.botVerdicts();
    expect(verdicts.length).toBeGreaterThan(0);
    expect(verdicts.map((v) => v.captcha)).toEqual(verdicts.map(() => 'valid'));
    await expectClean(page, reports);
  });
});

test('a CSP that does not allow the auth-widget policy: One Tap fails with an error naming the policy, the Google button stays', async ({
  page,
  host,
  mountWidget,
}) => {
  const reports = await underCsp(page, host.url, `require-trusted-types-for 'script'; trusted-types other-policy`);
  await mountWidget(page, { config: oneTapConfig(host.url) });
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect
    .poll(async () => (await hostEvents(page)).filter((e) => e.kind === 'error').map((e) => (e.data as { message?: string }).message ?? ''))
    .toContainEqual(expect.stringContaining(`add ${POLICY} to its trusted-types directive`));
  // The browser reports the refused policy itself (the page's own choice), and nothing else: no script URL was set.
  await expect.poll(() => reports.violations.map((v) => v.directive)).toEqual(['trusted-types']);
});
