/**
 * OTP Authenticate and OTP Confirmation in Chromium against the emulator: the six boxes by keyboard and by paste,
 * a refused code, a code that ran out at the provider, the lock while verifying, "Resend code" with its toast (an error toast when it fails), and
 * the confirmation.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, hostEvents, test, type HostMountOptions } from '../fixtures/index.ts';
import { holdBack } from './helpers.ts';

const EMAIL = 'ada@example.com';

async function sendCode(page: Page, mountWidget: (page: Page, options: HostMountOptions) => Promise<void>) {
  await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
}

const boxes = (page: Page) => page.getByRole('group', { name: 'One-time passcode' }).getByRole('textbox');

/**
 * Pastes `text` into a field as a person does: copied from a field with the keyboard, pasted with the keyboard. A
 * synthetic ClipboardEvent would be simpler, but Firefox ignores the clipboardData it is given.
 */
async function paste(target: Locator, text: string): Promise<void> {
  const page = target.page();
  const source = page.locator('#paste-source');
  await page.evaluate((value) => {
    const field = document.createElement('textarea');
    field.id = 'paste-source';
    field.value = value;
    document.body.append(field);
  }, text);
  await source.selectText();
  await page.keyboard.press('ControlOrMeta+C');
  await source.evaluate((field) => field.remove());
  await target.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

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
  await paste(boxes(page).nth(3), `${code.slice(0, 3)} ${code.slice(3)}`);
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
});

test('a wrong code is refused, the boxes cleared and focused; the boxes lock while verifying', async ({ page, emulator, mountWidget, inbox }) => {
  await sendCode(page, mountWidget);
  const code = await inbox.code(EMAIL);
  await page.keyboard.type(code === '000000' ? '111111' : '000000');
  await expect(page.locator('.aw-field-error')).toHaveText('Invalid passcode, please try again.');
  for (let i = 0; i < 6; i++) await expect(boxes(page).nth(i)).toHaveValue('');
  await expect(boxes(page).first()).toBeFocused();

  // The answer is held until the checks below have seen the locked boxes, however slow the machine.
  const release = await holdBack(page, `${emulator.url}/sdk/v1/otps/authenticate`);
  await page.keyboard.type(code);
  await expect(page.getByText('Verifying passcode...')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Verifying passcode...' })).toBeVisible();
  const animation = await page.locator('.aw-progress-bar').evaluate((bar) => getComputedStyle(bar).animationDuration);
  expect(animation).toBe('10s');
  for (let i = 0; i < 6; i++) await expect(boxes(page).nth(i)).toBeDisabled();
  release();
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

test('a failed "Resend code" is an error toast that goes after 4 s; the first code still works', async ({ page, emulator, mountWidget, inbox }) => {
  // The page's fake clock runs the toast's 4 s and its removal without the test waiting them out.
  await page.clock.install();
  await sendCode(page, mountWidget);
  const code = await inbox.code(EMAIL);
  const message = 'Too many codes sent: wait a minute.';
  await emulator.fault({
    path: '/sdk/v1/otps/email/login_or_create',
    status: 429,
    body: { status_code: 429, error_type: 'too_many_requests', error_message: message },
  });
  await page.getByRole('button', { name: 'Resend code' }).click();
  // A rate limit is a type the catalogue knows: its text, not the provider's message, is shown.
  const shown = 'Too many attempts. Wait a moment and try again.';
  const toast = page.locator('.aw-toast[data-type="error"]', { hasText: shown });
  await expect(toast).toHaveAttribute('data-visible', 'true');
  await expect(page.getByRole('alert').filter({ hasText: shown })).toBeVisible();
  // Error toasts last 4 s, then are removed 1 s after they hide.
  await page.clock.runFor(5_000);
  await expect(toast).toHaveCount(0);
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
