/**
 * The demo site, as a person uses it: the host fixture serves the demo's own pages (`/`, `/authenticate`,
 * `/reset-password`, `/passkeys`, `/account`) against the test's emulator. The page has no wallet extension, so
 * the demo's development wallet signs wallet logins.
 */
import type { Page } from '@playwright/test';
import { expect, openHostPage, test } from '../fixtures/index.ts';
import { refill, type PageWindow } from './helpers.ts';

const PRESETS = [
  'all',
  'email-magic-link',
  'email-otp',
  'sms-otp',
  'passwords',
  'passkeys',
  'wallets',
  'oauth',
  'one-tap',
  'passkeys-only',
  'eml-and-email-otp',
];

/** Collects uncaught page errors, to assert there were none. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The widget's area of the login page. */
const widget = (page: Page) => page.locator('#widget');

/** Signs up through the email-otp preset and waits for the widget's confirmation. */
async function signInWithEmailPasscode(page: Page, hostUrl: string, inbox: { code(to: string): Promise<string> }, email: string) {
  await page.goto(`${hostUrl}/?preset=email-otp`);
  await widget(page).getByLabel('Email').fill(email);
  await widget(page).getByRole('button', { name: 'Continue with email' }).click();
  await widget(page).getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(await inbox.code(email));
  await expect(widget(page).getByText('Your passcode has been successfully verified.')).toBeVisible();
}

test('every preset mounts; the two configuration errors say so', async ({ page, host }) => {
  const errors = pageErrors(page);
  for (const preset of PRESETS) {
    await page.goto(`${host.url}/?preset=${preset}`);
    await expect(page.locator('#preset')).toHaveValue(preset);
    await expect(widget(page)).not.toBeEmpty();
    await expect(page.locator('#editor-error')).toBeHidden();
  }
  await page.goto(`${host.url}/?preset=passkeys-only`);
  await expect(widget(page)).toContainText('Error: Cannot use Passkeys by itself, please add another product to the config.');
  await page.goto(`${host.url}/?preset=eml-and-email-otp`);
  await expect(widget(page)).toContainText('Error: Cannot use both EML and Email OTP');
  expect(errors).toEqual([]);
});

test('the picker switches presets and the editors re-mount; invalid JSON keeps the last good widget', async ({ page, host }) => {
  await page.goto(`${host.url}/?preset=email-otp`);
  await expect(widget(page).getByRole('button', { name: 'Continue with email' })).toBeVisible();

  await page.locator('#config').fill('{ "products": [');
  await expect(page.locator('#editor-error')).toContainText('Config: invalid JSON');
  await expect(widget(page).getByRole('button', { name: 'Continue with email' })).toBeVisible();

  await page.locator('#config').fill(JSON.stringify({ products: ['otp'], otpOptions: { methods: ['sms'] } }));
  await expect(page.locator('#editor-error')).toBeHidden();
  await expect(widget(page).getByRole('button', { name: 'Continue with text message' })).toBeVisible();

  await page.locator('#config').fill(JSON.stringify({ products: ['nope'] }));
  await expect(page.locator('#editor-error')).toContainText('The widget refused this config');
  await expect(widget(page).getByRole('button', { name: 'Continue with text message' })).toBeVisible();

  await page.locator('#preset').selectOption('wallets');
  await expect(page).toHaveURL(/\?preset=wallets$/);
  await expect(widget(page).getByRole('button', { name: 'Continue with Metamask' })).toBeVisible();
});

test('magic link: sent, followed to /authenticate, signed in on /account, logged out', async ({ page, host, inbox }) => {
  const email = 'ada@example.com';
  await page.goto(`${host.url}/?preset=email-magic-link`);
  await widget(page).getByLabel('Email').fill(email);
  await widget(page).getByRole('button', { name: 'Continue with email' }).click();
  await expect(widget(page).getByText('Check your email')).toBeVisible();
  await expect(page.locator('#event-log')).toContainText('magic_link_sent');
  // The log never shows a token.
  await expect(page.locator('#event-log')).not.toContainText(/token":"(?!\[hidden\])/);

  await page.goto(await inbox.link(email));
  await expect(page).toHaveURL(`${host.url}/account`);
  await expect(page.getByTestId('user')).toContainText(email);
  await expect(page.getByTestId('session')).toContainText('session_id');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByText('You are logged out.')).toBeVisible();
  await expect(page.getByTestId('session-status')).toHaveText('Signed out');
});

