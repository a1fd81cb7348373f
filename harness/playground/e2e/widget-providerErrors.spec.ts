/**
 * The provider's errors in the visitor's language: a wrong passcode, a locked method, a rate limit and a breached
 * password, in German and in Arabic (right to left), each the text of the locale's catalogue, never the provider's
 * English message.
 */
import type { Page } from '@playwright/test';
import type { StringKey } from '@auth-widget/sdk/ui';
import { loadCatalogue } from '@auth-widget/sdk/locales';
import { expect, test } from '../fixtures/index.ts';
import { wrongCode } from './helpers.ts';
import { passwordsConfig, STRONG } from './passwordHelpers.ts';

const SEND_PATH = '/sdk/v1/otps/email/login_or_create';
const emailOtp = { products: ['otp' as const], otpOptions: { methods: ['email' as const] } };

for (const [locale, dir] of [
  ['de', 'ltr'],
  ['ar', 'rtl'],
] as const) {
  const catalogue = await loadCatalogue(locale);
  const text = (key: StringKey) => catalogue[key];

  test.describe(`the provider's errors in ${locale}`, () => {
    /** Types the email on Main and submits it. */
    async function submitEmail(page: Page, email: string): Promise<void> {
      await expect(page.locator('#widget .aw-root')).toHaveAttribute('dir', dir);
      await page.getByRole('textbox', { name: text('common.emailLabel') }).fill(email);
      await page.getByRole('button', { name: text('form.continueWithEmail') }).click();
    }

    test('a wrong passcode, then a method locked by the provider', async ({ page, mountWidget, emulator, inbox }) => {
      await mountWidget(page, { config: emailOtp, locale });
      await submitEmail(page, `wrong-${locale}@example.com`);
      await expect(page.getByRole('heading', { name: text('otp.header') })).toBeVisible();
      const code = await inbox.code(`wrong-${locale}@example.com`);
      const boxes = page.locator('.aw-passcode input');
      await boxes.first().focus();
      await page.keyboard.type(wrongCode(code));
      await expect(page.locator('.aw-field-error')).toHaveText(text('otp.invalid'));
      await emulator.fault({
        path: '/sdk/v1/otps/authenticate',
        status: 429,
        body: { status_code: 429, error_type: 'otp_locked', error_message: 'Too many wrong passcodes for this method: send a new code.' },
      });
      await boxes.first().focus();
      await page.keyboard.type(code);
      await expect(page.locator('.aw-field-error')).toHaveText(text('providerError.otp_locked'));
    });

    test("a rate limit on Main's first submit", async ({ page, mountWidget, emulator }) => {
      await emulator.fault({
        path: SEND_PATH,
        status: 429,
        body: { status_code: 429, error_type: 'too_many_requests', error_message: 'Too many requests: slow down.' },
      });
      await mountWidget(page, { config: emailOtp, locale });
      await submitEmail(page, `limited-${locale}@example.com`);
      await expect(page.locator('.aw-field-error')).toHaveText(text('providerError.too_many_requests'));
      await expect(page.getByText('Too many requests: slow down.')).toHaveCount(0);
    });

    test('a breached password: the strength check, and the provider refusing it', async ({ page, host, mountWidget, emulator }) => {
      emulator.setProject({ password_strength_policy: 'luds' });
      await mountWidget(page, { config: passwordsConfig(host.url), locale });
      await submitEmail(page, `breached-${locale}@example.com`);
      await expect(page.getByRole('heading', { name: text('password.newHeader') })).toBeVisible();
      const password = page.getByLabel(text('password.label'), { exact: true });
      await password.fill('Password1!');
      await expect(page.getByText(text('password.breached'))).toBeVisible();
      // A breach the check did not know of is the provider's refusal of the new password.
      await emulator.fault({
        path: '/sdk/v1/passwords',
        method: 'POST',
        status: 400,
        body: { status_code: 400, error_type: 'breached_password', error_message: 'This password was found in a breach.' },
      });
      await password.fill(STRONG);
      await expect(page.getByRole('button', { name: text('password.continue') })).toBeEnabled();
      await password.press('Enter');
      await expect(page.locator('.aw-field-error')).toHaveText(text('providerError.breached_password'));
    });
  });
}
