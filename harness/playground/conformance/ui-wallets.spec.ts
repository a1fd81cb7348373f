import { expect, test } from './test.ts';
import { expectSignedIn, mountLogin } from './referenceUi.ts';

const SUCCESS = 'You have successfully connected your wallet.';

test.describe("the reference provider's prebuilt UI: crypto wallets", () => {
  // The test wallet presents itself as MetaMask on Ethereum and as Phantom on Solana, so the UI offers both by name.
  for (const [chain, button] of [
    ['ethereum', 'Continue with Metamask'],
    ['solana', 'Continue with Phantom'],
  ] as const) {
    test(`signs in with an injected ${chain} wallet`, async ({ page, openReference, wallet, emulator }) => {
      await openReference(page);
      await mountLogin(page, { products: ['crypto'] });
      await page.getByRole('button', { name: button }).click();
      const userId = await expectSignedIn(page, SUCCESS);
      // The wallet connected, then signed the emulator's challenge; the user now holds that address.
      expect(wallet.requests.map((r) => `${r.chain}:${r.method}`)).toEqual([`${chain}:connect`, `${chain}:sign`]);
      const address = chain === 'ethereum' ? wallet.ethereumAddress : wallet.solanaAddress;
      const user = emulator.server.store.state.users[userId];
      expect(user?.crypto_wallets.map((w) => w.crypto_wallet_address.toLowerCase())).toEqual([address.toLowerCase()]);
    });
  }
});
