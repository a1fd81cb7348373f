/**
 * A server-rendered login form works from the moment it paints: the capture script sent with the markup enables
 * Continue, keeps a submit (a click, or Enter in the field) from the page, shows the button busy, and the widget makes
 * that submit once it has taken the markup over, through its own handler: the visitor who pressed before the widget's
 * script arrived gets the passcode screen, and the emulator gets one send, not two. Under a strict policy (scripts and
 * styles by nonce, Trusted Types enforced) with no violation, for a plain page (`renderLoginHtml`, `mountLogin`), React
 * (`<Login>` rendered on a server, hydrated) and a custom element (`renderLoginElementHtml`). Without the nonce the
 * policy refuses the script and the form waits, disabled, as without JavaScript.
 */
import type { Page, Request } from '@playwright/test';
import type { WidgetConfig } from '@auth-widget/sdk/ui';
import { renderLoginElementHtml, renderLoginHtml } from '@auth-widget/sdk/ui/server';
import { recordCspViolations, settleCspReports } from '@auth-widget/harness/fixtures';
import { expect, mountInPage } from '../fixtures/index.ts';
import { STRICT_NONCE, strictPolicyTest } from '../fixtures/strictPolicyTest.ts';
import { holdBack } from './helpers.ts';

const CONFIG: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };
/** The call that sends an email passcode. */
const SEND = /\/sdk\/v1\/otps\/email\/login_or_create$/;

/** The page's requests that send a passcode. */
function watchSends(page: Page): Request[] {
  const sends: Request[] = [];
  page.on('request', (request) => {
    if (SEND.test(new URL(request.url()).pathname)) sends.push(request);
  });
  return sends;
}

/** Presses Continue or Enter in the email field, after typing the address. */
async function submitEarly(page: Page, email: string, how: 'click' | 'Enter'): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Email' });
  await field.click();
  await field.pressSequentially(email);
  const submit = page.getByRole('button', { name: 'Continue with email' });
  if (how === 'click') await submit.click();
  else await field.press('Enter');
  // Kept from the page, and locked as the widget locks a form while it sends: the button busy, the field disabled, so
  // what the widget sends is what was there at the press.
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await expect(field).toBeDisabled();
  await expect(field).toHaveValue(email);
  expect(new URL(page.url()).search).toBe('');
}

/** Waits as a visitor on a slow network would, then checks nothing was sent meanwhile. */
async function expectNothingSent(page: Page, sends: Request[], inbox: { messages(to: string): Promise<unknown[]> }, email: string) {
  await page.waitForTimeout(300);
  expect(sends).toHaveLength(0);
  expect(await inbox.messages(email)).toHaveLength(0);
}

/** The passcode screen for `email`, after one send. */
async function expectOneSend(page: Page, sends: Request[], inbox: { messages(to: string): Promise<unknown[]> }, email: string) {
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await expect(page.getByText(`A 6-digit passcode was sent to you at ${email}.`)).toBeVisible();
  // Time for a second send to show, were there one.
  await page.waitForTimeout(300);
  expect(sends).toHaveLength(1);
  expect(await inbox.messages(email)).toHaveLength(1);
}

for (const [how, shadow] of [
  ['click', false],
  ['Enter', true],
] as const) {
  strictPolicyTest(`plain page: ${how === 'click' ? 'Continue' : 'Enter'} pressed before the script is sent once the widget takes over${shadow ? ' (declarative shadow root)' : ''} @flows`, async ({
    page,
    serve,
    inbox,
  }) => {
    const email = `capture-${how.toLowerCase()}${shadow ? '-shadow' : ''}@example.com`;
    const reports = await recordCspViolations(page);
    const sends = watchSends(page);
    const site = await serve(await renderLoginHtml({ config: { ...CONFIG, enableShadowDOM: shadow }, nonce: STRICT_NONCE }));
    await page.goto(site.url, { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'Continue with email' });
    // The capture script ran: Continue works before the widget's script.
    await expect(submit).toBeEnabled();
    await expect(submit).not.toHaveAttribute('aria-describedby');
    expect(await page.evaluate(() => typeof (window as unknown as { __mount?: unknown }).__mount)).toBe('undefined');

    await submitEarly(page, email, how);
    await expectNothingSent(page, sends, inbox, email);

    site.release();
    await page.waitForFunction(() => typeof (window as unknown as { __mount?: unknown }).__mount === 'function');
    await mountInPage(page, { config: CONFIG, shadow, nonce: STRICT_NONCE });
    await expectOneSend(page, sends, inbox, email);
    // The script went once it had run: the element holds the widget alone.
    expect(await page.locator('#widget script').count()).toBe(0);
    await settleCspReports(page);
    expect(reports.violations).toEqual([]);
    expect(reports.consoleErrors).toEqual([]);
  });
}

