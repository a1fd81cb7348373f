import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** `0x` and 40 hex digits: the 20-byte account address. */
const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;

/**
 * The EIP-55 mixed-case checksum form of an address: each letter is upper case when the matching nibble of
 * keccak256(lower-case hex) is 8 or more.
 */
export function checksumAddress(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i += 1) {
    const char = lower[i] ?? '';
    out += Number.parseInt(hash[i] ?? '0', 16) >= 8 ? char.toUpperCase() : char;
  }
  return out;
}

/**
 * True for an Ethereum address. An all-lower or all-upper case address carries no checksum; a mixed-case one
 * must match its EIP-55 checksum, which is how wallets catch a mistyped address.
 */
export function isEthereumAddress(address: string): boolean {
  if (!ADDRESS_PATTERN.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return checksumAddress(address) === address;
}

/** The EIP-191 version 0x45 digest `personal_sign` signs: keccak256("\x19Ethereum Signed Message:\n" + length + message). */
export function hashPersonalMessage(message: string): Uint8Array {
  const bytes = utf8ToBytes(message);
  const prefix = utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`);
  const data = new Uint8Array(prefix.length + bytes.length);
  data.set(prefix);
  data.set(bytes, prefix.length);
  return keccak_256(data);
}

/** The address of an uncompressed secp256k1 public key: the last 20 bytes of keccak256(x ‖ y), lower case. */
export function addressOfPublicKey(uncompressed: Uint8Array): string {
  return `0x${bytesToHex(keccak_256(uncompressed.subarray(1)).subarray(12))}`;
}

/**
 * Parses a `personal_sign` signature: 65 bytes in hex (`0x` optional), r ‖ s ‖ v with v 27/28 (or 0/1 from
 * some hardware wallets). Null when it is not one.
 */
export function parseEthereumSignature(signature: string): { compact: Uint8Array; recovery: number } | null {
  const hex = signature.startsWith('0x') || signature.startsWith('0X') ? signature.slice(2) : signature;
  if (!/^[0-9a-fA-F]{130}$/.test(hex)) return null;
  const bytes = hexToBytes(hex);
  const v = bytes[64] ?? -1;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return null;
  return { compact: bytes.subarray(0, 64), recovery };
}

/** The lower-case address that signed `message` with `personal_sign`, or null when the signature is unusable. */
export function recoverPersonalSignAddress(message: string, signature: string): string | null {
  const parsed = parseEthereumSignature(signature);
  if (!parsed) return null;
  // noble's "recovered" format puts the recovery byte first.
  const recovered = new Uint8Array(65);
  recovered[0] = parsed.recovery;
  recovered.set(parsed.compact, 1);
  try {
    const publicKey = secp256k1.recoverPublicKey(recovered, hashPersonalMessage(message), { prehash: false });
    const point = secp256k1.Point.fromBytes(publicKey);
    return addressOfPublicKey(point.toBytes(false));
  } catch {
    return null;
  }
}

/** True when `signature` is a `personal_sign` of `message` by `address` (compared case-insensitively). */
export function verifyPersonalSign(message: string, signature: string, address: string): boolean {
  const signer = recoverPersonalSignAddress(message, signature);
  return signer !== null && signer === address.toLowerCase();
}
