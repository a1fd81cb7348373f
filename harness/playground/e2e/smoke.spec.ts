/**
 * The stack end to end: the widget mounted on the host page with an email-passcode config, the passcode read from
 * the emulator's inbox, and a session at the end.
 */
import { expect, test } from '../fixtures/index.ts';
import { callbacks, sessionOf, typePasscode } from './helpers.ts';

test('signs in with an email passcode from the inbox', async ({ page, host, mountWidget, inbox }) => {
  const email = 'ada@example.com';
  await mountWidget(page, {
    config: { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 5 }, sessionOptions: { sessionDurationMinutes: 30 } },
  });
  await expect(page.getByText('Sign up or log in')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByText('Enter passcode')).toBeVisible();
  await expect(page.getByText(`A 6-digit passcode was sent to you at ${email}.`)).toBeVisible();

  const code = await inbox.code(email);
  await typePasscode(page, code);

  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
  await expect.poll(async () => (await callbacks(page, 'success')).length).toBe(1);
  expect(await sessionOf(page)).toMatchObject({ user_id: expect.stringMatching(/^user-/) });

  // The session is the page's: the demo's account page on the same host shows it.
  await page.goto(`${host.url}/account`);
  await expect(page.getByTestId('user')).toContainText(email);
});
