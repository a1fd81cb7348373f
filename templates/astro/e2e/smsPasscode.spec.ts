import { expectSignedIn, PHONE, signOut, test } from '@auth-widget/harness/fixtures';
import { site } from './site.ts';

test.skip(!site.sendsPasscodesBy('sms'), 'auth-widget.config.json sends no passcodes by SMS');

test('signs up with an SMS passcode, reaches the account page and signs out', async ({ page, signIn }) => {
  await page.goto('/');
  await signIn.withSmsPasscode(page, PHONE);
  await expectSignedIn(page, PHONE);
  await signOut(page);
});
