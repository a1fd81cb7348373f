import { expectSignedIn, signOut, test } from '@auth-widget/harness/fixtures';
import { site } from './site.ts';

test.skip(!site.has('passwords'), 'auth-widget.config.json has no passwords');

test('signs up with a password, signs out, and logs in with it again', async ({ page, signIn }) => {
  const email = 'margaret@example.com';
  await page.goto('/');
  await signIn.withPassword(page, email);
  await expectSignedIn(page, email);
  await signOut(page);

  await page.goto('/');
  await signIn.withPassword(page, email);
  await expectSignedIn(page, email);
  await signOut(page);
});
