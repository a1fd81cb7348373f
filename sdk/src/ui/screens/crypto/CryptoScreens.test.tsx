import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isAuthError } from '../../../client/core/AuthError.ts';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';
import type { WalletName, WidgetConfig } from '../../config.ts';
import { cryptoStateAtom, screenAtom } from '../../state/atoms.ts';
import { renderScreen, renderWidget } from '../../../../test/ui/renderWidget.tsx';
import {
  announceProvider,
  fakeEthereumWallet,
  fakeSolanaWallet,
  installGlobal,
  removeWallets,
} from '../../../../test/ui/wallets/fakeWallets.ts';

const env = setupEmulatorClient();
const stopAnnouncing: (() => void)[] = [];
afterEach(() => {
  cleanup();
  removeWallets();
  for (const stop of stopAnnouncing.splice(0)) stop();
});

const cryptoConfig: WidgetConfig = { products: ['crypto'] };

/** Renders the widget on Crypto Connect for a wallet, as Main's wallet button leaves it. */
async function startWith(wallet: WalletName, config: WidgetConfig = cryptoConfig) {
  const client = env.client();
  const view = await renderScreen(client, config, {
    prepare: (store) => {
      store.set(cryptoStateAtom, (state) => ({ ...state, walletOption: wallet }));
      store.set(screenAtom, 'CryptoConnect');
    },
  });
  return { client, ...view };
}

/** The error banner of Crypto Error (the toast area is an alert region too). */
function errorBanner(): HTMLElement {
  const banner = screen.getAllByRole('alert').find((element) => element.classList.contains('aw-banner'));
  if (!banner) throw new Error('no error banner');
  return banner;
}

/** The emulator's record of a wallet: it exists and was verified by a signature. */
function storedWallet(address: string) {
  const users = Object.values(env.emulator.store.state.users);
  return users.flatMap((u) => u.crypto_wallets).find((w) => w.crypto_wallet_address.toLowerCase() === address.toLowerCase());
}

