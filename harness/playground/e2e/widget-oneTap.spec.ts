/**
 * One Tap in Chromium with the emulator's helper frame and its stand-in for Google's script: Google's prompt in
 * the widget, a sign-in that ends on the redirect URL, the floating placement, the account a test picks, and the
 * integrator messages of the error states.
 */
import type { Page } from '@playwright/test';
import type { OneTapPosition } from '@auth-widget/sdk/ui';
import { expect, hostEvents, test } from '../fixtures/index.ts';

function oneTapConfig(redirect: string, position?: OneTapPosition) {
  return {
    products: ['oauth' as const],
    oauthOptions: {
      providers: [{ type: 'google' as const, one_tap: true, ...(position ? { position } : {}) }],
      loginRedirectURL: redirect,
      signupRedirectURL: redirect,
    },
  };
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The emulator's stand-in for Google's One Tap prompt. */
const googlePrompt = (page: Page) => page.getByRole('dialog', { name: 'Sign in with Google' });

// @flows: the One Tap sign-in `npm test` also runs in Firefox (playwright.config.ts, project flows-firefox).
test('Google\'s prompt shows in the widget and signs in with one click', { tag: '@flows' }, async ({ page, host, emulator, mountWidget }) => {
  await mountWidget(page, { config: oneTapConfig(`${host.url}/authenticate`) });
  const box = page.locator('.aw-one-tap');
  const signInAs = googlePrompt(page).getByRole('button', { name: /^Sign in as Ada Lovelace/ });
  await expect(signInAs).toBeVisible();
  await expect(box).toHaveAttribute('data-placement', 'embedded');
  await expect(box.getByRole('dialog', { name: 'Sign in with Google' })).toBeVisible();
  expect((await box.boundingBox())?.height).toBe(47);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);

  await signInAs.click();
  await expect(page).toHaveURL(`${host.url}/account`);
  await expect(page.getByTestId('session-status')).toContainText('Signed in');
  expect((await emulator.oauthStarts()).at(-1)).toMatchObject({ provider: 'google', one_tap: true, error: null });
});

test('a test picks the Google account with window.__emulatorGoogleAccount', async ({ page, host, mountWidget }) => {
  await page.addInitScript(() => {
    (window as { __emulatorGoogleAccount?: unknown }).__emulatorGoogleAccount = { email: 'grace@example.com', name: 'Grace Hopper' };
  });
  await mountWidget(page, { config: oneTapConfig(`${host.url}/authenticate`) });
  const prompt = googlePrompt(page);
  await expect(prompt).toContainText('grace@example.com');
  await prompt.getByRole('button', { name: /^Sign in as Grace Hopper/ }).click();
  await expect(page).toHaveURL(`${host.url}/account`);
});

test('Google floats its prompt at the top right for the floating position', async ({ page, host, mountWidget }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await mountWidget(page, { config: oneTapConfig(`${host.url}/authenticate`, 'floating') });
  await expect(page.locator('.aw-one-tap')).toHaveAttribute('data-placement', 'floating');
  const prompt = googlePrompt(page);
  await expect(prompt.getByRole('button', { name: /^Sign in as / })).toBeVisible();
  const box = (await prompt.boundingBox())!;
  expect(box.y).toBeLessThan(40);
  expect(1200 - (box.x + box.width)).toBeLessThan(40);
});

test('closing Google\'s prompt falls back to the Google button', async ({ page, host, mountWidget }) => {
  await mountWidget(page, { config: oneTapConfig(`${host.url}/authenticate`) });
  await googlePrompt(page).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  const errors = (await hostEvents(page)).filter((e) => e.kind === 'error');
  expect(errors).toHaveLength(1);
  await expect(page.locator('.aw-banner')).toHaveCount(0);
});

test('embeddedOnly is not One Tap: Google is an ordinary button', async ({ page, host, mountWidget }) => {
  await mountWidget(page, { config: oneTapConfig(`${host.url}/authenticate`, 'embeddedOnly') });
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.locator('.aw-one-tap')).toHaveCount(0);
});

test('no OAuth client for Google: the integrator is told, and the button remains', async ({ page, host, emulator, mountWidget }) => {
  emulator.setProject({ oauth_providers: ['github'] });
  const errors = consoleErrors(page);
  await mountWidget(page, { config: oneTapConfig(`${host.url}/authenticate`) });
  const message = 'One Tap: no OAuth client is configured for Google in this project.';
  await expect(page.locator('.aw-banner[data-variant="warning"]')).toHaveText(message);
  expect(errors).toContain(message);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
});

test('the shared default client cannot do One Tap', async ({ page, host, emulator, mountWidget }) => {
  emulator.setProject({ oauth_default_credentials: ['google'] });
  await mountWidget(page, { config: oneTapConfig(`${host.url}/authenticate`) });
  await expect(page.locator('.aw-banner')).toHaveText('One Tap: the default OAuth provider of this project is not compatible with One Tap.');
});

test('no redirect URL anywhere: the message names the widget option', async ({ page, mountWidget }) => {
  await mountWidget(page, { config: { products: ['oauth'], oauthOptions: { providers: [{ type: 'google', one_tap: true }] } } });
  await expect(page.locator('.aw-banner')).toContainText('oauthOptions.loginRedirectURL');
});
