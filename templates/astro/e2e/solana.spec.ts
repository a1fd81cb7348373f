import { expect, expectSignedIn, signOut, test } from '@auth-widget/harness/fixtures';
import { site } from './site.ts';

test.skip(!site.has('crypto'), 'auth-widget.config.json has no crypto wallets');

test('signs in with a Solana wallet, reaches the account page and signs out', async ({ page, signIn, wallet }) => {
  await page.goto('/');
  await signIn.withSolana(page);
  await expectSignedIn(page, /^Signed in as user-/);
  // The user the account page shows owns the wallet.
  await expect(page.getByText(wallet.solanaAddress).first()).toBeVisible();
  expect(wallet.requests.map((r) => `${r.chain} ${r.method}`)).toEqual(['solana connect', 'solana sign']);
  await signOut(page);
});
