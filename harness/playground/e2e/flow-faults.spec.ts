/**
 * Faults the emulator injects (`POST /__dev/api/faults`) and the network going away: each
 * failure shows the spec's message under the form, reaches `onError`, and leaves the widget usable — the same form
 * then sends the magic link. "Captcha required" is retried once with a fresh captcha token and telemetry id when DFP
 * Protected Auth is on, as the reference SDK retries it (flow-bot-protection.spec.ts has the rest of bot protection).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/index.ts';
import { callbacks, eventTypes, recordRequests, typePasscode } from './helpers.ts';

const EMAIL = 'faults@example.com';
const SEND_PATH = '/sdk/v1/magic_links/email/login_or_create';
/** The magic-link form, with the host's authenticate page as both redirect URLs. */
function linkConfig(hostUrl: string) {
  const redirect = `${hostUrl}/authenticate`;
  return { products: ['emailMagicLinks' as const], emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect } };
}

const fieldError = (page: Page) => page.locator('.aw-field-error');

async function submit(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Continue with email' }).click();
}

/** The widget is still usable: the same form sends the link and reaches Email Confirmation. */
async function expectUsable(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Continue with email' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  expect(await eventTypes(page)).toEqual(['magic_link_sent']);
}

test('offline: "Unable to contact the auth-widget servers. Are you online?", then the send works once back online', async ({
  page,
  context,
  host,
  mountWidget,
}) => {
  await mountWidget(page, { config: linkConfig(host.url) });
  // The idle preloads first: one that the network drops in the same instant as the browser learns it is offline fails
  // its chunks for good in Firefox, which remembers a failed module (freshImport.ts), a race no site can win.
  // They run when the browser is idle (at most a second after paint), some after others: on a loaded machine that
  // can be after the network first went quiet, so the test waits for two seconds without a chunk request.
  let lastChunk = Date.now();
  const onChunk = (request: { url(): string }) => {
    if (request.url().includes('/assets/')) lastChunk = Date.now();
  };
  page.on('request', onChunk);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => Date.now() - lastChunk, { timeout: 30_000, intervals: [250] }).toBeGreaterThan(2_000);
  page.off('request', onChunk);
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
  const modules: string[] = [];
  // Module fetches only: the HEAD that asks whether the server answers is not one.
  const onRequest = (request: { url(): string; method(): string }) => {
    if (request.method() === 'GET' && request.url().includes('/assets/')) modules.push(request.url());
  };
  page.on('request', onRequest);
  await submit(page);
  await expect(fieldError(page)).toHaveText('Unable to contact the auth-widget servers. Are you online?');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(EMAIL);
  // The submit's chunk was not requested while nothing could answer, so no engine remembers it as failed.
  expect(modules).toEqual([]);
  page.off('request', onRequest);
  await context.setOffline(false);
  await expectUsable(page);
});

test('a dropped connection reads the same network message and reaches onError', async ({ page, host, emulator, mountWidget }) => {
  // Every send drops until the faults are cleared: a browser retries a request by itself when a reused keep-alive
  // connection fails, and more than once when several such connections are open (seen in Chromium on a loaded machine).
  await emulator.fault({ path: SEND_PATH, drop: true, count: 100 });
  await mountWidget(page, { config: linkConfig(host.url) });
  await submit(page);
  await expect(fieldError(page)).toHaveText('Unable to contact the auth-widget servers. Are you online?');
  const [error] = await callbacks(page, 'error');
  expect(error?.data).toMatchObject({ name: 'AuthError', code: 'network_error' });
  await emulator.clearFaults();
  await expectUsable(page);
});

