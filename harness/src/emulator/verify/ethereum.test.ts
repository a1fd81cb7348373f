import { describe, expect, it } from 'vitest';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import {
  addressOfPublicKey,
  checksumAddress,
  hashPersonalMessage,
  isEthereumAddress,
  parseEthereumSignature,
  recoverPersonalSignAddress,
  verifyPersonalSign,
} from './ethereum.ts';

/** A published key, address and `personal_sign` of "Some data" (the web3.js accounts documentation example). */
const KNOWN = {
  privateKey: '4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318',
  address: '0x2c7536E3605D9C16a7a3D7b1898e529396a65c23',
  message: 'Some data',
  hash: '1da44b586eb0729ff70a73c326926f6ed5a25f5b056e7f47fbc6e58d86871655',
  signature:
    '0xb91467e570a6466aa9e9876cbcd013baba02900b8979d43fe208a4a4f339f5fd6007e74cd82e037b800186422fc2da167c747ef045e5d18a5f5d4300f8e1a0291c',
};

describe('addresses', () => {
  it('derives the address of a public key', () => {
    const publicKey = secp256k1.getPublicKey(Buffer.from(KNOWN.privateKey, 'hex'), false);
    expect(addressOfPublicKey(publicKey)).toBe(KNOWN.address.toLowerCase());
  });

  it('writes the EIP-55 checksum form (the EIP\'s own examples)', () => {
    for (const address of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(checksumAddress(address.toLowerCase())).toBe(address);
      expect(isEthereumAddress(address)).toBe(true);
    }
  });

  it('accepts unchecksummed addresses and refuses a wrong checksum or a wrong shape', () => {
    expect(isEthereumAddress(KNOWN.address.toLowerCase())).toBe(true);
    expect(isEthereumAddress(`0x${KNOWN.address.slice(2).toUpperCase()}`)).toBe(true);
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isEthereumAddress('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toBe(false);
    expect(isEthereumAddress('0xZZAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
  });
});

describe('personal_sign', () => {
  it('hashes with the EIP-191 prefix', () => {
    expect(bytesToHex(hashPersonalMessage(KNOWN.message))).toBe(KNOWN.hash);
  });

  it('recovers the signer of a published signature', () => {
    expect(recoverPersonalSignAddress(KNOWN.message, KNOWN.signature)).toBe(KNOWN.address.toLowerCase());
    expect(verifyPersonalSign(KNOWN.message, KNOWN.signature, KNOWN.address)).toBe(true);
  });

  it('accepts v as 0/1 and without the 0x prefix', () => {
    const v01 = `${KNOWN.signature.slice(2, -2)}01`;
    expect(verifyPersonalSign(KNOWN.message, v01, KNOWN.address)).toBe(true);
  });

  it('refuses another message, another address and malformed signatures', () => {
    expect(verifyPersonalSign('Some other data', KNOWN.signature, KNOWN.address)).toBe(false);
    expect(verifyPersonalSign(KNOWN.message, KNOWN.signature, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(parseEthereumSignature(KNOWN.signature.slice(0, -2))).toBeNull();
    expect(parseEthereumSignature(`${KNOWN.signature.slice(0, -2)}1d`)).toBeNull();
    expect(parseEthereumSignature('0x' + 'zz'.repeat(65))).toBeNull();
    expect(recoverPersonalSignAddress(KNOWN.message, '0x' + '00'.repeat(64) + '1b')).toBeNull();
  });
});
