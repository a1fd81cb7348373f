/**
 * The reference provider's headless client, `cryptoWallets` namespace, on the emulator with the injected test
 * wallet: authenticateStart and authenticate for Ethereum (`personal_sign`) and Solana (`signMessage`, base58),
 * primary without a session and secondary with one.
 */
import type { Page, Request } from '@playwright/test';
import bs58 from 'bs58';
import { expectReferenceSignedIn, newReferenceClient, referenceSignUp, type ReferenceWindow } from './referenceClient.ts';
import { expect, test } from './test.ts';

type WalletWindow = ReferenceWindow & {
  ethereum: { request(args: { method: string; params?: unknown[] }): Promise<unknown> };
  solana: { connect(): Promise<{ publicKey: { toBase58(): string } }>; signMessage(message: Uint8Array): Promise<{ signature: Uint8Array }> };
};

/** Connects the page's wallet of a chain, starts with the reference client, signs the challenge, authenticates. */
async function signInWithWallet(page: Page, chain: 'ethereum' | 'solana'): Promise<{ address: string; challenge: string }> {
  const started = await page.evaluate(async (chain) => {
    const w = window as unknown as WalletWindow;
    const address =
      chain === 'ethereum'
        ? ((await w.ethereum.request({ method: 'eth_requestAccounts' })) as string[])[0]!
        : (await w.solana.connect()).publicKey.toBase58();
    const { challenge } = await w.ref.cryptoWallets.authenticateStart({ crypto_wallet_address: address, crypto_wallet_type: chain });
    const signature =
      chain === 'ethereum'
        ? ((await w.ethereum.request({ method: 'personal_sign', params: [challenge, address] })) as string)
        : Array.from((await w.solana.signMessage(new TextEncoder().encode(challenge))).signature);
    return { address, challenge, signature };
  }, chain);
  // Solana signatures go base58-encoded, as the spec's wallet section says; the encoder lives on this side.
  const signature = typeof started.signature === 'string' ? started.signature : bs58.encode(Uint8Array.from(started.signature));
  await page.evaluate(
    ({ chain, address, signature }) =>
      (window as ReferenceWindow).ref.cryptoWallets.authenticate({
        crypto_wallet_address: address,
        crypto_wallet_type: chain,
        signature,
        session_duration_minutes: 30,
      }),
    { chain, address: started.address, signature },
  );
  return { address: started.address, challenge: started.challenge };
}

for (const chain of ['ethereum', 'solana'] as const) {
  test(`${chain}: authenticateStart (primary) and authenticate sign a new wallet user in`, async ({ page, openReference, wallet }) => {
    const paths: string[] = [];
    page.on('request', (request: Request) => paths.push(new URL(request.url()).pathname));
    await openReference(page);
    await newReferenceClient(page);
    const { address } = await signInWithWallet(page, chain);
    expect(address).toBe(chain === 'ethereum' ? wallet.ethereumAddress : wallet.solanaAddress);
    expect(paths).toContain('/sdk/v1/crypto_wallets/authenticate/start/primary');
    // The reference SDK stores the answer's `__user`: the wallet is on the stored user.
    const state = await expectReferenceSignedIn(page);
    expect(state.user?.crypto_wallets.map((w: any) => [w.crypto_wallet_type, w.crypto_wallet_address.toLowerCase()])).toEqual([
      [chain, address.toLowerCase()],
    ]);
  });

  test(`${chain}: with a session, authenticateStart is secondary and the wallet joins the signed-in user`, async ({
    page,
    openReference,
    wallet,
  }) => {
    const paths: string[] = [];
    page.on('request', (request: Request) => paths.push(new URL(request.url()).pathname));
    await openReference(page);
    await newReferenceClient(page);
    const signedUp = await referenceSignUp(page, `${chain}-owner@example.com`);
    await signInWithWallet(page, chain);
    expect(wallet.requests.map((r) => r.method)).toEqual(['connect', 'sign']);
    expect(paths).toContain('/sdk/v1/crypto_wallets/authenticate/start/secondary');
    const state = await expectReferenceSignedIn(page);
    expect(state.user?.user_id).toBe(signedUp.user?.user_id);
    expect(state.user?.crypto_wallets).toHaveLength(1);
  });
}
