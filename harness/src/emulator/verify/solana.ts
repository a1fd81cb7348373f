import { ed25519 } from '@noble/curves/ed25519.js';
import bs58 from 'bs58';

/** Decodes base58, or null when the text is not base58. */
function decodeBase58(text: string): Uint8Array | null {
  return bs58.decodeUnsafe(text) ?? null;
}

/** True for a Solana address: the base58 form of a 32-byte ed25519 public key. */
export function isSolanaAddress(address: string): boolean {
  return decodeBase58(address)?.length === 32;
}

/**
 * True when `signature` (base58, 64 bytes, as wallets' `signMessage` returns it and the widget encodes it) is an
 * ed25519 signature of the UTF-8 message by the key the address names.
 */
export function verifySolanaSignature(message: string, signature: string, address: string): boolean {
  const publicKey = decodeBase58(address);
  const sig = decodeBase58(signature);
  if (publicKey?.length !== 32 || sig?.length !== 64) return false;
  try {
    return ed25519.verify(sig, new TextEncoder().encode(message), publicKey);
  } catch {
    return false;
  }
}