test('email passcode sign-in, then a passkey registered on /passkeys', async ({ page, host, inbox, passkeys }) => {
  await passkeys.add();
  await signInWithEmailPasscode(page, host.url, inbox, 'grace@example.com');
  await page.goto(`${host.url}/passkeys`);
  await widget(page).getByRole('button', { name: 'Create a Passkey' }).click();
  await expect(widget(page).getByText('Passkey successfully created')).toBeVisible();
  expect(await passkeys.credentials()).toHaveLength(1);
  await widget(page).getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(`${host.url}/account`);
  await expect(page.getByTestId('user')).toContainText('webauthn_registration_id');
});

test('Ethereum sign-in with the development wallet', async ({ page, host }) => {
  await page.goto(`${host.url}/?preset=wallets`);
  await expect(page.getByRole('note')).toContainText('Development wallet in use');
  await widget(page).getByRole('button', { name: 'Continue with Metamask' }).click();
  await expect(widget(page).getByText('You have successfully logged in with your wallet.')).toBeVisible();
  await expect(page.getByTestId('session-status')).toContainText('Signed in');
  // The same account comes back: the keys are kept in localStorage.
  const note = await page.getByRole('note').textContent();
  await page.reload();
  await expect(page.getByRole('note')).toHaveText(note!);
});

test('OAuth through the emulator consent page back to /authenticate', async ({ page, host }) => {
  await page.goto(`${host.url}/?preset=oauth`);
  await widget(page).getByRole('button', { name: 'Continue with Google' }).click();
  await refill(page.getByLabel('Sign in as'), 'lin@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${host.url}/account`);
  await expect(page.getByTestId('user')).toContainText('lin@example.com');
});

test('a reset email opens /reset-password with the form and no token left in the URL', async ({ page, host, inbox }) => {
  const email = 'kay@example.com';
  await openHostPage(page, host.url);
  await page.evaluate(
    async ([to, origin]) => {
      const client = (window as unknown as PageWindow).__client;
      await client.passwords.create({ email: to!, password: 'correct horse battery staple 42', session_duration_minutes: 30 });
      await client.passwords.resetByEmailStart({
        email: to!,
        login_redirect_url: `${origin}/authenticate`,
        reset_password_redirect_url: `${origin}/reset-password`,
      });
    },
    [email, host.url],
  );
  await page.goto(await inbox.link(email));
  await expect(page).toHaveURL(/\/reset-password(\?|$)/);
  expect(page.url()).not.toContain('token=');
  await expect(widget(page).getByText('Set a new password')).toBeVisible();
});

test('on a phone (360 and 320 px wide) the page does not scroll sideways and the widget is fully in view', async ({ page, host }) => {
  for (const width of [360, 320]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(`${host.url}/?preset=all`);
    await expect(widget(page).getByRole('button', { name: 'Continue with Google' })).toBeVisible();

    // The page lays out in clientWidth: the window's width less a classic scrollbar, which Firefox draws where a
    // phone (and headless Chromium) overlays it. The widget must fit either way.
    const { scrollWidth, viewportWidth, windowWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      viewportWidth: document.documentElement.clientWidth,
      windowWidth: window.innerWidth,
    }));
    expect(windowWidth).toBe(width);
    expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(viewportWidth);

    // The widget's own box, not its container's: the container can fit while the widget spills out of it.
    const box = (await widget(page).locator('.aw-root').boundingBox())!;
    expect(box.x, `widget's left edge at ${width} px`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `widget's right edge at ${width} px`).toBeLessThanOrEqual(viewportWidth);
  }
});
