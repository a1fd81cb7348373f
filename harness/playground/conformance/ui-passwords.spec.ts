import type { Page } from '@playwright/test';
import { NEW_PASSWORD, STRONG } from '../e2e/passwordHelpers.ts';
import { expect, REFERENCE_TOKEN_TYPE_PARAM, test } from './test.ts';
import { expectSignedIn, mountLogin, mountResetPassword, openLink, tokenOfPage, type ReferenceLoginConfig } from './referenceUi.ts';

const SUCCESS = 'You have successfully logged in.';
const EMAIL = 'ada@example.com';
/** On the emulator's breach list. */
const BREACHED = 'password1';

/** The password product with reset and login links on the conformance site. */
function passwordsConfig(siteUrl: string): ReferenceLoginConfig {
  return {
    products: ['passwords'],
    passwordOptions: {
      loginRedirectURL: `${siteUrl}/authenticate`,
      loginExpirationMinutes: 30,
      resetPasswordRedirectURL: `${siteUrl}/reset-password`,
      resetPasswordExpirationMinutes: 30,
    },
  };
}

/** Follows a reset link to the reset page and sets NEW_PASSWORD on the reset form mounted there. */
async function resetThroughLink(page: Page, config: ReferenceLoginConfig, link: string): Promise<void> {
  expect(new URL(link).pathname).toBe('/reset-password');
  await openLink(page, link);
  await mountResetPassword(page, config, tokenOfPage(page));
  await expect(page.getByText('Reset your password')).toBeVisible();
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  const submit = page.getByRole('button', { name: 'Continue' });
  // Enabled once the strength check called the password valid.
  await expect(submit).toBeEnabled();
  await submit.click();
}

/** Mounts the login screen and submits an email, which leads to the sign-up or the log-in form. */
async function submitEmail(page: Page, config: ReferenceLoginConfig): Promise<void> {
  await mountLogin(page, config);
  await page.getByPlaceholder('example@email.com').fill(EMAIL);
  await page.getByRole('button', { name: 'Continue with email' }).click();
}

