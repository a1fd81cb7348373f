import { randomBytes } from 'node:crypto';
import { PARENT_ORIGIN_HEADER } from '@auth-widget/sdk/protocol';
import { ApiError } from '../errors.ts';
import type { RouteContext, Router } from '../router.ts';
import { authResponse, withReferenceUser, requireSession, sessionMinutes } from '../sessions.ts';
import {
  inMinutes,
  isExpired,
  newId,
  type ChallengeRecord,
  type Store,
  type UserCryptoWallet,
  type UserRecord,
} from '../store.ts';
import { BOT_PROTECTION_FIELDS } from '../botProtection/fields.ts';
import { parseBody } from '../validate.ts';
import { checksumAddress, isEthereumAddress, parseEthereumSignature, verifyPersonalSign } from '../verify/ethereum.ts';
import { isSolanaAddress, verifySolanaSignature } from '../verify/solana.ts';

/** The wallet types the provider takes: Ethereum-style (`personal_sign`) and Solana-style (`signMessage`). */
const WALLET_TYPES = ['ethereum', 'solana'] as const;
type WalletType = (typeof WALLET_TYPES)[number];

/** How long a sign-in challenge can be signed; a wallet prompt is answered within seconds. */
const CHALLENGE_MINUTES = 5;

/** A checked wallet: its type and the address in its canonical form (EIP-55 for Ethereum). */
interface Wallet {
  type: WalletType;
  address: string;
}

/** Checks the type and address of a call; errors name the field that is wrong. */
function checkWallet(type: string, address: string): Wallet {
  if (!(WALLET_TYPES as readonly string[]).includes(type)) {
    throw new ApiError(400, 'invalid_crypto_wallet_type', `crypto_wallet_type must be one of ${WALLET_TYPES.join(', ')}.`);
  }
  if (type === 'ethereum') {
    if (!isEthereumAddress(address)) {
      throw new ApiError(
        400,
        'invalid_crypto_wallet_address',
        'crypto_wallet_address must be 0x and 40 hex digits, with a valid EIP-55 checksum when it is mixed-case.',
      );
    }
    return { type: 'ethereum', address: checksumAddress(address) };
  }
  if (!isSolanaAddress(address)) {
    throw new ApiError(400, 'invalid_crypto_wallet_address', 'crypto_wallet_address must be a base58 Solana public key (32 bytes).');
  }
  return { type: 'solana', address };
}

/** Ethereum addresses are case-insensitive (the case is only a checksum); Solana's base58 is not. */
function sameAddress(wallet: Wallet, address: string): boolean {
  return wallet.type === 'ethereum' ? address.toLowerCase() === wallet.address.toLowerCase() : address === wallet.address;
}

function walletEntry(user: UserRecord, wallet: Wallet): UserCryptoWallet | undefined {
  return user.crypto_wallets.find((w) => w.crypto_wallet_type === wallet.type && sameAddress(wallet, w.crypto_wallet_address));
}

function walletOwner(store: Store, wallet: Wallet): UserRecord | undefined {
  return store.findUserByWallet(wallet.type, wallet.address);
}

/** Adds the wallet (unverified) to the user unless it is there already; returns the entry. */
function attachWallet(store: Store, user: UserRecord, wallet: Wallet): UserCryptoWallet {
  const existing = walletEntry(user, wallet);
  if (existing) return existing;
  return store.addCryptoWallet(user, {
    crypto_wallet_id: newId('crypto-wallet'),
    crypto_wallet_address: wallet.address,
    crypto_wallet_type: wallet.type,
    verified: false,
  });
}

/**
 * The origin of the page asking for the signature: the parent-origin header the client sends, else the
 * Origin header, else the emulator itself. EIP-4361 binds the message to it so a signature made for one site
 * is useless on another.
 */
function requestingOrigin(ctx: RouteContext): URL {
  const header = PARENT_ORIGIN_HEADER.toLowerCase();
  for (const candidate of [ctx.req.headers[header], ctx.req.headers.origin]) {
    if (typeof candidate !== 'string') continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url;
    } catch {
      // Not a URL: try the next candidate.
    }
  }
  return new URL(ctx.runtime.url);
}

/**
 * The sign-in message, in the EIP-4361 ("Sign-In with Ethereum") layout, which Solana wallets also show
 * readably (SIWS uses the same fields): who asks, for which account, a single-use nonce and the validity window.
 */
function signInMessage(ctx: RouteContext, wallet: Wallet, nonce: string, issuedAt: string, expiresAt: string): string {
  const origin = requestingOrigin(ctx);
  const chain = wallet.type === 'ethereum' ? 'Ethereum' : 'Solana';
  return [
    `${origin.host} wants you to sign in with your ${chain} account:`,
    wallet.address,
    '',
    `Sign in to ${ctx.store.project.name}. This request will not trigger a blockchain transaction or cost any fees.`,
    '',
    `URI: ${origin.origin}`,
    'Version: 1',
    `Chain ID: ${wallet.type === 'ethereum' ? '1' : 'mainnet'}`,
    `Nonce: ${nonce}`,
    `Issued At: ${issuedAt}`,
    `Expiration Time: ${expiresAt}`,
  ].join('\n');
}