test('a 500 shows the catalogue\'s text for its error_type under the field; a type it does not know, the provider\'s error_message', async ({
  page,
  host,
  emulator,
  mountWidget,
}) => {
  await emulator.fault({
    path: SEND_PATH,
    status: 500,
    body: { status_code: 500, error_type: 'internal_server_error', error_message: 'The provider had a problem. Please try again.' },
  });
  await mountWidget(page, { config: linkConfig(host.url) });
  await submit(page);
  await expect(fieldError(page)).toHaveText('Something went wrong on our side. Try again in a moment.');
  const [error] = await callbacks(page, 'error');
  expect(error?.data).toMatchObject({ code: 'api_error', errorType: 'internal_server_error' });
  await emulator.fault({
    path: SEND_PATH,
    status: 503,
    body: { status_code: 503, error_type: 'provider_maintenance', error_message: 'The provider is down for maintenance.' },
  });
  // The address is still in the field. Filling it again would not do: Firefox's driver adds to an email field's text.
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(fieldError(page)).toHaveText('The provider is down for maintenance.');
  await expectUsable(page);
});

test('invalid JSON reads "Invalid JSON response from the auth-widget servers."', async ({ page, host, emulator, mountWidget }) => {
  await emulator.fault({ path: SEND_PATH, invalid_json: true });
  await mountWidget(page, { config: linkConfig(host.url) });
  await submit(page);
  await expect(fieldError(page)).toHaveText('Invalid JSON response from the auth-widget servers.');
  const [error] = await callbacks(page, 'error');
  expect(error?.data).toMatchObject({ code: 'invalid_json' });
  await expectUsable(page);
});

test('a 500 while verifying a passcode reads as a failed check; the boxes stay usable for the next try', async ({ page, emulator, mountWidget, inbox }) => {
  await mountWidget(page, { config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  const code = await inbox.code(EMAIL);
  await emulator.fault({ path: '/sdk/v1/otps/authenticate', status: 500 });
  await typePasscode(page, code);
  // Any failed check reads the spec's passcode message; onError carries the provider's error.
  await expect(fieldError(page)).toHaveText('Invalid passcode, please try again.');
  const [error] = await callbacks(page, 'error');
  expect(error?.data).toMatchObject({ code: 'api_error', errorType: 'internal_server_error', message: expect.stringContaining('Injected fault.') });
  await expect(page.getByLabel('Digit 1 of 6')).toBeEnabled();
  await typePasscode(page, code);
  await expect(page.getByText('Your passcode has been successfully verified.')).toBeVisible();
});

test.describe('"Captcha required" injected as a fault', () => {
  test('with DFP Protected Auth on: one retry with a fresh telemetry id and captcha token succeeds', async ({ page, host, emulator, mountWidget }) => {
    emulator.setProject({ dfp_protected_auth_enabled: true, dfp_protected_auth_mode: 'DECISIONING', captcha_settings: { enabled: true, siteKey: 'fault-site-key' } });
    const sent = await recordRequests(page, (url) => url.pathname === SEND_PATH);
    const sends = () => sent.filter((r) => r.method === 'POST').map((r) => r.body);
    await emulator.fault({ path: SEND_PATH, captcha_required: true });
    await mountWidget(page, { config: linkConfig(host.url) });
    await submit(page);
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const [first, retry] = sends();
    expect(sends()).toHaveLength(2);
    // DECISIONING: the first try carries the telemetry id alone.
    expect(JSON.parse(first!)).toMatchObject({ dfp_telemetry_id: expect.any(String) });
    expect(JSON.parse(first!)).not.toHaveProperty('captcha_token');
    expect(JSON.parse(retry!)).toMatchObject({ email: EMAIL, captcha_token: expect.any(String), dfp_telemetry_id: expect.any(String) });
    expect(emulator.server.store.state.faults).toEqual([]);
    expect(await callbacks(page, 'error')).toEqual([]);
  });

  test('with DFP off (no retry, as the reference SDK): "Unable to query captcha and/or dfp telemetry ID", and the form stays usable', async ({
    page,
    host,
    emulator,
    mountWidget,
  }) => {
    await emulator.fault({ path: SEND_PATH, captcha_required: true });
    await mountWidget(page, { config: linkConfig(host.url) });
    await submit(page);
    await expect(fieldError(page)).toHaveText('Unable to query captcha and/or dfp telemetry ID');
    const [error] = await callbacks(page, 'error');
    expect(error?.data).toMatchObject({ code: 'captcha_unavailable' });
    await expectUsable(page);
  });
});
