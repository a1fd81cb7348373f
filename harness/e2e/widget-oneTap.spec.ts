/**
 * The One Tap prompt in Chromium with the emulator's real helper frame: the account offered, a sign-in that ends
 * on the redirect URL, the floating placement, and the integrator messages of the error states.
 */
import type { Page } from '@playwright/test';
import type { OneTapPosition } from '@auth-widget/sdk/ui';
import { expect, hostEvents, test } from '../src/fixtures/index.ts';

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

test('offers the Google account in the widget and signs in with one click', async ({ page, host, mountWidget }) => {
  await mountWidget(page, { config: oneTapConfig(`${host.url}/authenticate`) });
  const prompt = page.locator('.aw-one-tap');
  const continueAs = page.getByRole('button', { name: /^Continue as / });
  await expect(continueAs).toBeVisible();
  await expect(prompt).toHaveAttribute('data-placement', 'embedded');
  expect((await prompt.boundingBox())?.height).toBe(47);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);

  await continueAs.click();
  await expect(page).toHaveURL(`${host.url}/account`);
  await expect(page.getByTestId('session-status')).toContainText('Signed in');
});

test('floats at the top right for the floating position', async ({ page, host, mountWidget }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await mountWidget(page, { config: oneTapConfig(`${host.url}/authenticate`, 'floating') });
  const prompt = page.locator('.aw-one-tap');
  await expect(page.getByRole('button', { name: /^Continue as / })).toBeVisible();
  await expect(prompt).toHaveAttribute('data-placement', 'floating');
  const box = (await prompt.boundingBox())!;
  expect(box.y).toBeLessThan(40);
  expect(1200 - (box.x + box.width)).toBeLessThan(40);
});

test('closing the prompt falls back to the Google button', async ({ page, host, mountWidget }) => {
  await mountWidget(page, { config: oneTapConfig(`${host.url}/authenticate`) });
  await page.getByRole('button', { name: 'Close the Google sign-in prompt' }).click();
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  const errors = (await hostEvents(page)).filter((e) => e.kind === 'error');
  expect(errors).toHaveLength(1);
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