/** Issues a challenge for the wallet; an earlier unanswered challenge of the same wallet stops being valid. */
function issueChallenge(ctx: RouteContext, wallet: Wallet, user: UserRecord): string {
  const { store } = ctx;
  for (const [key] of store.walletChallenges(wallet.type, wallet.address)) store.deleteChallenge(key);
  store.sweepExpiredChallenges('crypto');
  const nonce = randomBytes(16).toString('hex');
  const expiresAt = inMinutes(store.clock, CHALLENGE_MINUTES);
  const challenge = signInMessage(ctx, wallet, nonce, store.nowIso(), expiresAt);
  store.putChallenge(`crypto-${nonce}`, {
    challenge,
    kind: 'crypto',
    user_id: user.user_id,
    expires_at: expiresAt,
    details: { crypto_wallet_type: wallet.type, crypto_wallet_address: wallet.address },
  });
  return challenge;
}

/** Removes and returns the wallet's pending challenge: a challenge answers one authenticate call, right or wrong. */
function takeChallenge(store: Store, wallet: Wallet): ChallengeRecord {
  const entry = store.walletChallenges(wallet.type, wallet.address)[0];
  if (!entry) {
    throw new ApiError(
      404,
      'crypto_wallet_challenge_not_found',
      'There is no pending challenge for this wallet: start the sign-in again (a challenge can be used once).',
    );
  }
  const [key, record] = entry;
  store.deleteChallenge(key);
  if (isExpired(store.clock, record.expires_at)) {
    throw new ApiError(404, 'crypto_wallet_challenge_not_found', 'The challenge for this wallet has expired: start the sign-in again.');
  }
  return record;
}

/** Checks the signature format first, so a client bug reads differently from a wrong key. */
function checkSignature(wallet: Wallet, message: string, signature: string): void {
  if (wallet.type === 'ethereum') {
    if (!parseEthereumSignature(signature)) {
      throw new ApiError(400, 'invalid_signature_format', 'signature must be a personal_sign signature: 65 bytes in hex (r, s, v).');
    }
    if (!verifyPersonalSign(message, signature, wallet.address)) {
      throw new ApiError(401, 'invalid_signature', 'The signature was not made by this wallet over the challenge.');
    }
    return;
  }
  if (!/^[1-9A-HJ-NP-Za-km-z]{64,90}$/.test(signature)) {
    throw new ApiError(400, 'invalid_signature_format', 'signature must be a base58 ed25519 signature (64 bytes).');
  }
  if (!verifySolanaSignature(message, signature, wallet.address)) {
    throw new ApiError(401, 'invalid_signature', 'The signature was not made by this wallet over the challenge.');
  }
}

const startShape = { crypto_wallet_address: 'string', crypto_wallet_type: 'string', ...BOT_PROTECTION_FIELDS } as const;

/** Crypto wallet sign-in: a challenge message to sign, then the signature checked. */
export function registerCryptoWalletRoutes(router: Router): void {
  /** Signs a visitor in with a wallet; an unknown wallet becomes a new user. */
  router.sdk(
    'POST',
    '/crypto_wallets/authenticate/start/primary',
    (ctx) => {
      const body = parseBody(ctx.body, startShape);
      const wallet = checkWallet(body.crypto_wallet_type, body.crypto_wallet_address);
      let user = walletOwner(ctx.store, wallet);
      const userCreated = !user;
      if (!user) {
        user = ctx.store.createUser();
        attachWallet(ctx.store, user, wallet);
      }
      return { user_id: user.user_id, challenge: issueChallenge(ctx, wallet, user), user_created: userCreated };
    },
  );

  /** Adds a wallet to the signed-in user (or re-proves one the user has). */
  router.sdk(
    'POST',
    '/crypto_wallets/authenticate/start/secondary',
    (ctx) => {
      const body = parseBody(ctx.body, startShape);
      const { user } = requireSession(ctx);
      const wallet = checkWallet(body.crypto_wallet_type, body.crypto_wallet_address);
      const owner = walletOwner(ctx.store, wallet);
      if (owner && owner.user_id !== user.user_id) {
        throw new ApiError(409, 'duplicate_crypto_wallet', 'This wallet already belongs to another user.');
      }
      attachWallet(ctx.store, user, wallet);
      return { user_id: user.user_id, challenge: issueChallenge(ctx, wallet, user), user_created: false };
    },
    { session: 'required' },
  );

  router.sdk(
    'POST',
    '/crypto_wallets/authenticate',
    async (ctx) => {
      const body = parseBody(ctx.body, {
        crypto_wallet_address: 'string',
        crypto_wallet_type: 'string',
        signature: 'string',
        session_duration_minutes: 'number?',
        ...BOT_PROTECTION_FIELDS,
      });
      const minutes = sessionMinutes(body.session_duration_minutes);
      const wallet = checkWallet(body.crypto_wallet_type, body.crypto_wallet_address);
      const record = takeChallenge(ctx.store, wallet);
      checkSignature(wallet, record.challenge, body.signature);
      const user = record.user_id ? ctx.store.state.users[record.user_id] : undefined;
      if (!user) throw new ApiError(404, 'user_not_found', 'The user this challenge was issued to no longer exists.');
      const owner = walletOwner(ctx.store, wallet);
      if (owner && owner.user_id !== user.user_id) {
        throw new ApiError(409, 'duplicate_crypto_wallet', 'This wallet already belongs to another user.');
      }
      const entry = attachWallet(ctx.store, user, wallet);
      entry.verified = true;
      return withReferenceUser(
        await authResponse(
          ctx,
          user,
          {
            type: 'crypto',
            delivery_method: 'crypto_wallet',
            crypto_wallet_factor: {
              crypto_wallet_id: entry.crypto_wallet_id,
              crypto_wallet_address: entry.crypto_wallet_address,
              crypto_wallet_type: entry.crypto_wallet_type,
            },
          },
          minutes,
        ),
      );
    },
  );
}
