import { KeyIndex } from './keyIndex.ts';

/** An email address (or passcode destination) as lookups compare it: case-insensitively; E.164 numbers have no case. */
export function emailKey(email: string): string {
  return email.toLowerCase();
}

/** A wallet as lookups compare it: Ethereum addresses case-insensitively (their case is only a checksum), others exactly. */
export function walletKey(type: string, address: string): string {
  return `${type}:${type === 'ethereum' ? address.toLowerCase() : address}`;
}

/** The sweep a challenge belongs to: both WebAuthn ceremonies share one, wallet sign-ins have theirs. */
export type ChallengeFamily = 'webauthn' | 'crypto';

export function challengeFamily(kind: string): ChallengeFamily | null {
  if (kind.startsWith('webauthn_')) return 'webauthn';
  return kind === 'crypto' ? 'crypto' : null;
}

/**
 * What the lookups read of a user: the fields they are keyed on. A route that changes one of these goes through the
 * store's methods (`addEmail`, `removeCryptoWallet`…), which keep the index in step.
 */
export interface IndexedUser {
  emails: readonly { email: string }[];
  phone_numbers: readonly { phone_number: string }[];
  webauthn_registrations: readonly { credential: { id: string } }[];
  crypto_wallets: readonly { crypto_wallet_type: string; crypto_wallet_address: string }[];
}

/** The records the lookups are built from, by the fields they are keyed on. */
export interface IndexedState {
  users: Record<string, IndexedUser>;
  sessions: Record<string, { session_token: string; user_id: string }>;
  tokens: Record<string, { user_id: string }>;
  passcodes: Record<string, { destination: string }>;
  challenges: Record<string, { kind: string; details: Record<string, unknown> }>;
}

/** The wallet a pending sign-in challenge is for, as its `walletKey`; null for a WebAuthn challenge. */
export function challengeWallet(challenge: IndexedState['challenges'][string]): string | null {
  const { crypto_wallet_type: type, crypto_wallet_address: address } = challenge.details;
  return challenge.kind === 'crypto' && typeof type === 'string' && typeof address === 'string' ? walletKey(type, address) : null;
}

/** The entries of a list of a record loaded from a file, which may lack it (a state written by hand). */
function entries<T>(list: readonly T[] | undefined): readonly T[] {
  return Array.isArray(list) ? list : [];
}

/**
 * The store's lookups: from a key (an email address, a session token, a credential id) to the ids of the records
 * that have it, so that a sign-up or a lookup costs the same at 100,000 users as at 10. Built from the state when it
 * is loaded or reset, then kept in step by the store's methods, which are the only writers of the fields above.
 */
export class StoreIndex {
  /** Lower-cased email address → user ids. */
  readonly usersByEmail = new KeyIndex();
  /** E.164 phone number → user ids. */
  readonly usersByPhone = new KeyIndex();
  /** WebAuthn credential id → user ids. */
  readonly usersByCredential = new KeyIndex();
  /** `walletKey` → user ids. */
  readonly usersByWallet = new KeyIndex();
  /** Opaque session token → session ids. */
  readonly sessionsByToken = new KeyIndex();
  /** User id → session ids (password changes revoke them all). */
  readonly sessionsByUser = new KeyIndex();
  /** User id → token secrets (magic links, resets, OAuth). */
  readonly tokensByUser = new KeyIndex();
  /** Lower-cased destination → passcode method ids (a new send replaces them). */
  readonly passcodesByDestination = new KeyIndex();
  /** `walletKey` → keys of its pending sign-in challenges. */
  readonly challengesByWallet = new KeyIndex();
  /**
   * Challenge keys of each family, oldest first. Every challenge of a family lives as long as the others, so the
   * expired ones are at the front and a sweep stops at the first live one instead of reading them all.
   */
  readonly challengeQueues: Record<ChallengeFamily, Set<string>> = { webauthn: new Set(), crypto: new Set() };

  /** The lookups of a whole state. */
  static of(state: IndexedState): StoreIndex {
    const index = new StoreIndex();
    for (const [id, user] of Object.entries(state.users)) index.addUser(id, user);
    for (const [id, session] of Object.entries(state.sessions)) index.addSession(id, session);
    for (const [secret, token] of Object.entries(state.tokens)) index.addToken(secret, token);
    for (const [id, passcode] of Object.entries(state.passcodes)) index.addPasscode(id, passcode);
    for (const [key, challenge] of Object.entries(state.challenges)) index.addChallenge(key, challenge);
    return index;
  }

  addUser(id: string, user: IndexedUser): void {
    for (const { email } of entries(user.emails)) if (typeof email === 'string') this.usersByEmail.add(emailKey(email), id);
    for (const { phone_number } of entries(user.phone_numbers)) if (typeof phone_number === 'string') this.usersByPhone.add(phone_number, id);
    for (const registration of entries(user.webauthn_registrations)) {
      const credentialId: unknown = registration.credential?.id;
      if (typeof credentialId === 'string') this.usersByCredential.add(credentialId, id);
    }
    for (const wallet of entries(user.crypto_wallets)) {
      if (typeof wallet.crypto_wallet_type === 'string' && typeof wallet.crypto_wallet_address === 'string') {
        this.usersByWallet.add(walletKey(wallet.crypto_wallet_type, wallet.crypto_wallet_address), id);
      }
    }
  }

  addSession(id: string, session: IndexedState['sessions'][string]): void {
    this.sessionsByToken.add(session.session_token, id);
    this.sessionsByUser.add(session.user_id, id);
  }

  addToken(secret: string, token: IndexedState['tokens'][string]): void {
    this.tokensByUser.add(token.user_id, secret);
  }

  addPasscode(id: string, passcode: IndexedState['passcodes'][string]): void {
    this.passcodesByDestination.add(emailKey(passcode.destination), id);
  }

  removePasscode(id: string, passcode: IndexedState['passcodes'][string]): void {
    this.passcodesByDestination.delete(emailKey(passcode.destination), id);
  }

  addChallenge(key: string, challenge: IndexedState['challenges'][string]): void {
    const family = challengeFamily(challenge.kind);
    if (family) this.challengeQueues[family].add(key);
    const wallet = challengeWallet(challenge);
    if (wallet) this.challengesByWallet.add(wallet, key);
  }

  removeChallenge(key: string, challenge: IndexedState['challenges'][string]): void {
    const family = challengeFamily(challenge.kind);
    if (family) this.challengeQueues[family].delete(key);
    const wallet = challengeWallet(challenge);
    if (wallet) this.challengesByWallet.delete(wallet, key);
  }

  /**
   * Every entry of every lookup as a line (`usersByEmail ada@example.com → user-…`), sorted, and each challenge queue
   * in its order: two indexes of the same state describe alike, so a test can tell an index that drifted.
   */
  describe(): string[] {
    const lines: string[] = [];
    const lookups = {
      usersByEmail: this.usersByEmail,
      usersByPhone: this.usersByPhone,
      usersByCredential: this.usersByCredential,
      usersByWallet: this.usersByWallet,
      sessionsByToken: this.sessionsByToken,
      sessionsByUser: this.sessionsByUser,
      tokensByUser: this.tokensByUser,
      passcodesByDestination: this.passcodesByDestination,
      challengesByWallet: this.challengesByWallet,
    };
    for (const [name, lookup] of Object.entries(lookups)) for (const [key, id] of lookup.pairs()) lines.push(`${name} ${key} → ${id}`);
    lines.sort();
    for (const [family, queue] of Object.entries(this.challengeQueues)) lines.push(`challengeQueues.${family} ${[...queue].join(' ')}`);
    return lines;
  }
}