test.describe("the reference provider's prebuilt UI: passwords", () => {
  test('signs a new user up with a password', async ({ page, openReference, referenceSite }) => {
    await openReference(page);
    await submitEmail(page, passwordsConfig(referenceSite.url));
    await expect(page.getByText('Finish creating your account by setting a password.')).toBeVisible();
    await page.getByLabel('Password').fill(STRONG);
    // The button is enabled once the strength check called the password valid.
    const submit = page.getByRole('button', { name: 'Continue' });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expectSignedIn(page, SUCCESS);
  });

  test('logs a returning user in', async ({ page, openReference, referenceSite, emulator }) => {
    const userId = await emulator.seedUser({ email: EMAIL, password: STRONG });
    await openReference(page);
    await submitEmail(page, passwordsConfig(referenceSite.url));
    await expect(page.getByText('Log In')).toBeVisible();
    await page.getByLabel('Password').fill(STRONG);
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await expectSignedIn(page, SUCCESS)).toBe(userId);
  });

  test('shows the provider’s error for a wrong password', async ({ page, openReference, referenceSite, emulator }) => {
    await emulator.seedUser({ email: EMAIL, password: STRONG });
    await openReference(page);
    await submitEmail(page, passwordsConfig(referenceSite.url));
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('The email or password is incorrect.')).toBeVisible();
    await expect(page.getByText(SUCCESS)).toHaveCount(0);
  });

  test('resets a forgotten password through the emailed link and the reset form', async ({
    page,
    openReference,
    referenceSite,
    emulator,
    inbox,
  }) => {
    const userId = await emulator.seedUser({ email: EMAIL, password: STRONG });
    const config = passwordsConfig(referenceSite.url);
    await openReference(page);
    await submitEmail(page, config);
    await page.getByText('Forgot Password?').click();
    await expect(page.getByText(`A link to reset your password was sent to you at ${EMAIL}.`)).toBeVisible();

    await resetThroughLink(page, config, await inbox.link(EMAIL));
    expect(await expectSignedIn(page, SUCCESS)).toBe(userId);
  });

  test('logs in without a password from the reset form', async ({ page, openReference, referenceSite, emulator, inbox }) => {
    const userId = await emulator.seedUser({ email: EMAIL, password: STRONG });
    const config = passwordsConfig(referenceSite.url);
    await openReference(page);
    await submitEmail(page, config);
    await page.getByText('Forgot Password?').click();
    await openLink(page, await inbox.link(EMAIL));
    await mountResetPassword(page, config, tokenOfPage(page));
    await page.getByRole('button', { name: 'Login without a password' }).click();
    expect(await expectSignedIn(page, SUCCESS)).toBe(userId);
  });

  test("logs in at once through the reset email's log-in link", async ({ page, openReference, referenceSite, emulator }) => {
    const userId = await emulator.seedUser({ email: EMAIL, password: STRONG });
    const config = passwordsConfig(referenceSite.url);
    await openReference(page);
    await submitEmail(page, config);
    await page.getByText('Forgot Password?').click();
    await expect(page.getByText(`A link to reset your password was sent to you at ${EMAIL}.`)).toBeVisible();
    // The email's second link carries the token type `login`: the reset screen signs in with it, showing no form.
    const loginLink = (emulator.server.store.state.messages.at(-1)?.body.match(/https?:\/\/\S+/g)?.[1]) ?? '';
    expect(new URL(loginLink).searchParams.get(REFERENCE_TOKEN_TYPE_PARAM)).toBe('login');
    await openLink(page, loginLink);
    await mountResetPassword(page, config, tokenOfPage(page));
    expect(await expectSignedIn(page)).toBe(userId);
    await expect(page.getByText('Reset your password')).toHaveCount(0);
  });

  test('sends a breached password to a reset: the dedupe screen, then the link and the reset form', async ({
    page,
    openReference,
    referenceSite,
    emulator,
    inbox,
  }) => {
    // Seeded directly: the API itself refuses to set a breached password.
    const userId = await emulator.seedUser({ email: EMAIL, password: BREACHED });
    const config = passwordsConfig(referenceSite.url);
    await openReference(page);
    await submitEmail(page, config);
    await page.getByLabel('Password').fill(BREACHED);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Check your email to set a new password!')).toBeVisible();
    await resetThroughLink(page, config, await inbox.link(EMAIL));
    expect(await expectSignedIn(page, SUCCESS)).toBe(userId);
  });

  test('signs a passwordless user in with the email passcode it sends at once', async ({ page, openReference, referenceSite, emulator, inbox }) => {
    const userId = await emulator.seedUser({ email: EMAIL });
    await openReference(page);
    await submitEmail(page, {
      ...passwordsConfig(referenceSite.url),
      products: ['passwords', 'otp'],
      otpOptions: { methods: ['email'], expirationMinutes: 5 },
    });
    await expect(page.getByText('Enter passcode')).toBeVisible();
    await page.getByLabel('One-time passcode').fill(await inbox.code(EMAIL));
    expect(await expectSignedIn(page, 'Your passcode has been successfully verified.')).toBe(userId);
  });

  test('lets a passwordless user create a password through the emailed link', async ({ page, openReference, referenceSite, emulator, inbox }) => {
    const userId = await emulator.seedUser({ email: EMAIL });
    const config: ReferenceLoginConfig = {
      ...passwordsConfig(referenceSite.url),
      products: ['passwords', 'otp'],
      otpOptions: { methods: ['email'], expirationMinutes: 5 },
    };
    await openReference(page);
    await submitEmail(page, config);
    // The passcode went out at once; the user asks for a password instead.
    await inbox.waitForMessage(EMAIL);
    await page.getByRole('button', { name: 'Create a password instead' }).click();
    await expect(page.getByText('Check your email!')).toBeVisible();
    await resetThroughLink(page, config, await inbox.link(EMAIL, { after: 1 }));
    expect(await expectSignedIn(page, SUCCESS)).toBe(userId);
  });
});

test.describe("the reference provider's prebuilt UI: password reset with PKCE", () => {
  test.use({ emulatorProject: { pkce_required_for_password_resets: true } });

  test('resets through the link in the browser that asked for it', async ({ page, openReference, referenceSite, emulator, inbox }) => {
    const userId = await emulator.seedUser({ email: EMAIL, password: STRONG });
    const config = passwordsConfig(referenceSite.url);
    await openReference(page);
    await submitEmail(page, config);
    await page.getByText('Forgot Password?').click();
    const link = await inbox.link(EMAIL);
    expect(emulator.server.store.state.tokens[new URL(link).searchParams.get('token')!]?.code_challenge).toBeTruthy();
    await resetThroughLink(page, config, link);
    expect(await expectSignedIn(page, SUCCESS)).toBe(userId);
  });
});
