import { expectSignedIn, signOut, test } from '@auth-widget/harness/fixtures';
import { site } from './site.ts';

test.skip(!site.sendsPasscodesBy('email'), 'auth-widget.config.json sends no passcodes by email');

test('signs up with an email passcode, reaches the account page and signs out', async ({ page, signIn, emulator }) => {
  const email = 'ada@example.com';
  // With passwords on, the email form is the password sign-in: a passcode goes to a known user without a password.
  if (site.has('passwords')) await emulator.seedUser({ email });
  await page.goto('/');
  await signIn.withEmailPasscode(page, email);
  await expectSignedIn(page, email);
  await signOut(page);
});
