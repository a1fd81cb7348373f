import bs58 from 'bs58';
import { ed25519 } from '@noble/curves/ed25519.js';
import { afterEach, describe, expect, it } from 'vitest';
import { connectSolanaWallet, findSolanaProvider, signWithSolanaWallet } from './solana.ts';
import { fakeSolanaWallet, installGlobal, removeWallets } from '../../../test/ui/wallets/fakeWallets.ts';

afterEach(removeWallets);

describe('Solana wallets', () => {
  it('uses window.phantom.solana for Phantom and window.solana for other Solana wallets', () => {
    const phantom = fakeSolanaWallet().provider;
    const other = fakeSolanaWallet().provider;
    installGlobal('phantom', { solana: phantom });
    installGlobal('solana', other);
    expect(findSolanaProvider('Phantom')).toBe(phantom);
    expect(findSolanaProvider('Other Solana Wallet')).toBe(other);
    removeWallets();
    installGlobal('solana', other);
    expect(findSolanaProvider('Phantom')).toBe(other);
    removeWallets();
    expect(findSolanaProvider('Phantom')).toBeNull();
  });

  it('connects and signs: base58 address, base58 ed25519 signature over the UTF-8 message', async () => {
    const wallet = fakeSolanaWallet();
    installGlobal('solana', wallet.provider);
    const address = await connectSolanaWallet('Other Solana Wallet');
    expect(address).toBe(wallet.address);
    const signature = await signWithSolanaWallet('Other Solana Wallet', 'Sign in ✓');
    expect(ed25519.verify(bs58.decode(signature), new TextEncoder().encode('Sign in ✓'), bs58.decode(address))).toBe(true);
  });

  it('reads provider.publicKey when connect() answers nothing, and a bare Uint8Array signature', async () => {
    const seed = ed25519.utils.randomSecretKey();
    const address = bs58.encode(ed25519.getPublicKey(seed));
    const provider = {
      publicKey: null as { toBase58(): string } | null,
      async connect() {
        provider.publicKey = { toBase58: () => address };
      },
      async signMessage(message: Uint8Array) {
        return ed25519.sign(message, seed);
      },
    };
    installGlobal('solana', provider);
    expect(await connectSolanaWallet('Other Solana Wallet')).toBe(address);
    expect(bs58.decode(await signWithSolanaWallet('Other Solana Wallet', 'x'))).toHaveLength(64);
  });

  it('maps a rejection to user_cancellation and a missing wallet to wallet_unavailable', async () => {
    installGlobal('solana', fakeSolanaWallet({ rejectConnection: true }).provider);
    await expect(connectSolanaWallet('Phantom')).rejects.toMatchObject({ code: 'user_cancellation' });
    removeWallets();
    await expect(connectSolanaWallet('Phantom')).rejects.toMatchObject({ code: 'wallet_unavailable' });
  });
});
