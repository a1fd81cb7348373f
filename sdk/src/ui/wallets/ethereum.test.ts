import { afterEach, describe, expect, it } from 'vitest';
import { AuthError } from '../../client/core/AuthError.ts';
import { connectEthereumWallet, findEthereumProvider, signWithEthereumWallet, toHexMessage } from './ethereum.ts';
import { announceProvider, fakeEthereumWallet, installGlobal, removeWallets } from '../../../test/ui/wallets/fakeWallets.ts';

const stops: (() => void)[] = [];
afterEach(() => {
  removeWallets();
  for (const stop of stops.splice(0)) stop();
});

function announce(rdns: string) {
  const wallet = fakeEthereumWallet();
  stops.push(announceProvider(wallet.provider, { rdns }));
  return wallet.provider;
}

describe('toHexMessage', () => {
  it('encodes the UTF-8 bytes in 0x hex', () => {
    expect(toHexMessage('hi')).toBe('0x6869');
    expect(toHexMessage('é\n')).toBe('0xc3a90a');
    expect(toHexMessage('')).toBe('0x');
  });
});

describe('findEthereumProvider', () => {
  it('picks announced wallets by rdns (EIP-6963)', async () => {
    const metamask = announce('io.metamask');
    const coinbase = announce('com.coinbase.wallet');
    const binance = announce('com.binance.wallet');
    const vessel = announce('finance.vessel');
    expect(await findEthereumProvider('Metamask')).toBe(metamask);
    expect(await findEthereumProvider('Coinbase')).toBe(coinbase);
    expect(await findEthereumProvider('Binance')).toBe(binance);
    expect(await findEthereumProvider('Vessel')).toBe(vessel);
    expect(await findEthereumProvider('Other Ethereum Wallet')).toBe(metamask);
  });

  it('accepts Metamask Flask (io.metamask.flask) as Metamask', async () => {
    const flask = announce('io.metamask.flask');
    expect(await findEthereumProvider('Metamask')).toBe(flask);
  });

  it('falls back to the flags on window.ethereum; a wallet that only pretends to be MetaMask is not Metamask', async () => {
    const brave = fakeEthereumWallet({ isMetaMask: true, isBraveWallet: true }).provider;
    installGlobal('ethereum', brave);
    expect(await findEthereumProvider('Metamask')).toBeNull();
    expect(await findEthereumProvider('Other Ethereum Wallet')).toBe(brave);
    const metamask = fakeEthereumWallet({ isMetaMask: true }).provider;
    installGlobal('ethereum', metamask);
    expect(await findEthereumProvider('Metamask')).toBe(metamask);
    expect(await findEthereumProvider('Coinbase')).toBeNull();
  });

  it('prefers the browser\'s window.ethereum for "Other Ethereum Wallet"', async () => {
    announce('io.rabby');
    const injected = fakeEthereumWallet().provider;
    installGlobal('ethereum', injected);
    expect(await findEthereumProvider('Other Ethereum Wallet')).toBe(injected);
  });

  it('answers null when the browser has no Ethereum wallet', async () => {
    expect(await findEthereumProvider('Other Ethereum Wallet')).toBeNull();
    expect(await findEthereumProvider('Binance')).toBeNull();
  });
});

describe('connect and sign', () => {
  it('answers the first account, and a 0x signature over the hex message', async () => {
    const wallet = fakeEthereumWallet({ isMetaMask: true });
    installGlobal('ethereum', wallet.provider);
    const address = await connectEthereumWallet('Metamask');
    expect(address).toBe(wallet.address);
    const signature = await signWithEthereumWallet('Metamask', address, 'Sign in');
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/);
    expect(wallet.calls[1]).toEqual({ method: 'personal_sign', params: [toHexMessage('Sign in'), wallet.address] });
  });

  it('turns a rejection (4001) into a user_cancellation AuthError that keeps the wallet error', async () => {
    const wallet = fakeEthereumWallet({ isMetaMask: true }, { rejectConnection: true });
    installGlobal('ethereum', wallet.provider);
    const error = await connectEthereumWallet('Metamask').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code: 'user_cancellation', cause: { code: 4001 } });
  });

  it('refuses an answer that is not an account', async () => {
    installGlobal('ethereum', { request: async () => ['not-an-address'] });
    await expect(connectEthereumWallet('Other Ethereum Wallet')).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('reports a missing wallet as wallet_unavailable', async () => {
    await expect(connectEthereumWallet('Coinbase')).rejects.toMatchObject({ code: 'wallet_unavailable' });
  });
});
