import { expect, expectSignedIn, type PasskeyAuthenticator, signInAnyway, signOut, test } from '@auth-widget/harness/fixtures';
import type { Page } from '@playwright/test';
import { site } from './site.ts';

test.skip(!site.has('passkeys'), 'auth-widget.config.json has no passkeys');

test('registers a passkey on the passkeys page after a sign-in, then signs in with it', async ({ page, signIn, passkeys }) => {
  const authenticator = await passkeys.add();
  const who = await signInAnyway(page, { signIn, site });
  await expectSignedIn(page, who);

  await page.goto('/passkeys');
  await signIn.registerPasskey(page);
  expect(await passkeys.credentials()).toHaveLength(1);
  await expectSignedIn(page, who);
  await signOutWithoutPickingThePasskey(page, authenticator);

  await page.goto('/');
  await signIn.withPasskey(page);
  await expectSignedIn(page, who);
  await signOutWithoutPickingThePasskey(page, authenticator);
});

/**
 * Signs out as a visitor who does not pick the passkey the sign-in page offers: where the widget's email field
 * offers passkeys in its autofill, the virtual authenticator would otherwise answer at once and sign back in.
 */
async function signOutWithoutPickingThePasskey(page: Page, authenticator: PasskeyAuthenticator): Promise<void> {
  await authenticator.setAutomaticPresence(false);
  await signOut(page);
  await authenticator.setAutomaticPresence(true);
}
