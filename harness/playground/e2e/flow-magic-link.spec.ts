/**
 * Email magic links end to end, beyond what widget-email.spec.ts covers (the sign-up
 * link, the webmail links and "Try again"): a returning user's login link, the form's email check, expired and
 * spent links refused, and the PKCE rule when the project requires it — the verifier stays in the browser that
 * asked for the link, so the link works there and is refused anywhere else with the spec's missing-PKCE message.
 */
import type { Page } from '@playwright/test';
import { EMULATOR_PUBLIC_TOKEN } from '@auth-widget/sdk';
import { PROVIDER_PREFIX } from '@auth-widget/sdk/protocol';
import { expect, test, type HostMountOptions } from '../fixtures/index.ts';
import { callbacks, eventTypes, refill } from './helpers.ts';

const MISSING_PKCE = 'Make sure this flow is completed on the same device on which it was started.';
/** Where the client keeps the magic-link PKCE pair (localStorage). */
const VERIFIER_KEY = `${PROVIDER_PREFIX}_code_verifier::${EMULATOR_PUBLIC_TOKEN}::magic_links`;

function config(hostUrl: string): HostMountOptions['config'] {
  const redirect = `${hostUrl}/authenticate`;
  return { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect } };
}

/** Sends a link from Main's form, whatever the field already holds. */
async function sendLink(page: Page, email: string): Promise<void> {
  await refill(page.getByRole('textbox', { name: 'Email' }), email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`An email was sent to ${email}.`)).toBeVisible();
}

const storedVerifier = (page: Page) => page.evaluate((key) => localStorage.getItem(key), VERIFIER_KEY);

test('a malformed email reads "Invalid email address" and sends nothing', async ({ page, host, mountWidget, inbox }) => {
  await mountWidget(page, { config: config(host.url) });
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill('ada@example');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.locator('.aw-field-error')).toHaveText('Invalid email address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(await inbox.messages('ada@example')).toEqual([]);
  // The form stays usable: a corrected address goes through.
  await sendLink(page, 'ada@example.com');
});

test('a returning user logs in through the inbox link and the authenticate page', async ({ page, host, emulator, mountWidget, inbox }) => {
  const email = 'returning@example.com';
  const userId = await emulator.seedUser({ email });
  await mountWidget(page, { config: config(host.url) });
  await sendLink(page, email);
  const [sent] = await callbacks(page, 'event');
  expect(sent?.data).toMatchObject({ type: 'magic_link_sent', data: { user_id: userId, user_created: false } });

  const link = await inbox.link(email);
  expect(link.startsWith(`${host.url}/authenticate?`)).toBe(true);
  await page.goto(link);
  await expect(page).toHaveURL(`${host.url}/account`);
  await expect(page.getByTestId('session-status')).toHaveText(`Signed in (${userId})`);
  await expect(page.getByTestId('user')).toContainText(email);
});

test('a link that ran out at the provider, or was already spent elsewhere, is refused and signs nobody in', async ({
  page,
  browser,
  host,
  emulator,
  mountWidget,
  inbox,
}) => {
  await mountWidget(page, { config: config(host.url) });
  await sendLink(page, 'late@example.com');
  const late = await inbox.link('late@example.com');
  const record = Object.values(emulator.server.store.state.tokens).find((t) => t.kind === 'magic_link');
  await emulator.advanceClock(Date.parse(record!.expires_at) - Date.now() + 60_000);
  await page.goto(late);
  await expect(page.locator('#status')).toContainText('Sign-in failed:');
  await expect(page.locator('#status')).toContainText('The magic link has expired: request a new one.');
  await expect(page.getByTestId('session-status')).toHaveText('Signed out');

  // A fresh link works once; the same link in another browser is refused by the provider.
  await mountWidget(page, { config: config(host.url) });
  await sendLink(page, 'twice@example.com');
  const link = await inbox.link('twice@example.com');
  await page.goto(link);
  await expect(page).toHaveURL(`${host.url}/account`);
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await otherPage.goto(link);
    await expect(otherPage.locator('#status')).toContainText('The magic link was already used');
    await expect(otherPage.getByTestId('session-status')).toHaveText('Signed out');
  } finally {
    await other.close();
  }
});

test.describe('with PKCE required for magic links', () => {
  test.use({ emulatorProject: { pkce_required_for_email_magic_links: true } });

  test('the verifier is stored before the link goes out; another browser is refused, this one signs in', async ({
    page,
    browser,
    host,
    emulator,
    mountWidget,
    inbox,
  }) => {
    const email = 'pkce@example.com';
    await mountWidget(page, { config: config(host.url) });
    await sendLink(page, email);
    const pair = JSON.parse((await storedVerifier(page)) ?? 'null') as { code_verifier: string; code_challenge: string } | null;
    expect(pair?.code_verifier).toMatch(/^[0-9a-f]{128}$/);
    const token = Object.values(emulator.server.store.state.tokens).find((t) => t.kind === 'magic_link');
    expect(token?.code_challenge).toBe(pair?.code_challenge);
    const link = await inbox.link(email);

    // Another device (a fresh context: no localStorage) cannot finish the flow.
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(link);
      await expect(otherPage.locator('#status')).toContainText(MISSING_PKCE);
      await expect(otherPage.getByTestId('session-status')).toHaveText('Signed out');
      expect((await other.cookies()).map((c) => c.name)).not.toContain(`${PROVIDER_PREFIX}_session`);
    } finally {
      await other.close();
    }

    // The browser that asked for the link finishes it, and forgets the verifier.
    await page.goto(link);
    await expect(page).toHaveURL(`${host.url}/account`);
    await expect(page.getByTestId('user')).toContainText(email);
    expect(await storedVerifier(page)).toBeNull();
  });
});

test('without PKCE no verifier is kept and the link works on another device', async ({ page, browser, host, mountWidget, inbox }) => {
  const email = 'nopkce@example.com';
  await mountWidget(page, { config: config(host.url) });
  await sendLink(page, email);
  expect(await storedVerifier(page)).toBeNull();
  expect(await eventTypes(page)).toEqual(['magic_link_sent']);
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await otherPage.goto(await inbox.link(email));
    await expect(otherPage).toHaveURL(`${host.url}/account`);
    await expect(otherPage.getByTestId('user')).toContainText(email);
  } finally {
    await other.close();
  }
});
