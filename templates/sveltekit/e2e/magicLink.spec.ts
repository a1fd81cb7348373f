import { continueSignIn, expectSignedIn, signOut, test } from '@auth-widget/harness/fixtures';
import { site } from './site.ts';

test.skip(!site.has('emailMagicLinks'), 'auth-widget.config.json has no email magic links');

test.beforeEach(async ({ emulator }) => {
  // With passwords on, the email form is the password sign-in: a link goes to a known user without a password.
  if (site.has('passwords')) await emulator.seedUser({ email: 'grace@example.com' });
});

test('signs in with a magic link from the inbox, reaches the account page and signs out', async ({ page, signIn }) => {
  await page.goto('/');
  await signIn.withMagicLink(page, 'grace@example.com');
  await continueSignIn(page, site);
  await expectSignedIn(page, 'grace@example.com');
  await signOut(page);
});

test('a mail scanner that opens the link, scripts and all, leaves it to its owner', async ({ page, browser, signIn }) => {
  test.skip(!site.confirmsMagicLinks, 'confirmMagicLinks is off: the authenticate page uses a link as it opens');
  await page.goto('/');
  const link = await signIn.requestMagicLink(page, 'grace@example.com');

  // The scanner: another browser, JavaScript on, which opens the link, lets the page's scripts run until the
  // network is quiet, and leaves.
  const scanner = await browser.newContext({ javaScriptEnabled: true });
  try {
    const scan = await scanner.newPage();
    await scan.goto(link, { waitUntil: 'networkidle' });
  } finally {
    await scanner.close();
  }

  await page.goto(link);
  await continueSignIn(page, site);
  await expectSignedIn(page, 'grace@example.com');
  await signOut(page);
});
