import { beforeEach, describe, expect, it } from 'vitest';
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import bs58 from 'bs58';
import { PARENT_ORIGIN_HEADER } from '@auth-widget/sdk/protocol';
import { seedSession, useEmulator } from '../testing.ts';
import { checksumAddress } from '../verify/ethereum.ts';

let offsetMs = 0;
const clock = { now: () => Date.now() + offsetMs };
const api = useEmulator({}, { clock });
beforeEach(() => {
  offsetMs = 0;
});

/** An Ethereum key as a wallet holds it, signing with `personal_sign` (EIP-191) the way wallets do. */
function ethereumWallet() {
  const secretKey = secp256k1.utils.randomSecretKey();
  const publicKey = secp256k1.getPublicKey(secretKey, false);
  const address = `0x${bytesToHex(keccak_256(publicKey.subarray(1)).subarray(12))}`;
  return {
    address,
    sign(message: string): string {
      const bytes = utf8ToBytes(message);
      const digest = keccak_256(concatBytes(utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`), bytes));
      const sig = secp256k1.sign(digest, secretKey, { prehash: false, format: 'recovered' });
      // noble puts the recovery byte first; Ethereum wants r ‖ s ‖ (27 + recovery).
      return `0x${bytesToHex(sig.subarray(1))}${(27 + (sig[0] ?? 0)).toString(16)}`;
    },
  };
}

/** A Solana key as Phantom holds it: `signMessage` over UTF-8 bytes, the signature base58-encoded by the widget. */
function solanaWallet() {
  const seed = ed25519.utils.randomSecretKey();
  return {
    address: bs58.encode(ed25519.getPublicKey(seed)),
    sign: (message: string) => bs58.encode(ed25519.sign(new TextEncoder().encode(message), seed)),
  };
}

type TestWallet = { address: string; sign(message: string): string };

async function start(wallet: TestWallet, type = 'ethereum', sessionToken?: string) {
  const variant = sessionToken ? 'secondary' : 'primary';
  return api.call(
    'POST',
    `/crypto_wallets/authenticate/start/${variant}`,
    { crypto_wallet_address: wallet.address, crypto_wallet_type: type },
    sessionToken,
  );
}

async function authenticate(wallet: TestWallet, signature: string, type = 'ethereum', sessionToken?: string) {
  return api.call(
    'POST',
    '/crypto_wallets/authenticate',
    { crypto_wallet_address: wallet.address, crypto_wallet_type: type, signature, session_duration_minutes: 60 },
    sessionToken,
  );
}

describe('POST /crypto_wallets/authenticate/start/primary', () => {
  it('answers an EIP-4361 style challenge with the checksummed address and a nonce, creating the user', async () => {
    const wallet = ethereumWallet();
    const res = await start(wallet);
    expect(res.status).toBe(200);
    const challenge: string = res.json.data.challenge;
    expect(res.json.data.user_created).toBe(true);
    const lines = challenge.split('\n');
    expect(lines[0]).toMatch(/ wants you to sign in with your Ethereum account:$/);
    expect(lines[1]).toBe(checksumAddress(wallet.address));
    expect(challenge).toMatch(/\nNonce: [0-9a-f]{32}\n/);
    expect(challenge).toMatch(/\nIssued At: \d{4}-\d\d-\d\dT/);
    expect(challenge).toMatch(/\nExpiration Time: \d{4}-\d\d-\d\dT/);
    const user = api.emulator.store.state.users[res.json.data.user_id];
    expect(user?.crypto_wallets).toEqual([
      expect.objectContaining({ crypto_wallet_type: 'ethereum', verified: false }),
    ]);
  });

  it('gives a new nonce each time', async () => {
    const wallet = ethereumWallet();
    const first = (await start(wallet)).json.data.challenge as string;
    const second = (await start(wallet)).json.data.challenge as string;
    expect(first).not.toBe(second);
  });

  it('names the page that asks in the message', async () => {
    const wallet = ethereumWallet();
    const auth = Buffer.from(`${api.emulator.publicToken}:${api.emulator.publicToken}`).toString('base64');
    const res = await fetch(`${api.emulator.url}/sdk/v1/crypto_wallets/authenticate/start/primary`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${auth}`,
        'Content-Type': 'application/json',
        Origin: 'http://localhost:5173',
        [PARENT_ORIGIN_HEADER]: 'http://localhost:5173',
      },
      body: JSON.stringify({ crypto_wallet_address: wallet.address, crypto_wallet_type: 'ethereum' }),
    });
    const challenge: string = ((await res.json()) as { data: { challenge: string } }).data.challenge;
    expect(challenge.startsWith('localhost:5173 wants you to sign in')).toBe(true);
    expect(challenge).toContain('\nURI: http://localhost:5173\n');
  });

  it('refuses an unknown wallet type', async () => {
    const res = await start(ethereumWallet(), 'bitcoin');
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_crypto_wallet_type');
  });

  it.each([
    ['ethereum', '0x1234'],
    ['ethereum', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['ethereum', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'],
    ['solana', 'not base58 0OIl'],
    ['solana', bs58.encode(new Uint8Array(20).fill(1))],
    ['solana', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
  ])('refuses the %s address %j', async (type, address) => {
    const res = await start({ address, sign: () => '' }, type);
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_crypto_wallet_address');
  });

  it('refuses a body without the address (schema error)', async () => {
    const res = await api.call('POST', '/crypto_wallets/authenticate/start/primary', { crypto_wallet_type: 'ethereum' });
    expect(res.status).toBe(400);
    expect(res.json.body).toEqual([{ path: 'crypto_wallet_address', message: 'is required' }]);
  });

  it('asks for a captcha when the project has it on', async () => {
    api.emulator.store.project.captcha_settings.enabled = true;
    const res = await start(ethereumWallet());
    expect(res.status).toBe(400);
    expect(res.text).toContain('Captcha required');
  });
});

describe('POST /crypto_wallets/authenticate', () => {
  it('signs in an Ethereum wallet with personal_sign and verifies it on the user', async () => {
    const wallet = ethereumWallet();
    const started = await start(wallet);
    const res = await authenticate(wallet, wallet.sign(started.json.data.challenge));
    expect(res.status).toBe(200);
    const data = res.json.data;
    expect(data.user_id).toBe(started.json.data.user_id);
    expect(typeof data.session_token).toBe('string');
    expect(data.session_jwt.split('.')).toHaveLength(3);
    expect(data.user.crypto_wallets).toEqual([
      expect.objectContaining({ crypto_wallet_type: 'ethereum', verified: true }),
    ]);
    expect(data.user.crypto_wallets[0].crypto_wallet_address.toLowerCase()).toBe(wallet.address);
    expect(data.session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'crypto',
        delivery_method: 'crypto_wallet',
        crypto_wallet_factor: expect.objectContaining({ crypto_wallet_type: 'ethereum' }),
      }),
    ]);

    // The next sign-in with the same wallet finds the same user.
    const again = await start(wallet);
    expect(again.json.data).toMatchObject({ user_id: data.user_id, user_created: false });
  });

  it('accepts the address in another letter case than at start', async () => {
    const wallet = ethereumWallet();
    const started = await start(wallet);
    const upper = { address: `0x${wallet.address.slice(2).toUpperCase()}`, sign: wallet.sign };
    const res = await authenticate(upper, wallet.sign(started.json.data.challenge));
    expect(res.status).toBe(200);
  });

  it('signs in a Solana wallet with an ed25519 signature in base58', async () => {
    const wallet = solanaWallet();
    const started = await start(wallet, 'solana');
    expect(started.json.data.challenge).toContain('sign in with your Solana account:\n' + wallet.address + '\n');
    const res = await authenticate(wallet, wallet.sign(started.json.data.challenge), 'solana');
    expect(res.status).toBe(200);
    expect(res.json.data.user.crypto_wallets).toEqual([
      { crypto_wallet_id: expect.any(String), crypto_wallet_address: wallet.address, crypto_wallet_type: 'solana', verified: true },
    ]);
  });

  it('refuses a signature over another message', async () => {
    const wallet = ethereumWallet();
    const started = await start(wallet);
    const res = await authenticate(wallet, wallet.sign(`${started.json.data.challenge} `));
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('invalid_signature');
  });

  it("refuses another wallet's signature of the challenge (Ethereum and Solana)", async () => {
    const wallet = ethereumWallet();
    const started = await start(wallet);
    const res = await authenticate(wallet, ethereumWallet().sign(started.json.data.challenge));
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('invalid_signature');

    const sol = solanaWallet();
    const solStarted = await start(sol, 'solana');
    const solRes = await authenticate(sol, solanaWallet().sign(solStarted.json.data.challenge), 'solana');
    expect(solRes.status).toBe(401);
    expect(solRes.json.error_type).toBe('invalid_signature');
  });

  it('refuses a malformed signature with its own error type', async () => {
    const wallet = ethereumWallet();
    await start(wallet);
    const res = await authenticate(wallet, '0x1234');
    expect(res.status).toBe(400);
    expect(res.json.error_type).toBe('invalid_signature_format');

    const sol = solanaWallet();
    await start(sol, 'solana');
    const solRes = await authenticate(sol, 'abc', 'solana');
    expect(solRes.status).toBe(400);
    expect(solRes.json.error_type).toBe('invalid_signature_format');
  });

  it('uses a challenge once: a replayed signature finds no challenge', async () => {
    const wallet = ethereumWallet();
    const started = await start(wallet);
    const signature = wallet.sign(started.json.data.challenge);
    expect((await authenticate(wallet, signature)).status).toBe(200);
    const replay = await authenticate(wallet, signature);
    expect(replay.status).toBe(404);
    expect(replay.json.error_type).toBe('crypto_wallet_challenge_not_found');
  });

  it('spends the challenge on a failed attempt too', async () => {
    const wallet = ethereumWallet();
    const started = await start(wallet);
    expect((await authenticate(wallet, ethereumWallet().sign(started.json.data.challenge))).status).toBe(401);
    const res = await authenticate(wallet, wallet.sign(started.json.data.challenge));
    expect(res.status).toBe(404);
    expect(res.json.error_type).toBe('crypto_wallet_challenge_not_found');
  });

  it('refuses without a started challenge', async () => {
    const wallet = solanaWallet();
    const res = await authenticate(wallet, wallet.sign('anything'), 'solana');
    expect(res.status).toBe(404);
    expect(res.json.error_type).toBe('crypto_wallet_challenge_not_found');
  });

  it('only accepts the newest challenge of a wallet', async () => {
    const wallet = ethereumWallet();
    const first = await start(wallet);
    await start(wallet);
    const res = await authenticate(wallet, wallet.sign(first.json.data.challenge));
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('invalid_signature');
  });

  it('refuses an expired challenge', async () => {
    const wallet = ethereumWallet();
    const started = await start(wallet);
    offsetMs = 6 * 60_000;
    const res = await authenticate(wallet, wallet.sign(started.json.data.challenge));
    expect(res.status).toBe(404);
    expect(res.json.error_type).toBe('crypto_wallet_challenge_not_found');
    expect(res.json.error_message).toMatch(/expired/);
  });

  it('refuses a bad type or address before looking for a challenge', async () => {
    const wallet = ethereumWallet();
    expect((await authenticate(wallet, '0x00', 'dogecoin')).json.error_type).toBe('invalid_crypto_wallet_type');
    expect((await authenticate({ address: '0xabc', sign: wallet.sign }, '0x00')).json.error_type).toBe(
      'invalid_crypto_wallet_address',
    );
  });

  it('refuses a body without the signature (schema error)', async () => {
    const wallet = ethereumWallet();
    const res = await api.call('POST', '/crypto_wallets/authenticate', {
      crypto_wallet_address: wallet.address,
      crypto_wallet_type: 'ethereum',
    });
    expect(res.status).toBe(400);
    expect(res.json.body).toEqual([{ path: 'signature', message: 'is required' }]);
  });
});

