import { discoverEthereumProviders } from './discover.ts';
import { walletGlobals, isEip1193Provider, type Eip1193Provider, type Eip6963ProviderInfo } from './providers.ts';
import { badAnswer, noWalletError, walletError } from './walletError.ts';
import type { WalletName } from './walletTypes.ts';

/** A provider with what is known about it: EIP-6963 info when the wallet announced itself. */
interface Candidate {
  provider: Eip1193Provider;
  info?: Eip6963ProviderInfo;
}

const rdnsIs = (info: Eip6963ProviderInfo | undefined, rdns: string) =>
  info !== undefined && (info.rdns === rdns || info.rdns.startsWith(`${rdns}.`));

/**
 * Whether a provider is the chosen wallet: by EIP-6963 `rdns` when it announced itself, else by the flags wallets
 * set on the legacy `window.ethereum`. Other wallets set `isMetaMask` for compatibility, so Metamask is only a
 * provider that claims no other wallet.
 */
function isWallet(wallet: WalletName, { provider, info }: Candidate): boolean {
  switch (wallet) {
    case 'Metamask':
      return info
        ? rdnsIs(info, 'io.metamask')
        : provider.isMetaMask === true && !provider.isCoinbaseWallet && !provider.isBraveWallet && !provider.isBinance;
    case 'Coinbase':
      return info ? rdnsIs(info, 'com.coinbase.wallet') : provider.isCoinbaseWallet === true;
    case 'Binance':
      return info ? info.rdns.startsWith('com.binance') : provider.isBinance === true;
    case 'Vessel':
      return info ? /(^|\.)vessel(\.|$)/.test(info.rdns) : false;
    default:
      // "Other Ethereum Wallet": whichever wallet the browser has.
      return true;
  }
}

/** The providers the page has without EIP-6963: `window.ethereum` (or each of its `providers`) and the wallets' own globals. */
function legacyCandidates(): Candidate[] {
  const g = walletGlobals();
  const list: Eip1193Provider[] = [];
  if (isEip1193Provider(g.ethereum)) {
    const shared = Array.isArray(g.ethereum.providers) ? g.ethereum.providers.filter(isEip1193Provider) : [];
    list.push(...(shared.length > 0 ? shared : [g.ethereum]));
  }
  const candidates: Candidate[] = list.map((provider) => ({ provider }));
  // These globals name their wallet, so they stand in for an announcement.
  if (isEip1193Provider(g.BinanceChain)) {
    candidates.push({ provider: g.BinanceChain, info: { uuid: 'binance-chain', name: 'Binance', icon: '', rdns: 'com.binance.chain' } });
  }
  if (isEip1193Provider(g.vessel?.ethereum)) {
    candidates.push({ provider: g.vessel.ethereum, info: { uuid: 'vessel', name: 'Vessel', icon: '', rdns: 'finance.vessel' } });
  }
  return candidates;
}

/**
 * The provider of the chosen Ethereum-style wallet: EIP-6963 announcements first, then `window.ethereum` and the
 * wallets' own globals. For "Other Ethereum Wallet" the browser's default `window.ethereum` wins, since that is the
 * wallet the visitor set up. Null when the browser has no such wallet.
 */
export async function findEthereumProvider(wallet: WalletName): Promise<Eip1193Provider | null> {
  const announced: Candidate[] = await discoverEthereumProviders();
  const legacy = legacyCandidates();
  const ordered = wallet === 'Other Ethereum Wallet' ? [...legacy, ...announced] : [...announced, ...legacy];
  return ordered.find((candidate) => isWallet(wallet, candidate))?.provider ?? null;
}

async function providerFor(wallet: WalletName): Promise<Eip1193Provider> {
  const provider = await findEthereumProvider(wallet);
  if (!provider) throw noWalletError(wallet);
  return provider;
}

/** A text as `personal_sign` takes it: its UTF-8 bytes in 0x-prefixed hex. */
export function toHexMessage(message: string): string {
  let hex = '0x';
  for (const byte of new TextEncoder().encode(message)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Connects the wallet (`eth_requestAccounts`, which prompts the visitor) and answers its first account. */
export async function connectEthereumWallet(wallet: WalletName): Promise<string> {
  const provider = await providerFor(wallet);
  let accounts: unknown;
  try {
    accounts = await provider.request({ method: 'eth_requestAccounts' });
  } catch (error) {
    throw walletError(error, 'connect');
  }
  const address: unknown = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) throw badAnswer('account');
  return address;
}

/** Signs the challenge with `personal_sign` (EIP-191): params are the hex message, then the address. */
export async function signWithEthereumWallet(wallet: WalletName, address: string, message: string): Promise<string> {
  const provider = await providerFor(wallet);
  let signature: unknown;
  try {
    signature = await provider.request({ method: 'personal_sign', params: [toHexMessage(message), address] });
  } catch (error) {
    throw walletError(error, 'sign the message');
  }
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) throw badAnswer('signature');
  return signature;
}
