/**
 * OTP Authenticate and OTP Confirmation in Chromium against the emulator: the six boxes by keyboard and by paste,
 * a refused code, a code that ran out at the provider, the lock while verifying, "Resend code" with its toast, and
 * the confirmation.
 */
import type { Page } from '@playwright/test';
import { expect, hostEvents, test, type HostMountOptions } from '../fixtures/index.ts';

const EMAIL = 'ada@example.com';

async function sendCode(page: Page, mountWidget: (page: Page, options: HostMountOptions) => Promise<void>) {
  await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
}

const boxes = (page: Page) => page.getByRole('group', { name: 'One-time passcode' }).getByRole('textbox');

test('types a code box by box and lands on the confirmation', async ({ page, mountWidget, inbox }) => {
  await sendCode(page, mountWidget);
  await expect(page.getByText(`A 6-digit passcode was sent to you at ${EMAIL}.`)).toBeVisible();
  await expect(boxes(page)).toHaveCount(6);
  await expect(boxes(page).first()).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(boxes(page).first()).toBeFocused();
  await expect(page.getByText('Your code expires in 5:00.').or(page.getByText('Your code expires in 4:59.'))).toBeVisible();

  // Letters are ignored; Backspace in an empty box goes back.
  await page.keyboard.type('a1');
  await expect(boxes(page).nth(0)).toHaveValue('1');
  await page.keyboard.press('Backspace');
  await expect(boxes(page).nth(0)).toHaveValue('');
  await expect(boxes(page).nth(0)).toBeFocused();

  await page.keyboard.type(await inbox.code(EMAIL));
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
  const events = await hostEvents(page);
  expect(events.filter((e) => e.kind === 'event').map((e) => (e.data as { type: string }).type)).toEqual(['passcode_sent', 'passcode_verified']);
  expect(events.filter((e) => e.kind === 'success')).toHaveLength(1);
});

test('a pasted code fills every box and is submitted', async ({ page, mountWidget, inbox }) => {
  await sendCode(page, mountWidget);
  const code = await inbox.code(EMAIL);
  await boxes(page).nth(3).evaluate((box, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, `${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
});

test('a wrong code is refused, the boxes cleared and focused; the boxes lock while verifying', async ({ page, emulator, mountWidget, inbox }) => {
  await sendCode(page, mountWidget);
  const code = await inbox.code(EMAIL);
  await page.keyboard.type(code === '000000' ? '111111' : '000000');
  await expect(page.locator('.aw-field-error')).toHaveText('Invalid passcode, please try again.');
  for (let i = 0; i < 6; i++) await expect(boxes(page).nth(i)).toHaveValue('');
  await expect(boxes(page).first()).toBeFocused();

  // Long enough for the checks below to see the locked boxes on a slow machine.
  await emulator.fault({ path: '/sdk/v1/otps/authenticate', delay_ms: 3_000 });
  await page.keyboard.type(code);
  await expect(page.getByText('Verifying passcode...')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Verifying passcode...' })).toBeVisible();
  for (let i = 0; i < 6; i++) await expect(boxes(page).nth(i)).toBeDisabled();
  const animation = await page.locator('.aw-progress-bar').evaluate((bar) => getComputedStyle(bar).animationDuration);
  expect(animation).toBe('10s');
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
});

test('"Resend code" sends a new code and shows the toast', async ({ page, mountWidget, inbox }) => {
  await sendCode(page, mountWidget);
  await inbox.code(EMAIL);
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('Code resent')).toBeVisible();
  const code = await inbox.code(EMAIL, { after: 1 });
  await boxes(page).first().focus();
  await page.keyboard.type(code);
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
});

test('a code that has run out at the provider reads as expired; a resent one signs in', async ({ page, emulator, mountWidget, inbox }) => {
  await sendCode(page, mountWidget);
  const code = await inbox.code(EMAIL);
  await emulator.advanceClock(5 * 60_000);
  await page.keyboard.type(code);
  await expect(page.getByText('Your code has expired.')).toBeVisible();
  await expect(page.locator('.aw-field-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(page.getByText('Code resent')).toBeVisible();
  // The countdown started again (it may have ticked once already).
  await expect(page.getByText(/^Your code expires in (5:00|4:5\d)\.$/)).toBeVisible();
  await boxes(page).first().focus();
  await page.keyboard.type(await inbox.code(EMAIL, { after: 1 }));
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
});

test('the countdown ends in "Your code has expired."', async ({ page, mountWidget }) => {
  await page.clock.install();
  await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'], expirationMinutes: 1 } } });
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByText('Your code expires in 1:00.')).toBeVisible();
  await page.clock.runFor(61_000);
  await expect(page.getByText('Your code has expired.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend code' })).toBeVisible();
});
