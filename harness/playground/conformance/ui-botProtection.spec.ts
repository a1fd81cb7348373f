/**
 * The reference provider's prebuilt UI against the emulator with bot protection on: its reCAPTCHA Enterprise and DFP
 * scripts (fixed hosts) are answered by the emulator's stand-ins (test.ts), whose tokens and telemetry ids the
 * emulator verifies, so this checks the stand-ins and the emulator's rules against the provider's own client.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { expectSignedIn, mountLogin } from './referenceUi.ts';

const SUCCESS = 'Your passcode has been successfully verified.';
const CAPTCHA_ON = { captcha_settings: { enabled: true, siteKey: 'reference-site-key' } };

/** Mounts the reference UI's email-passcode login and signs in with the code from the inbox. */
async function emailPasscodeSignIn(page: Page, code: (to: string) => Promise<string>): Promise<void> {
  await mountLogin(page, { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 5 } });
  await page.getByPlaceholder('example@email.com').fill('ada@example.com');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByLabel('One-time passcode').fill(await code('ada@example.com'));
  await expectSignedIn(page, SUCCESS);
}

test.describe("the reference provider's prebuilt UI with bot protection", () => {
  test('captcha on: an email passcode sign-in carries tokens the emulator accepts', async ({ page, openReference, emulator, inbox }) => {
    emulator.setProject(CAPTCHA_ON);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('recaptcha')) scripts.push(request.url());
    });
    await openReference(page);
    await emailPasscodeSignIn(page, (to) => inbox.code(to));
    expect(scripts).toContain('https://www.google.com/recaptcha/enterprise.js?render=reference-site-key');
    const verdicts = await emulator.botVerdicts();
    expect(verdicts.map((v) => [v.path, v.captcha, v.outcome])).toEqual([
      ['/sdk/v1/otps/email/login_or_create', 'valid', 'allowed'],
      ['/sdk/v1/otps/authenticate', 'valid', 'allowed'],
    ]);
  });

  test('DFP DECISIONING with a CHALLENGE verdict: the UI answers the challenge with a captcha and signs in', async ({
    page,
    openReference,
    emulator,
    inbox,
  }) => {
    emulator.setProject({ ...CAPTCHA_ON, dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'DECISIONING' });
    await emulator.botProtection({ dfp_default_verdict: 'CHALLENGE' });
    await openReference(page);
    await emailPasscodeSignIn(page, (to) => inbox.code(to));
    const verdicts = await emulator.botVerdicts();
    expect(verdicts.map((v) => `${v.path} ${v.outcome}`)).toEqual([
      '/sdk/v1/otps/email/login_or_create allowed',
      '/sdk/v1/otps/authenticate challenged',
      '/sdk/v1/otps/authenticate allowed',
    ]);
    expect(verdicts[1]!.telemetry_id).toBeTruthy();
  });
});
