/**
 * Email Confirmation in Chromium against the emulator: the magic link is sent from Main, the screen links the
 * webmail services narrowed to the sender domain, "Try again" returns to Main and is logged, and the link signs in.
 */
import type { Page } from '@playwright/test';
import { expect, hostEvents, test, type HostMountOptions } from '../fixtures/index.ts';

const EMAIL = 'grace@example.com';

async function sendLink(page: Page, hostUrl: string, mountWidget: (page: Page, options: HostMountOptions) => Promise<void>, email = EMAIL) {
  const redirect = `${hostUrl}/authenticate`;
  await mountWidget(page, {
    config: { products: ['emailMagicLinks'], emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect } },
  });
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
}

test('shows where the email went and links three webmail services', async ({ page, host, mountWidget }) => {
  await sendLink(page, host.url, mountWidget);
  await expect(page.getByText(`An email was sent to ${EMAIL}.`)).toBeVisible();
  const links = page.getByRole('link');
  await expect(links).toHaveCount(3);
  await expect(page.getByRole('link', { name: /Open Gmail/ })).toHaveAttribute(
    'href',
    'https://mail.google.com/mail/u/0/#search/from%3A%40auth-widget.dev+in%3Aanywhere',
  );
  await expect(page.getByRole('link', { name: /Open Yahoo/ })).toHaveAttribute('href', 'https://mail.yahoo.com/d/search/keyword=from%253Aauth-widget.dev');
  await expect(page.getByRole('link', { name: /Open Outlook/ })).toHaveAttribute('href', 'https://outlook.live.com/mail/0/search?q=from%3Aauth-widget.dev');
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const events = await hostEvents(page);
  expect(events.map((e) => (e.data as { type?: string } | undefined)?.type)).toContain('magic_link_sent');
});

test('"Try again" returns to Main and the events reach the provider', async ({ page, host, emulator, mountWidget }) => {
  // An address of its own: the worker's emulator keeps every test's events, and a page's last telemetry batch can
  // reach it after the next test has begun.
  const email = 'grace.again@example.com';
  await sendLink(page, host.url, mountWidget, email);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  await expect
    .poll(async () => {
      const res = await fetch(`${emulator.url}/__dev/api/events`);
      const { events } = (await res.json()) as { events: { name: string; details?: Record<string, unknown> }[] };
      return events
        .filter((e) => (e.name === 'email_sent' || e.name === 'email_try_again_clicked') && e.details?.email === email)
        .map((e) => [e.name, e.details]);
    })
    .toEqual([
      ['email_sent', { email, type: 'login_or_create_eml' }],
      ['email_try_again_clicked', { email, type: 'login_or_create_eml' }],
    ]);
});

test('the link in the email signs in', async ({ page, host, mountWidget, inbox }) => {
  await sendLink(page, host.url, mountWidget);
  await page.goto(await inbox.link(EMAIL));
  await expect(page).toHaveURL(`${host.url}/account`);
  await expect(page.getByTestId('user')).toContainText(EMAIL);
});
