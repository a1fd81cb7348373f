import { expect, expectSignedIn, PHONE, signOut, test } from '@auth-widget/harness/fixtures';
import { site } from './site.ts';

test.skip(!site.sendsPasscodesBy('whatsapp'), 'auth-widget.config.json sends no passcodes by WhatsApp');

test('signs up with a WhatsApp passcode, reaches the account page and signs out', async ({ page, signIn, inbox }) => {
  await page.goto('/');
  await signIn.withWhatsAppPasscode(page, PHONE);
  expect((await inbox.waitForMessage(PHONE)).channel).toBe('whatsapp');
  await expectSignedIn(page, PHONE);
  await signOut(page);
});
