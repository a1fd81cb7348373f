/**
 * The `signIn` helpers of `@auth-widget/harness/fixtures` on a widget that is not in English: they read the texts of
 * the language the widget shows from its catalogue, so a site with `locale: 'de'` (or a visitor's browser in Arabic)
 * is signed in by the same helper calls as an English one. Tagged `@flows`: Firefox runs them too.
 */
import { expect, test } from '../fixtures/index.ts';
import { expectSignedIn } from './helpers.ts';
import { passwordsConfig } from './passwordHelpers.ts';

test('signIn.withEmailPasscode on a widget in German @flows', async ({ page, mountWidget, signIn }) => {
  await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'] } }, locale: 'de' });
  await expect(page.getByRole('heading', { name: 'Registrieren oder anmelden' })).toBeVisible();
  await signIn.withEmailPasscode(page, 'greta@example.com');
  await expect(page.getByRole('heading', { name: 'Erfolgreich' })).toBeVisible();
  await expectSignedIn(page);
});

test('signIn.withSmsPasscode on a widget in Arabic, right to left, with its tabs @flows', async ({ page, mountWidget, signIn }) => {
  await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email', 'sms'] } }, locale: 'ar' });
  await expect(page.locator('.aw-root')).toHaveAttribute('dir', 'rtl');
  await signIn.withSmsPasscode(page, '+12015550123');
  await expectSignedIn(page);
});

test('signIn.withPassword on a widget in French: signs a new account up @flows', async ({ page, host, mountWidget, signIn }) => {
  await mountWidget(page, { config: passwordsConfig(host.url), locale: 'fr' });
  await signIn.withPassword(page, 'camille@example.com');
  await expectSignedIn(page);
});
