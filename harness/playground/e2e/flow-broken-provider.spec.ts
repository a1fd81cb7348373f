/**
 * The widget under every answer mutation the emulator plays (`mutate` faults): a hang, a slow drip, truncated JSON,
 * wrong field types, missing fields, an oversized body and a 5xx storm. On the first call of a sign-in (a passcode
 * send from Main) and on the call that signs in (the passcode check), the widget must come back from each with an
 * error under the form, its button usable again, its screen never blank, nothing stored, and then sign in once the
 * provider is healthy again.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import { typePasscode } from './helpers.ts';

const EMAIL = 'broken@example.com';
/** The client's deadline in these tests: short, so that a hang or a drip is over quickly. */
const TIMEOUT_MS = 1_500;

const MUTATIONS = {
  hang: { mutate: 'hang' },
  drip: { mutate: 'drip', drip_ms: 500, drip_bytes: 4 },
  truncate: { mutate: 'truncate' },
  wrong_types: { mutate: 'wrong_types' },
  missing_fields: { mutate: 'missing_fields' },
  oversized: { mutate: 'oversized', size_mb: 5 },
  storm: { mutate: 'storm', count: 4 },
} as const;

/** The widget shows something a person can act on: a heading and at least one enabled button, never an empty box. */
async function expectNotBlank(page: Page): Promise<void> {
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('button').first()).toBeEnabled();
  expect((await page.locator('main').innerText()).trim()).not.toBe('');
}

/** What the client keeps of a session: none of it may appear after a broken answer. */
async function storedSession(page: Page): Promise<{ cookies: string[]; keys: string[] }> {
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name).filter((name) => name.includes('session'));
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('session')));
  return { cookies, keys };
}

for (const [name, mutation] of Object.entries(MUTATIONS)) {
  test(`${name}: a passcode send comes back with an error, the form usable, then sends once the provider is healthy`, async ({
    page,
    emulator,
    mountWidget,
  }) => {
    await mountWidget(page, { client: { timeoutMs: TIMEOUT_MS }, config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    await emulator.fault({ path: '/sdk/v1/otps/email/login_or_create', ...mutation });
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.locator('.aw-field-error')).toBeVisible({ timeout: TIMEOUT_MS + 10_000 });
    await expectNotBlank(page);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(EMAIL);
    await emulator.clearFaults();
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  });

  test(`${name}: a passcode check comes back with an error and no session, then signs in with a new code`, async ({
    page,
    emulator,
    inbox,
    mountWidget,
  }) => {
    await mountWidget(page, { client: { timeoutMs: TIMEOUT_MS }, config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await emulator.fault({ path: '/sdk/v1/otps/authenticate', ...mutation });
    await typePasscode(page, await inbox.code(EMAIL));
    await expect(page.locator('.aw-field-error')).toBeVisible({ timeout: TIMEOUT_MS + 10_000 });
    await expectNotBlank(page);
    expect(await storedSession(page)).toEqual({ cookies: [], keys: [] });
    await emulator.clearFaults();
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByText('Code resent')).toBeVisible();
    await typePasscode(page, await inbox.code(EMAIL, { after: 1 }));
    await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
  });
}
