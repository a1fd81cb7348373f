/**
 * Passcodes by SMS, WhatsApp and email, beyond widget-otp.spec.ts (the boxes,
 * paste, a wrong email code, resend, the countdown) and widget-main.spec.ts (SMS with the country selector and an
 * invalid phone): WhatsApp end to end, a wrong SMS code then the right one, the OTP form's email message, a
 * resend after the code expired, and which tabs the login form shows (with passwords on, the password tab takes the email tabs' place).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import { callbacks, eventTypes, refill, typePasscode, wrongCode } from './helpers.ts';

const PHONE_NATIONAL = '(201) 555-0123';
const PHONE_E164 = '+12015550123';

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Login method' }).getByRole('tab');

async function sendToPhone(page: Page, button: 'Continue with text message' | 'Continue with WhatsApp'): Promise<void> {
  await page.getByRole('textbox', { name: 'Phone number' }).fill(PHONE_NATIONAL);
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await expect(page.getByText('A 6-digit passcode was sent to you at +1 (201) 555-0123.')).toBeVisible();
}

test('WhatsApp: the code goes out on WhatsApp and signs in', async ({ page, mountWidget, inbox, emulator }) => {
  await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['whatsapp'] } } });
  // One method: no tabs.
  await expect(page.getByRole('tablist')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute('placeholder', '(123) 456-7890');
  await sendToPhone(page, 'Continue with WhatsApp');
  const message = await inbox.waitForMessage(PHONE_E164);
  expect(message.channel).toBe('whatsapp');
  await typePasscode(page, message.code!);
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
  expect(await eventTypes(page)).toEqual(['passcode_sent', 'passcode_verified']);
  const [sent] = await callbacks(page, 'event');
  expect(sent?.data).toMatchObject({ data: { method: 'whatsapp' } });
  const user = Object.values(emulator.server.store.state.users)[0];
  expect(user?.phone_numbers).toMatchObject([{ phone_number: PHONE_E164, verified: true }]);
});

test('SMS: a wrong code reads "Invalid passcode, please try again.", then the right one signs in', async ({ page, mountWidget, inbox }) => {
  await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['sms'] } } });
  await sendToPhone(page, 'Continue with text message');
  const message = await inbox.waitForMessage(PHONE_E164);
  expect(message.channel).toBe('sms');
  await typePasscode(page, wrongCode(message.code!));
  await expect(page.locator('.aw-field-error')).toHaveText('Invalid passcode, please try again.');
  await expect(page.getByLabel('Digit 1 of 6')).toBeFocused();
  await page.keyboard.type(message.code!);
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
  expect(await callbacks(page, 'error')).toHaveLength(1);
  expect(await callbacks(page, 'success')).toHaveLength(1);
});

test('the passcode form reads "Invalid email, please try again." for a malformed email', async ({ page, mountWidget, inbox }) => {
  await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveAttribute('placeholder', 'example@email.com');
  await email.fill('ada@example.c');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.locator('.aw-field-error')).toHaveText('Invalid email, please try again.');
  expect(await inbox.messages('ada@example.c')).toEqual([]);
  await refill(email, 'ada@example.co');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByText('A 6-digit passcode was sent to you at ada@example.co.')).toBeVisible();
});

test('after "Your code has expired." a resent code restarts the countdown and signs in', async ({ page, mountWidget, inbox }) => {
  await page.clock.install();
  await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 1 } } });
  await page.getByRole('textbox', { name: 'Email' }).fill('late@example.com');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await inbox.waitForMessage('late@example.com');
  await page.clock.runFor(61_000);
  await expect(page.getByText('Your code has expired.')).toBeVisible();
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('Code resent')).toBeVisible();
  // The page clock runs on: on a loaded machine a second or more can pass before the check, so any time left in the
  // last minute proves the countdown restarted from "expired".
  await expect(page.getByText(/^Your code expires in (1:00|0:[0-5]\d)\.$/)).toBeVisible();
  const code = await inbox.code('late@example.com', { after: 1 });
  await typePasscode(page, code);
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
});

test.describe('login form tabs', () => {
  test('every passcode method is a tab: Text, WhatsApp, Email, each with its own form', async ({ page, mountWidget }) => {
    await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } } });
    await expect(tabs(page)).toHaveText(['Text', 'WhatsApp', 'Email']);
    await expect(page.getByRole('button', { name: 'Continue with text message' })).toBeVisible();
    await page.getByRole('tab', { name: 'WhatsApp' }).click();
    await expect(page.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Continue with WhatsApp' })).toBeVisible();
    await page.getByRole('tab', { name: 'Email' }).click();
    await expect(page.getByRole('button', { name: 'Continue with email' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveCount(0);
  });

  test('with passwords and magic links, the magic-link tab is removed: Email is the password flow', async ({ page, mountWidget }) => {
    await mountWidget(page, {
      config: {
        products: ['otp', 'emailMagicLinks', 'passwords'],
        otpOptions: { methods: ['sms'] },
        emailMagicLinksOptions: {},
      },
    });
    await expect(tabs(page)).toHaveText(['Text', 'Email']);
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill('newcomer@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  });

  test('with passwords and email passcodes, the email-passcode tab is removed', async ({ page, mountWidget, inbox }) => {
    await mountWidget(page, { config: { products: ['passwords', 'otp'], otpOptions: { methods: ['whatsapp', 'email'] } } });
    await expect(tabs(page)).toHaveText(['WhatsApp', 'Email']);
    await page.getByRole('tab', { name: 'Email' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill('newcomer@example.com');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(await inbox.messages('newcomer@example.com')).toEqual([]);
  });

  test('passwords alone: one method, no tabs', async ({ page, mountWidget }) => {
    await mountWidget(page, { config: { products: ['passwords'] } });
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('tablist')).toHaveCount(0);
  });
});
