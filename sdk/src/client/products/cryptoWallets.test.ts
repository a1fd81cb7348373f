import { describe, expect, test } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import bs58 from 'bs58';
import type { CryptoWalletAuthenticateOptions, CryptoWalletStartOptions } from './cryptoWallets.ts';
import { recordingFetch } from '../../../test/client/recordingFetch.ts';
import { sessionCookies, signIn } from '../../../test/client/signIn.ts';
import { setupEmulatorClient } from '../../../test/client/setupEmulatorClient.ts';

const env = setupEmulatorClient();

interface TestWallet {
  type: 'ethereum' | 'solana';
  address: string;
  sign(message: string): string;
}

/** An Ethereum account signing with `personal_sign` (EIP-191) as injected wallets do: r ‖ s ‖ (27 + recovery). */
function ethereumWallet(): TestWallet {
  const secretKey = secp256k1.utils.randomSecretKey();
  const publicKey = secp256k1.getPublicKey(secretKey, false);
  return {
    type: 'ethereum',
    address: `0x${bytesToHex(keccak_256(publicKey.subarray(1)).subarray(12))}`,
    sign(message) {
      const bytes = utf8ToBytes(message);
      const digest = keccak_256(concatBytes(utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`), bytes));
      const signature = secp256k1.sign(digest, secretKey, { prehash: false, format: 'recovered' });
      return `0x${bytesToHex(signature.subarray(1))}${(27 + (signature[0] ?? 0)).toString(16)}`;
    },
  };
}

/** A Solana account signing with `signMessage` (ed25519), the signature base58-encoded as the widget sends it. */
function solanaWallet(): TestWallet {
  const seed = ed25519.utils.randomSecretKey();
  return {
    type: 'solana',
    address: bs58.encode(ed25519.getPublicKey(seed)),
    sign: (message) => bs58.encode(ed25519.sign(utf8ToBytes(message), seed)),
  };
}

describe.each([
  ['ethereum', ethereumWallet],
  ['solana', solanaWallet],
] as const)('%s wallets', (type, makeWallet) => {
  test('start without a session answers a challenge; the signed challenge signs in and sets the cookies', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const wallet = makeWallet();
    const { challenge, user_created } = await client.cryptoWallets.authenticateStart({
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: type,
    });
    expect(recorder.paths()).toEqual(['POST /crypto_wallets/authenticate/start/primary']);
    expect(user_created).toBe(true);
    // The message names the page asking (the parent-origin header) so it cannot be replayed on another site.
    expect(challenge).toContain('localhost:3000 wants you to sign in');

    const answer = await client.cryptoWallets.authenticate({
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: type,
      signature: wallet.sign(challenge),
      session_duration_minutes: 60,
    });
    expect(recorder.lastBody('/crypto_wallets/authenticate')).toMatchObject({ crypto_wallet_type: type, session_duration_minutes: 60 });
    expect(answer.user.crypto_wallets).toEqual([
      expect.objectContaining({ crypto_wallet_type: type, verified: true }),
    ]);
    expect(answer.user.crypto_wallets[0]?.crypto_wallet_address.toLowerCase()).toBe(wallet.address.toLowerCase());
    expect(sessionCookies()).toEqual({ session: answer.session_token, jwt: answer.session_jwt, intermediate: null });
  });

  test('a signature by another key is refused, and the challenge cannot be answered again', async () => {
    const client = env.client();
    const wallet = makeWallet();
    const impostor = makeWallet();
    const { challenge } = await client.cryptoWallets.authenticateStart({ crypto_wallet_address: wallet.address, crypto_wallet_type: type });
    const options = { crypto_wallet_address: wallet.address, crypto_wallet_type: type };
    await expect(client.cryptoWallets.authenticate({ ...options, signature: impostor.sign(challenge) })).rejects.toMatchObject({
      code: 'api_error',
      status: 401,
      errorType: 'invalid_signature',
    });
    expect(client.session.getSync()).toBeNull();
    await expect(client.cryptoWallets.authenticate({ ...options, signature: wallet.sign(challenge) })).rejects.toMatchObject({
      errorType: 'crypto_wallet_challenge_not_found',
    });
  });

  test('with a session the start is secondary and the wallet joins the signed-in user', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    const { user } = await signIn(client);
    const wallet = makeWallet();
    const { challenge } = await client.cryptoWallets.authenticateStart({ crypto_wallet_address: wallet.address, crypto_wallet_type: type });
    expect(recorder.paths().at(-1)).toBe('POST /crypto_wallets/authenticate/start/secondary');
    const answer = await client.cryptoWallets.authenticate({
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: type,
      signature: wallet.sign(challenge),
    });
    expect(answer.user.user_id).toBe(user.user_id);
    expect(client.user.getSync()?.crypto_wallets).toHaveLength(1);
  });
});

describe('provider refusals and usage errors', () => {
  test('an address that is not one of the type is refused', async () => {
    const client = env.client();
    await expect(
      client.cryptoWallets.authenticateStart({ crypto_wallet_address: solanaWallet().address, crypto_wallet_type: 'ethereum' }),
    ).rejects.toMatchObject({ errorType: 'invalid_crypto_wallet_address' });
    await expect(
      client.cryptoWallets.authenticateStart({ crypto_wallet_address: ethereumWallet().address, crypto_wallet_type: 'bitcoin' }),
    ).rejects.toMatchObject({ errorType: 'invalid_crypto_wallet_type' });
  });

  test('start needs address and type strings; authenticate the signature too; nothing is sent', async () => {
    const recorder = recordingFetch();
    const client = env.client({ fetch: recorder.fetch });
    await expect(client.cryptoWallets.authenticateStart({} as CryptoWalletStartOptions)).rejects.toMatchObject({
      code: 'usage_error',
      message: 'Invalid call to cryptoWallets.authenticateStart\ncrypto_wallet_address must be a string\ncrypto_wallet_type must be a string',
    });
    await expect(
      client.cryptoWallets.authenticate({
        crypto_wallet_address: '0xabc',
        crypto_wallet_type: 1,
        signature: new Uint8Array(65),
        session_duration_minutes: '60',
      } as unknown as CryptoWalletAuthenticateOptions),
    ).rejects.toMatchObject({
      code: 'usage_error',
      message:
        'Invalid call to cryptoWallets.authenticate\ncrypto_wallet_type must be a string\nsignature must be a string\nsession_duration_minutes must be a number',
    });
    expect(recorder.calls).toEqual([]);
  });
});
