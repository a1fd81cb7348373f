/**
 * The shapes wallets inject into a page, read from `globalThis` rather than declared on `Window`, so the widget's
 * types never change a host's `window`.
 */

/** An EIP-1193 Ethereum provider, with the flags wallets set on the legacy `window.ethereum`. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] | Record<string, unknown> }): Promise<unknown>;
  isMetaMask?: boolean;
  isCoinbaseWallet?: boolean;
  isBinance?: boolean;
  isBraveWallet?: boolean;
  /** Set by the Coinbase extension when several wallets share `window.ethereum`. */
  providers?: Eip1193Provider[];
}

/** EIP-6963 provider info: `rdns` is the wallet's reverse domain name (`io.metamask`, `com.coinbase.wallet`…). */
export interface Eip6963ProviderInfo {
  uuid: string;
  name: string;
  icon: string;
  rdns: string;
}

/** The `detail` of an `eip6963:announceProvider` event. */
export interface Eip6963ProviderDetail {
  info: Eip6963ProviderInfo;
  provider: Eip1193Provider;
}

/** A Solana public key as wallets hand it out. */
export interface SolanaPublicKey {
  toBase58(): string;
}

/** The Phantom-style Solana provider (`window.phantom.solana`, `window.solana`). */
export interface SolanaProvider {
  isPhantom?: boolean;
  publicKey?: SolanaPublicKey | null;
  connect(options?: { onlyIfTrusted?: boolean }): Promise<{ publicKey: SolanaPublicKey } | undefined | void>;
  signMessage(message: Uint8Array, display?: 'utf8' | 'hex'): Promise<{ signature: Uint8Array } | Uint8Array>;
}

/** What the widget reads from the page's global object. */
export interface WalletGlobals {
  ethereum?: Eip1193Provider;
  /** The legacy Binance Chain extension; it answers `eth_requestAccounts` and `personal_sign`. */
  BinanceChain?: Eip1193Provider;
  vessel?: { ethereum?: Eip1193Provider };
  phantom?: { solana?: SolanaProvider };
  solana?: SolanaProvider;
}

/** The page's wallet globals. */
export function walletGlobals(): WalletGlobals {
  return globalThis as unknown as WalletGlobals;
}

/** True for something that can answer EIP-1193 requests. */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function';
}
