/**
 * A screen that throws while rendering, in the browser build (the standalone runtime the test host page bundles): the
 * widget shows its error screen in place of the screen, never a blank widget, reports the failure once to `onError`
 * and logs one line without the error's message, and "Start over" takes the passkey registration entry back to its
 * start screen, which works. And the answer of the issue itself (a registration answered with a user whose
 * `webauthn_registrations` is `{}`) leaves the widget showing an error, whichever layer catches it.
 */
import type { Page } from '@playwright/test';
import { expect, mountInPage, test } from '../fixtures/index.ts';
import { breakUserRegistrations, callbacks, repairUser, signUpWithPassword, type PageWindow } from './helpers.ts';

const config = { products: ['passkeys' as const, 'emailMagicLinks' as const] };
const ERROR_TEXT = 'Something went wrong and this screen could not be shown.';

const errorBanner = (page: Page) => page.locator('.aw-root .aw-banner[data-variant="error"]');

/** Console errors of the page, as printed. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
  return errors;
}

test('a screen that throws: the error screen with "Start over", one report, no message in the log, then the entry works again', async ({
  page,
  host,
}) => {
  const logged = consoleErrors(page);
  await signUpWithPassword(page, host.url, 'boundary@example.com');
  await breakUserRegistrations(page);
  await mountInPage(page, { entry: 'passkeyRegistration', config });
  await page.getByRole('button', { name: 'Skip' }).click();

  await expect(errorBanner(page)).toHaveText(ERROR_TEXT);
  await expect(errorBanner(page)).toHaveAttribute('role', 'alert');
  await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Passkey successfully created' })).toHaveCount(0);
  const errors = await callbacks(page, 'error');
  expect(errors.map((e) => e.data)).toEqual([
    expect.objectContaining({ name: 'AuthError', code: 'other', message: 'The PasskeyRegistrationSuccess screen failed to render.' }),
  ]);
  // One line, naming the screen and the error's class: the TypeError's message (which could quote an answer) is not printed.
  expect(logged).toEqual(['auth-widget: The PasskeyRegistrationSuccess screen failed to render (TypeError); see onError']);

  await repairUser(page);
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('heading', { name: 'Set up a new Passkey' })).toBeVisible();
  await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { name: 'Passkey successfully created' })).toBeVisible();
  expect(await callbacks(page, 'error')).toHaveLength(1);
});

test('a registration answered with webauthn_registrations: {} leaves an error in the widget, never a blank widget', async ({
  page,
  host,
  passkeys,
  emulator,
}) => {
  await signUpWithPassword(page, host.url, 'registrations@example.com');
  await passkeys.add();
  const user = await page.evaluate(() => (window as unknown as PageWindow).__client.user.get());
  await emulator.fault({
    path: '/sdk/v1/webauthn/register',
    method: 'POST',
    status: 200,
    body: {
      data: {
        request_id: 'request-id-test-malformed',
        status_code: 200,
        user_id: user.user_id,
        webauthn_registration_id: 'webauthn-registration-test-malformed',
        user: { ...user, webauthn_registrations: {} },
      },
    },
  });
  await mountInPage(page, { entry: 'passkeyRegistration', config });
  await page.getByRole('button', { name: 'Create a Passkey' }).click();

  // The client refuses the answer as invalid_response (the start screen says the passkey was not created) or, if it
  // let it through, the success screen breaks on it and the error screen replaces it: an error shows either way,
  // with a way on, and the host hears of it once.
  await expect(errorBanner(page)).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Start over|Create a Passkey)$/ })).toBeVisible();
  await expect(page.locator('.aw-root .aw-screen')).toHaveCount(1);
  await expect.poll(async () => (await callbacks(page, 'error')).length).toBe(1);
  const [reported] = await callbacks(page, 'error');
  expect(['invalid_response', 'other']).toContain((reported?.data as { code?: string }).code);
  test.info().annotations.push({ type: 'caught by', description: (reported?.data as { code?: string }).code === 'other' ? 'error boundary' : 'client' });
});
