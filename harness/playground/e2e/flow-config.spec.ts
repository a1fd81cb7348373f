/**
 * Configuration and mounting: a selector that matches nothing, mounting again into the
 * same element, another entry into it, and a whole sign-in inside a Shadow DOM. The two configuration error texts
 * are asserted in widget-main.spec.ts (and checked for accessibility in a11y.spec.ts).
 */
import { expect, mountInPage, openHostPage, test } from '../fixtures/index.ts';
import { callbacks, expectSignedIn, typePasscode } from './helpers.ts';

test('a selector that matches nothing throws the spec\'s error and renders nothing', async ({ page, host }) => {
  await openHostPage(page, host.url);
  const refused = mountInPage(page, { selector: '#sign-in-box', config: { products: ['emailMagicLinks'] } });
  await expect(refused).rejects.toThrow('The selector "#sign-in-box" applies to no DOM elements currently on the page.');
  await expect(page.locator('.aw-root')).toHaveCount(0);
  // The page's own element still takes the widget afterwards.
  await mountInPage(page, { config: { products: ['emailMagicLinks'] } });
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
});

test('mounting again into the same element re-renders the one widget with the new config', async ({ page, host }) => {
  await openHostPage(page, host.url);
  await mountInPage(page, { config: { products: ['emailMagicLinks'] } });
  await expect(page.getByRole('button', { name: 'Continue with email' })).toBeVisible();
  // Tag the rendered root: a re-render keeps the node, a second widget or a fresh root would not.
  await page.locator('#widget .aw-root').evaluate((root) => root.setAttribute('data-test-first-mount', ''));

  await mountInPage(page, { config: { products: ['otp'], otpOptions: { methods: ['sms'] } } });
  await expect(page.getByRole('button', { name: 'Continue with text message' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with email' })).toHaveCount(0);
  await expect(page.locator('.aw-root')).toHaveCount(1);
  await expect(page.locator('.aw-root')).toHaveAttribute('data-test-first-mount', '');
  await expect(page.locator('#auth-widget-styles')).toHaveCount(1);

  // Another entry point into the same element replaces the widget.
  await mountInPage(page, { entry: 'resetPassword', config: { products: ['passwords'] }, passwordResetToken: 'unused-token' });
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expect(page.locator('.aw-root')).toHaveCount(1);
  await expect(page.locator('.aw-root')).not.toHaveAttribute('data-test-first-mount', '');
});

test('Shadow DOM: an email-passcode sign-in runs inside the shadow root, with its own styles', async ({ page, mountWidget, inbox }) => {
  const email = 'shadow@example.com';
  await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'] } }, shadow: true });
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
  const placement = await page.evaluate(() => {
    const host = document.querySelector('#widget')!;
    return {
      inLightDom: document.querySelectorAll('.aw-root').length,
      inShadow: host.shadowRoot?.querySelectorAll('.aw-root').length ?? 0,
      shadowStyles: host.shadowRoot?.querySelectorAll('#auth-widget-styles').length ?? 0,
      pageStyles: document.querySelectorAll('#auth-widget-styles').length,
    };
  });
  expect(placement).toEqual({ inLightDom: 0, inShadow: 1, shadowStyles: 1, pageStyles: 0 });

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByText(`A 6-digit passcode was sent to you at ${email}.`)).toBeVisible();
  // Digits typed from the first box move focus through the boxes inside the shadow root.
  await typePasscode(page, await inbox.code(email));
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
  expect(await callbacks(page, 'success')).toHaveLength(1);
  await expectSignedIn(page);
});
