/**
 * The main flows walked in one locale, with axe on each screen: an email passcode sign-in (with a wrong code), a
 * password sign-up, and a client error (a dropped request) shown by its code in the locale. `locale-de.spec.ts`
 * (long words) and `locale-ar.spec.ts` (right to left) run it.
 */
import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import type { StringKey } from '@auth-widget/sdk/ui';
import { expect, test } from '../fixtures/index.ts';
import { wrongCode } from './helpers.ts';
import { passwordsConfig, STRONG } from './passwordHelpers.ts';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Axe on the widget's element, with the tags of `a11y.spec.ts`. */
async function audit(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).include('#widget').withTags(WCAG_21_AA).analyze();
  const violations = results.violations.map((v) => ({ rule: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect(violations, `axe violations on ${screen}`).toEqual([]);
  expect(results.passes.length, `axe checked nothing on ${screen}`).toBeGreaterThan(0);
}

/** Types a passcode from the first box (the boxes' names hold the locale's numbers). */
async function typeCode(page: Page, code: string): Promise<void> {
  await page.locator('.aw-passcode input').first().focus();
  await page.keyboard.type(code);
}

export function walkMainFlows(locale: string, catalogue: Record<StringKey, string>, dir: 'ltr' | 'rtl'): void {
  const text = (key: StringKey) => catalogue[key];

  test.describe(`the main flows in ${locale}`, () => {
    test('email passcode sign-in, with a wrong code', async ({ page, mountWidget, inbox }) => {
      await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'] } }, locale });
      const root = page.locator('#widget .aw-root');
      await expect(root).toHaveAttribute('dir', dir);
      await expect(root).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { name: text('main.header') })).toBeVisible();
      await audit(page, 'Main');
      const email = page.getByRole('textbox', { name: text('common.emailLabel') });
      await email.fill('locale@example.com');
      // Emails stay left to right in any layout.
      expect(await email.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
      await page.getByRole('button', { name: text('form.continueWithEmail') }).click();
      await expect(page.getByRole('heading', { name: text('otp.header') })).toBeVisible();
      expect(await page.locator('.aw-passcode').evaluate((boxes) => getComputedStyle(boxes).direction)).toBe('ltr');
      await audit(page, 'OTP Authenticate');
      const code = await inbox.code('locale@example.com');
      await typeCode(page, wrongCode(code));
      await expect(page.locator('.aw-field-error')).toHaveText(text('otp.invalid'));
      await audit(page, 'OTP Authenticate: invalid passcode');
      await typeCode(page, code);
      await expect(page.getByText(text('otp.successText'))).toBeVisible();
      await audit(page, 'OTP Confirmation');
    });

    test('password sign-up', async ({ page, host, mountWidget }) => {
      await mountWidget(page, { config: passwordsConfig(host.url), locale });
      await page.getByRole('textbox', { name: text('common.emailLabel') }).fill('new-locale@example.com');
      await page.getByRole('button', { name: text('form.continueWithEmail') }).click();
      await expect(page.getByRole('heading', { name: text('password.newHeader') })).toBeVisible();
      await audit(page, 'Password Create');
      const password = page.getByLabel(text('password.label'), { exact: true });
      await password.fill(STRONG);
      await expect(page.getByRole('button', { name: text('password.continue') })).toBeEnabled();
      await audit(page, 'Password Create: strong password');
      await password.press('Enter');
      await expect(page.getByRole('heading', { name: text('password.confirmationText') })).toBeVisible();
      await audit(page, 'Password Confirmation');
    });

    test('a client error is shown by its code in the locale', async ({ page, mountWidget }) => {
      await page.route('**/sdk/v1/otps/email/login_or_create', (route) => route.abort());
      await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'] } }, locale });
      await page.getByRole('textbox', { name: text('common.emailLabel') }).fill('offline@example.com');
      await page.getByRole('button', { name: text('form.continueWithEmail') }).click();
      await expect(page.locator('.aw-field-error')).toHaveText(text('error.network_error'));
      await audit(page, 'Main: network error');
    });
  });
}
