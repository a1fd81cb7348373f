/**
 * What the widget loads lazily, in Chromium against the emulator: the screens after Main come in their own chunks
 * with their texts and CSS (in the page and in a shadow root) and take focus when they appear; a chunk that cannot
 * be fetched leaves a way to try again; passkey autofill on Main runs only while the email field is on screen.
 */
import type { Page } from '@playwright/test';
import { expect, hostEvents, mountInPage, openHostPage, test } from '../fixtures/index.ts';
import { callbacks, registerPasskey } from './helpers.ts';

const EMAIL = 'ada@example.com';

/** Counts the passkey login requests the page starts. */
function countAutofillStarts(page: Page): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/webauthn/authenticate/start/')) count += 1;
  });
  return { count: () => count };
}

for (const shadow of [false, true]) {
  test(`the passcode screen loads after Main with its texts, its CSS and the focus${shadow ? ' (Shadow DOM)' : ''}`, async ({
    page,
    mountWidget,
    inbox,
  }) => {
    await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'] } }, shadow });
    await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await expect(page.getByText(`A 6-digit passcode was sent to you at ${EMAIL}.`)).toBeVisible();
    // The otp group's CSS reached the stylesheet this widget reads: the six boxes sit in one row.
    const row = page.getByRole('group', { name: 'One-time passcode' });
    await expect(row).toHaveCSS('display', 'flex');
    await expect(row.getByRole('textbox').first()).toBeFocused();
    await page.keyboard.type(await inbox.code(EMAIL));
    // The confirmation's success mark comes with the base rules only later screens use.
    await expect(page.getByRole('heading', { name: 'Success' })).toBeFocused();
    await expect(page.locator('.aw-success-mark')).toHaveCSS('display', 'flex');
    expect(await callbacks(page, 'error')).toEqual([]);
  });
}

test('a screen whose chunk cannot be fetched says so, reports it once, and "Try again" loads it', async ({ page, host }) => {
  // The chunk of Email Confirmation cannot be fetched (a dropped connection, a deploy that removed it); the client's
  // own lazy chunks, such as the magic-link calls, still come.
  let unreachable = true;
  await page.route('**/assets/chunks/**', async (route) => {
    const response = await route.fetch();
    if (unreachable && (await response.text()).includes('function EmailConfirmationScreen(')) return route.abort('internetdisconnected');
    return route.fulfill({ response });
  });
  await openHostPage(page, host.url);
  const redirect = `${host.url}/authenticate`;
  await mountInPage(page, {
    config: { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect } },
  });
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.locator('.aw-banner')).toHaveText('Unable to contact the auth-widget servers. Are you online?');
  // Reported by the error screen's effect, a frame after it shows.
  await expect.poll(async () => (await callbacks(page, 'error')).length).toBe(1);
  const errors = await callbacks(page, 'error');
  expect(errors[0]?.data).toMatchObject({ code: 'network_error' });

  unreachable = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeFocused();
  await expect(page.getByText(`An email was sent to ${EMAIL}.`)).toBeVisible();
  expect(await callbacks(page, 'error')).toHaveLength(1);
});

