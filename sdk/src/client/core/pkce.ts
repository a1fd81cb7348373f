import { PROVIDER_PREFIX } from '../../protocol/constants.ts';
import type { SafeStorage } from './session/safeStorage.ts';

/** The flows that keep a PKCE pair; each has its own slot so two flows in progress never share a verifier. */
export type PkceFlow = 'magic_links' | 'oauth' | 'passwords';

export interface PkcePair {
  code_verifier: string;
  code_challenge: string;
}

/** Where the pairs are kept: the client's SafeStorage (localStorage, or memory where the browser refuses it). */
export type PkceStorage = Pick<SafeStorage, 'get' | 'set' | 'remove'>;

function storageKey(publicToken: string, flow: PkceFlow): string {
  return `${PROVIDER_PREFIX}_code_verifier::${publicToken}::${flow}`;
}

/** A verifier of 16 random 32-bit numbers from `crypto.getRandomValues`, each in hex. */
export function createVerifier(): string {
  const words = crypto.getRandomValues(new Uint32Array(16));
  return Array.from(words, (word) => word.toString(16).padStart(8, '0')).join('');
}

/** base64url(SHA-256(verifier)): the S256 challenge of RFC 7636. */
export async function challengeOf(verifier: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * Keeps PKCE pairs in localStorage, one per flow, so a flow started in this browser can be finished after the
 * redirect back. Where localStorage is refused or full, and on a server, the pairs live in the
 * client's memory (`SafeStorage`): only a flow finished in this same page can use them; one that comes back in
 * another page (a magic link opened from the email, an OAuth redirect) fails with `missing_pkce`.
 */
export class PkceStore {
  constructor(
    private readonly publicToken: string,
    private readonly storage: PkceStorage,
  ) {}

  /** Creates a pair, stores it for the flow before the flow starts, and returns it. */
  async start(flow: PkceFlow): Promise<PkcePair> {
    const code_verifier = createVerifier();
    const pair = { code_verifier, code_challenge: await challengeOf(code_verifier) };
    this.storage.set(storageKey(this.publicToken, flow), JSON.stringify(pair));
    return pair;
  }

  /** The stored pair of a flow, if any. */
  get(flow: PkceFlow): PkcePair | null {
    const raw = this.storage.get(storageKey(this.publicToken, flow));
    if (!raw) return null;
    try {
      const pair = JSON.parse(raw) as Partial<PkcePair>;
      return typeof pair.code_verifier === 'string' && typeof pair.code_challenge === 'string'
        ? { code_verifier: pair.code_verifier, code_challenge: pair.code_challenge }
        : null;
    } catch {
      return null;
    }
  }

  /** Forgets the pair of a flow once it has authenticated. */
  clear(flow: PkceFlow): void {
    this.storage.remove(storageKey(this.publicToken, flow));
  }
}

const stores = new WeakMap<object, PkceStore>();

/**
 * The PKCE store of a client, made on first use: only the flows that can need PKCE (magic links, password resets,
 * OAuth) use it, and they load lazily, so the client's first load does without this module. It keeps the pairs in
 * the session's storage (which comes with the session's runtime), so a refused or full localStorage is warned about
 * once for both.
 */
export async function pkceStore(ctx: { publicToken: string; session: { loadRuntime(): Promise<{ storage: PkceStorage }> } }): Promise<PkceStore> {
  const { storage } = await ctx.session.loadRuntime();
  let store = stores.get(ctx);
  if (!store) {
    store = new PkceStore(ctx.publicToken, storage);
    stores.set(ctx, store);
  }
  return store;
}