strictPolicyTest('plain page: a submit after the takeover is sent once, not again by the capture script @flows', async ({ page, serve, inbox }) => {
  const email = 'capture-after@example.com';
  const reports = await recordCspViolations(page);
  const sends = watchSends(page);
  const site = await serve(await renderLoginHtml({ config: CONFIG, nonce: STRICT_NONCE }));
  site.release();
  await page.goto(site.url);
  await page.waitForFunction(() => typeof (window as unknown as { __mount?: unknown }).__mount === 'function');
  await mountInPage(page, { config: CONFIG, nonce: STRICT_NONCE });
  await expect(page.locator('[data-waiting]')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expectOneSend(page, sends, inbox, email);
  await settleCspReports(page);
  expect(reports.violations).toEqual([]);
  expect(reports.consoleErrors).toEqual([]);
});

strictPolicyTest('plain page without the nonce: the policy refuses the script, and the form waits, disabled, as without JavaScript', async ({
  page,
  serve,
  inbox,
}) => {
  const email = 'capture-refused@example.com';
  const sends = watchSends(page);
  const site = await serve(await renderLoginHtml({ config: CONFIG }));
  await page.goto(site.url, { waitUntil: 'commit' });
  const submit = page.getByRole('button', { name: 'Continue with email' });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription('Loading');
  const field = page.getByRole('textbox', { name: 'Email' });
  await field.fill(email);
  await field.press('Enter');
  // No submit to the page's address: the address never reaches the URL.
  expect(new URL(page.url()).search).toBe('');
  await expectNothingSent(page, sends, inbox, email);
  site.release();
});

for (const shadow of [false, true]) {
  strictPolicyTest(`React: Continue pressed before hydration is sent once <Login> has ${shadow ? 'replaced its declarative shadow root' : 'hydrated'} @flows`, async ({
    page,
    serveReact,
    inbox,
  }) => {
    const email = `capture-react${shadow ? '-shadow' : ''}@example.com`;
    const reports = await recordCspViolations(page);
    const sends = watchSends(page);
    const site = await serveReact({ config: { ...CONFIG, enableShadowDOM: shadow } });
    const release = await holdBack(page, `${site.url}/assets/app.js`);
    await page.goto(site.url, { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: 'Continue with email' })).toBeEnabled();

    await submitEarly(page, email, 'click');
    await expectNothingSent(page, sends, inbox, email);

    release();
    await expectOneSend(page, sends, inbox, email);
    // Hydrated with no mismatch, and the script element it hydrated is gone.
    expect(await page.evaluate(() => (window as unknown as { __recoverable: string[] }).__recoverable)).toEqual([]);
    expect(await page.locator('#root script').count()).toBe(0);
    await settleCspReports(page);
    expect(reports.violations).toEqual([]);
    expect(reports.consoleErrors).toEqual([]);
  });
}

for (const shadow of [false, true]) {
  strictPolicyTest(`custom element: Continue pressed before the elements' script is sent once <auth-widget-login> takes over${shadow ? ' (declarative shadow root)' : ''} @flows`, async ({
    page,
    serveElement,
    emulatorServer,
    inbox,
  }) => {
    const email = `capture-element${shadow ? '-shadow' : ''}@example.com`;
    const reports = await recordCspViolations(page);
    const sends = watchSends(page);
    const html = await renderLoginElementHtml({
      publicToken: emulatorServer.publicToken,
      clientOptions: { endpoints: { testApiUrl: emulatorServer.url } },
      config: { ...CONFIG, enableShadowDOM: shadow },
      nonce: STRICT_NONCE,
    });
    const site = await serveElement(html);
    await page.goto(site.url, { waitUntil: 'commit' });
    await expect(page.getByRole('button', { name: 'Continue with email' })).toBeEnabled();

    await submitEarly(page, email, 'click');
    await expectNothingSent(page, sends, inbox, email);

    site.release();
    await expectOneSend(page, sends, inbox, email);
    expect(await page.locator('auth-widget-login script').count()).toBe(0);
    await settleCspReports(page);
    expect(reports.violations).toEqual([]);
    expect(reports.consoleErrors).toEqual([]);
  });
}