describe('POST /crypto_wallets/authenticate/start/secondary', () => {
  it('refuses without a session', async () => {
    const res = await api.call('POST', '/crypto_wallets/authenticate/start/secondary', {
      crypto_wallet_address: ethereumWallet().address,
      crypto_wallet_type: 'ethereum',
    });
    expect(res.status).toBe(401);
    expect(res.json.error_type).toBe('unauthorized_credentials');
  });

  it('adds the wallet to the signed-in user and the factor to the same session', async () => {
    const { user, session, sessionToken } = await seedSession(api.emulator);
    const wallet = ethereumWallet();
    const started = await start(wallet, 'ethereum', sessionToken);
    expect(started.status).toBe(200);
    expect(started.json.data).toMatchObject({ user_id: user.user_id, user_created: false });
    const res = await authenticate(wallet, wallet.sign(started.json.data.challenge), 'ethereum', sessionToken);
    expect(res.status).toBe(200);
    expect(res.json.data.session.session_id).toBe(session.session_id);
    expect(res.json.data.session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'magic_link',
      'crypto',
    ]);
    expect(res.json.data.user.crypto_wallets).toEqual([expect.objectContaining({ verified: true })]);
  });

  it("refuses another user's wallet", async () => {
    const wallet = solanaWallet();
    const other = await start(wallet, 'solana');
    await authenticate(wallet, wallet.sign(other.json.data.challenge), 'solana');
    const { sessionToken } = await seedSession(api.emulator, 'grace@example.com');
    const res = await start(wallet, 'solana', sessionToken);
    expect(res.status).toBe(409);
    expect(res.json.error_type).toBe('duplicate_crypto_wallet');
  });
});