test.describe('passkey autofill with a phone tab and an email tab', () => {
  const config = { products: ['otp' as const, 'passkeys' as const], otpOptions: { methods: ['sms' as const, 'email' as const] } };

  test('asks for nothing while the phone tab is shown, and signs in once the email field appears', async ({
    page,
    host,
    passkeys,
    inbox,
  }) => {
    await passkeys.add();
    await registerPasskey(page, host.url, (to) => inbox.code(to), EMAIL);
    const starts = countAutofillStarts(page);
    await mountInPage(page, { config });
    await expect(page.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    // Autofill stands in for the button (the form has an email tab), but no field offers passkeys yet.
    await page.waitForTimeout(1000);
    expect(starts.count()).toBe(0);
    await expect(page.getByRole('button', { name: 'Login with a Passkey' })).toHaveCount(0);
    await expect(page.locator('.aw-banner')).toHaveCount(0);
    expect(await callbacks(page, 'error')).toEqual([]);

    await page.getByRole('tab', { name: 'Email' }).click();
    // A conditional request completes by itself when the authenticator holds a passkey for the site, so the
    // email field may already be gone here: the field's autocomplete is checked below, where the request stays pending.
    await expect(page.getByText('Your Passkey has been successfully authenticated.')).toBeVisible();
    expect(starts.count()).toBe(1);
    const events = await hostEvents(page);
    expect(events.filter((e) => e.kind === 'success')).toHaveLength(1);
    expect(events.filter((e) => e.kind === 'error')).toEqual([]);
  });

  test('stops when the phone tab is chosen and starts again when the email tab comes back, never reporting an error', async ({
    page,
    host,
    passkeys,
    inbox,
  }) => {
    const authenticator = await passkeys.add();
    await registerPasskey(page, host.url, (to) => inbox.code(to), EMAIL);
    // Without a touch the conditional request stays pending, as while the visitor has not picked a passkey yet.
    await authenticator.setAutomaticPresence(false);
    const starts = countAutofillStarts(page);
    await mountInPage(page, { config });

    await page.getByRole('tab', { name: 'Email' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('autocomplete', 'username webauthn');
    await expect.poll(() => starts.count()).toBe(1);
    await page.getByRole('tab', { name: 'Text' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(starts.count()).toBe(1);

    await page.getByRole('tab', { name: 'Email' }).click();
    await expect.poll(() => starts.count()).toBe(2);
    await page.waitForTimeout(500);
    expect(starts.count()).toBe(2);
    await expect(page.locator('.aw-banner')).toHaveCount(0);
    expect(await callbacks(page, 'error')).toEqual([]);
  });
});

test('a phone field: its helpers come right after Main, the next screen and the passcode calls once idle; the submit then fetches no chunk', async ({
  page,
  mountWidget,
  inbox,
}) => {
  const chunks: { url: string; text: string }[] = [];
  // Requests are counted as they leave (a response's text comes later); the texts are read as they arrive.
  const requested: string[] = [];
  let lastRequest = Date.now();
  page.on('request', (request) => {
    if (!request.url().includes('/assets/chunks/')) return;
    requested.push(request.url());
    lastRequest = Date.now();
  });
  page.on('response', async (response) => {
    if (response.url().includes('/assets/chunks/')) chunks.push({ url: response.url(), text: await response.text() });
  });
  const has = (fragment: string | RegExp) => chunks.some((chunk) => (typeof fragment === 'string' ? chunk.text.includes(fragment) : fragment.test(chunk.text)));
  await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['sms'] } } });
  await expect(page.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
  // The phone helpers with the table and the +1 metadata; the passcode screen's group; the passcode calls; then the
  // rest of libphonenumber's metadata.
  await expect.poll(() => has('function parseWith(')).toBe(true);
  await expect.poll(() => has('function OtpAuthenticateScreen(')).toBe(true);
  await expect.poll(() => has('/login_or_create')).toBe(true);
  await expect.poll(() => has(/"44":\s*\[\s*"GB"/)).toBe(true);
  await expect(page.getByRole('combobox', { name: 'Country code' }).locator('option[value="GB"]')).toHaveText('United Kingdom (+44)');

  // Every idle preload has gone out: they run one after another, so two seconds pass without a chunk request first.
  await expect.poll(() => Date.now() - lastRequest, { timeout: 30_000, intervals: [250] }).toBeGreaterThan(2_000);
  const before = requested.length;
  await page.getByRole('textbox', { name: 'Phone number' }).fill('(201) 555-0123');
  await page.getByRole('button', { name: 'Continue with text message' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await page.keyboard.type(await inbox.code('+12015550123'));
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
  expect(requested.slice(before)).toEqual([]);
});
