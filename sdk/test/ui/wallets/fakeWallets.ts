import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, concatBytes, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import bs58 from 'bs58';
import type { Eip1193Provider, Eip6963ProviderInfo, SolanaProvider } from '../../../src/ui/wallets/providers.ts';

/** What a fake wallet does when asked: approve, or refuse as a user who clicks "Reject" (EIP-1193 code 4001). */
export interface FakeWalletBehaviour {
  rejectConnection?: boolean;
  rejectSignature?: boolean;
  /** Sign with another key than the connected account's (the provider must refuse the signature). */
  wrongKey?: boolean;
}

const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

/** An Ethereum wallet with a real secp256k1 key: `eth_requestAccounts` and `personal_sign` (EIP-191). */
export function fakeEthereumWallet(flags: Partial<Eip1193Provider> = {}, behaviour: FakeWalletBehaviour = {}) {
  const secretKey = secp256k1.utils.randomSecretKey();
  const otherKey = secp256k1.utils.randomSecretKey();
  const address = `0x${bytesToHex(keccak_256(secp256k1.getPublicKey(secretKey, false).subarray(1)).subarray(12))}`;
  const calls: { method: string; params?: unknown }[] = [];
  const provider: Eip1193Provider = {
    ...flags,
    async request({ method, params }) {
      calls.push({ method, params });
      if (method === 'eth_requestAccounts') {
        if (behaviour.rejectConnection) throw rejected();
        return [address];
      }
      if (method === 'personal_sign') {
        if (behaviour.rejectSignature) throw rejected();
        const [hex, account] = params as [string, string];
        if (account !== address) throw Object.assign(new Error('Unknown account'), { code: 4100 });
        const message = hexToBytes(hex.slice(2));
        const digest = keccak_256(concatBytes(utf8ToBytes(`\x19Ethereum Signed Message:\n${message.length}`), message));
        const sig = secp256k1.sign(digest, behaviour.wrongKey ? otherKey : secretKey, { prehash: false, format: 'recovered' });
        // noble puts the recovery byte first; Ethereum wants r ‖ s ‖ (27 + recovery).
        return `0x${bytesToHex(sig.subarray(1))}${(27 + (sig[0] ?? 0)).toString(16)}`;
      }
      throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
    },
  };
  return { provider, address, calls };
}

/** Announces a provider through EIP-6963 the way wallets do; returns the function that stops it. */
export function announceProvider(provider: Eip1193Provider, info: Partial<Eip6963ProviderInfo> & { rdns: string }): () => void {
  const detail = { info: { uuid: crypto.randomUUID(), name: info.rdns, icon: 'data:,', ...info }, provider };
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  return () => window.removeEventListener('eip6963:requestProvider', announce);
}

/** A Phantom-style Solana wallet with a real ed25519 key: `connect()` and `signMessage(bytes, 'utf8')`. */
export function fakeSolanaWallet(behaviour: FakeWalletBehaviour = {}) {
  const seed = ed25519.utils.randomSecretKey();
  const otherSeed = ed25519.utils.randomSecretKey();
  const address = bs58.encode(ed25519.getPublicKey(seed));
  const signed: { message: Uint8Array; display?: string }[] = [];
  const publicKey = { toBase58: () => address };
  const provider: SolanaProvider & { isPhantom: boolean } = {
    isPhantom: true,
    publicKey: null,
    async connect() {
      if (behaviour.rejectConnection) throw rejected();
      provider.publicKey = publicKey;
      return { publicKey };
    },
    async signMessage(message, display) {
      if (behaviour.rejectSignature) throw rejected();
      signed.push({ message, display });
      return { signature: ed25519.sign(message, behaviour.wrongKey ? otherSeed : seed) };
    },
  };
  return { provider, address, signed };
}

/** The globals wallets use, removed between tests. */
export function removeWallets(): void {
  const g = globalThis as Record<string, unknown>;
  for (const name of ['ethereum', 'solana', 'phantom', 'BinanceChain', 'vessel']) delete g[name];
}

/** Sets a wallet global (`ethereum`, `solana`, `phantom`, `BinanceChain`, `vessel`). */
export function installGlobal(name: string, value: unknown): void {
  (globalThis as Record<string, unknown>)[name] = value;
}