describe('Crypto flow with an Ethereum wallet', () => {
  it('connects Metamask found through EIP-6963, signs the challenge with personal_sign and signs the visitor in', async () => {
    const wallet = fakeEthereumWallet();
    stopAnnouncing.push(announceProvider(wallet.provider, { rdns: 'io.metamask', name: 'MetaMask' }));
    const { client, store, successes, errors, eventTypes } = await startWith('Metamask');

    expect(await screen.findByRole('heading', { name: 'Connecting to your wallet' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Success' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('You have successfully logged in with your wallet.')).toBeTruthy();

    // eth_requestAccounts, then personal_sign with [UTF-8 challenge in 0x hex, address].
    expect(wallet.calls.map((c) => c.method)).toEqual(['eth_requestAccounts', 'personal_sign']);
    const [hex, address] = wallet.calls[1]!.params as [string, string];
    const { walletChallenge, walletAddress } = store.get(cryptoStateAtom);
    expect(address).toBe(wallet.address);
    expect(walletAddress).toBe(wallet.address);
    expect(hex).toMatch(/^0x[0-9a-f]+$/);
    expect(Buffer.from(hex.slice(2), 'hex').toString('utf8')).toBe(walletChallenge);
    expect(walletChallenge).toContain('wants you to sign in with your Ethereum account');

    expect(eventTypes()).toEqual(['wallet_start', 'wallet_authenticate']);
    expect(errors).toEqual([]);
    expect(successes).toHaveLength(1);
    expect(successes[0]).toMatchObject({ session_token: expect.any(String), user_id: expect.any(String) });
    expect(client.session.getSync()).not.toBeNull();
    expect(storedWallet(wallet.address)).toMatchObject({ crypto_wallet_type: 'ethereum', verified: true });
  });

  it('starts from the wallet button on Main and uses the legacy window.ethereum when no wallet announces itself', async () => {
    const wallet = fakeEthereumWallet({ isMetaMask: true });
    installGlobal('ethereum', wallet.provider);
    const client = env.client();
    const { store } = renderWidget(client, cryptoConfig);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Metamask' }));
    expect(store.get(cryptoStateAtom).walletOption).toBe('Metamask');
    expect(await screen.findByRole('heading', { name: 'Success' }, { timeout: 5000 })).toBeTruthy();
    expect(storedWallet(wallet.address)?.verified).toBe(true);
  });

  it('picks the Coinbase provider among several that share window.ethereum', async () => {
    const metamask = fakeEthereumWallet({ isMetaMask: true });
    const coinbase = fakeEthereumWallet({ isCoinbaseWallet: true });
    installGlobal('ethereum', { ...metamask.provider, providers: [metamask.provider, coinbase.provider] });
    await startWith('Coinbase');
    expect(await screen.findByRole('heading', { name: 'Success' }, { timeout: 5000 })).toBeTruthy();
    expect(metamask.calls).toEqual([]);
    expect(storedWallet(coinbase.address)?.verified).toBe(true);
  });

  it('signs with the legacy Binance Chain provider', async () => {
    const binance = fakeEthereumWallet();
    installGlobal('BinanceChain', binance.provider);
    await startWith('Binance');
    expect(await screen.findByRole('heading', { name: 'Success' }, { timeout: 5000 })).toBeTruthy();
    expect(storedWallet(binance.address)?.verified).toBe(true);
  });

  it('treats Vessel as an Ethereum-style wallet (window.vessel.ethereum)', async () => {
    const vessel = fakeEthereumWallet();
    installGlobal('vessel', { ethereum: vessel.provider });
    const { events } = await startWith('Vessel');
    expect(await screen.findByRole('heading', { name: 'Success' }, { timeout: 5000 })).toBeTruthy();
    expect(events[0]).toEqual({ type: 'wallet_start', data: { crypto_wallet_type: 'ethereum', crypto_wallet_address: vessel.address } });
  });
});

describe('Crypto flow with a Solana wallet', () => {
  it('connects Phantom, signs the UTF-8 challenge and sends the signature in base58', async () => {
    const wallet = fakeSolanaWallet();
    installGlobal('phantom', { solana: wallet.provider });
    const { client, store, successes, eventTypes } = await startWith('Phantom');
    expect(await screen.findByRole('heading', { name: 'Success' }, { timeout: 5000 })).toBeTruthy();
    expect(wallet.signed).toHaveLength(1);
    expect(wallet.signed[0]!.display).toBe('utf8');
    expect(new TextDecoder().decode(wallet.signed[0]!.message)).toBe(store.get(cryptoStateAtom).walletChallenge);
    expect(eventTypes()).toEqual(['wallet_start', 'wallet_authenticate']);
    expect(successes).toHaveLength(1);
    expect(client.session.getSync()).not.toBeNull();
    expect(storedWallet(wallet.address)).toMatchObject({ crypto_wallet_type: 'solana', verified: true });
  });
});

describe('Crypto failures', () => {
  it('a rejected connection shows "[Error] Could not connect to wallet" on Crypto Error, and the back arrow returns to Main', async () => {
    const wallet = fakeEthereumWallet({ isMetaMask: true }, { rejectConnection: true });
    installGlobal('ethereum', wallet.provider);
    const { errors, successes, events } = await startWith('Metamask');
    expect(await screen.findByRole('heading', { name: 'Looks like there was an error.' })).toBeTruthy();
    expect(errorBanner().textContent).toBe('[Error] Could not connect to wallet');
    expect(errors).toHaveLength(1);
    expect(isAuthError(errors[0], 'user_cancellation')).toBe(true);
    expect(successes).toEqual([]);
    expect(events).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });

  it('no wallet in the browser reads as a connection failure that names the wallet', async () => {
    const { errors } = await startWith('Phantom');
    expect(await screen.findByRole('heading', { name: 'Looks like there was an error.' })).toBeTruthy();
    const alert = errorBanner();
    expect(alert.textContent).toContain('[Error] Could not connect to wallet');
    expect(alert.textContent).toContain('No Phantom wallet was found in this browser.');
    expect(isAuthError(errors[0], 'wallet_unavailable')).toBe(true);
  });

  it('a rejected signature shows "[Error] Could not sign message" and signs nobody in', async () => {
    const wallet = fakeSolanaWallet({ rejectSignature: true });
    installGlobal('solana', wallet.provider);
    const { client, errors, eventTypes } = await startWith('Other Solana Wallet');
    expect(await screen.findByRole('heading', { name: 'Completing signature request' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Looks like there was an error.' })).toBeTruthy();
    expect(errorBanner().textContent).toBe('[Error] Could not sign message');
    expect(isAuthError(errors[0], 'user_cancellation')).toBe(true);
    expect(eventTypes()).toEqual(['wallet_start']);
    expect(client.session.getSync()).toBeNull();
  });

  it("a signature the provider refuses shows the catalogue's text for it on Crypto Error", async () => {
    const wallet = fakeEthereumWallet({}, { wrongKey: true });
    installGlobal('ethereum', wallet.provider);
    const { client, errors } = await startWith('Other Ethereum Wallet');
    expect(await screen.findByRole('heading', { name: 'Looks like there was an error.' }, { timeout: 5000 })).toBeTruthy();
    expect(errorBanner().textContent).toBe('The wallet signature could not be verified. Try again.');
    expect(errors[0]).toMatchObject({ code: 'api_error', errorType: 'invalid_signature' });
    expect(client.session.getSync()).toBeNull();
    expect(storedWallet(wallet.address)?.verified).toBe(false);
  });

  it('"Try again" runs the same wallet again from Crypto Connect', async () => {
    const wallet = fakeEthereumWallet({ isMetaMask: true }, { rejectConnection: true });
    installGlobal('ethereum', wallet.provider);
    await startWith('Metamask');
    expect(await screen.findByRole('heading', { name: 'Looks like there was an error.' })).toBeTruthy();
    const retry = fakeEthereumWallet({ isMetaMask: true });
    installGlobal('ethereum', retry.provider);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Success' }, { timeout: 5000 })).toBeTruthy();
    expect(storedWallet(retry.address)?.verified).toBe(true);
  });

  it('leaving Crypto Connect while the wallet prompt is open keeps the widget where the visitor went', async () => {
    let approve: (accounts: string[]) => void = () => {};
    installGlobal('ethereum', {
      isMetaMask: true,
      request: ({ method }: { method: string }) =>
        method === 'eth_requestAccounts' ? new Promise<string[]>((resolve) => (approve = resolve)) : Promise.reject(new Error('unexpected')),
    });
    const { store, events } = await startWith('Metamask');
    expect(await screen.findByRole('heading', { name: 'Connecting to your wallet' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    approve(['0x52908400098527886E0F7030069857D2E4169EE7']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(store.get(screenAtom)).toBe('Main');
    expect(events).toEqual([]);
  });
});

describe('Crypto Other and Setup screens', () => {
  it('Crypto Other lists the wallets Main has no room for and the two "Other …" options, each starting the flow', async () => {
    const config: WidgetConfig = {
      products: ['oauth', 'crypto'],
      oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
    };
    const wallet = fakeSolanaWallet();
    installGlobal('solana', wallet.provider);
    const client = env.client();
    const { store } = await renderScreen(client, config, { prepare: (s) => s.set(screenAtom, 'CryptoOtherScreen') });
    expect(await screen.findByRole('heading', { name: 'Continue with other wallet' })).toBeTruthy();
    // 6 - 2 providers - 1 = 3 wallets on Main (Metamask, Coinbase, Phantom): the rest are here.
    const names = screen.getAllByRole('button', { name: /^Continue with / }).map((b) => b.textContent);
    expect(names).toEqual([
      'Continue with Binance',
      'Continue with Vessel',
      'Continue with Other Ethereum Wallet',
      'Continue with Other Solana Wallet',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Other Solana Wallet' }));
    expect(store.get(cryptoStateAtom).walletOption).toBe('Other Solana Wallet');
    expect(await screen.findByRole('heading', { name: 'Success' }, { timeout: 5000 })).toBeTruthy();
    expect(storedWallet(wallet.address)?.verified).toBe(true);
  });

  it('Crypto Other follows the configured wallets', async () => {
    const config: WidgetConfig = { products: ['crypto'], cryptoOptions: { wallets: ['Phantom', 'Metamask'] } };
    await renderScreen(env.client(), config, { prepare: (s) => s.set(screenAtom, 'CryptoOtherScreen') });
    await screen.findByRole('heading', { name: 'Continue with other wallet' });
    expect(screen.getAllByRole('button', { name: /^Continue with / }).map((b) => b.textContent)).toEqual([
      'Continue with Other Ethereum Wallet',
      'Continue with Other Solana Wallet',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Set up a new crypto wallet' }));
    expect(await screen.findByRole('heading', { name: 'Set up a new crypto wallet' })).toBeTruthy();
  });

  it('Crypto Setup Wallet links to five download pages in a new tab, without opener or referrer', async () => {
    await renderScreen(env.client(), cryptoConfig, { prepare: (s) => s.set(screenAtom, 'CryptoSetupWallet') });
    expect(await screen.findByRole('heading', { name: 'Set up a new crypto wallet' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Get Metamask (opens in a new tab)', 'https://metamask.io/download/'],
      ['Get Phantom (opens in a new tab)', 'https://phantom.com/download'],
      ['Get Coinbase (opens in a new tab)', 'https://www.coinbase.com/wallet/downloads'],
      ['Get Binance (opens in a new tab)', 'https://www.binance.com/en/web3wallet'],
      ['Get Vessel (opens in a new tab)', 'https://vessel.finance'],
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });

  it('focuses each crypto screen\'s heading', async () => {
    await renderScreen(env.client(), cryptoConfig, { prepare: (s) => s.set(screenAtom, 'CryptoOtherScreen') });
    const heading = await screen.findByRole('heading', { name: 'Continue with other wallet' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });
});
