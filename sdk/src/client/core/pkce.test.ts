import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_TYPE_PARAM } from '../../protocol/constants.ts';
import { newestMessage } from '../../../test/client/devApi.ts';
import { blockCookies, blockLocalStorage, fillLocalStorage } from '../../../test/client/blockStorage.ts';
import { setupEmulatorClient } from '../../../test/client/setupEmulatorClient.ts';
import { storedPkcePairs } from '../../../test/client/storedPkcePairs.ts';
import { PkceStore } from './pkce.ts';
import { createSafeStorage } from './session/safeStorage.ts';
import { createStorageWarnings } from './session/storageWarnings.ts';
import type { StorageWarning } from './session/storageWarningTypes.ts';

const env = setupEmulatorClient({ pkce_required_for_email_magic_links: true });
const LINK_URL = 'http://localhost:3000/authenticate';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function pkce() {
  const warnings = createStorageWarnings();
  const seen: StorageWarning[] = [];
  warnings.listen((w) => seen.push(w));
  return { store: new PkceStore('public-token-test-x', createSafeStorage(warnings)), seen };
}

describe('PkceStore', () => {
  it('keeps one pair a flow in localStorage, with an S256 challenge, until cleared', async () => {
    const { store, seen } = pkce();
    const pair = await store.start('magic_links');
    expect(pair.code_verifier).toMatch(/^[0-9a-f]{128}$/);
    expect(createHash('sha256').update(pair.code_verifier).digest('base64url')).toBe(pair.code_challenge);
    expect(storedPkcePairs()).toEqual({ magic_links: pair });
    expect(store.get('magic_links')).toEqual(pair);
    expect(store.get('oauth')).toBeNull();
    store.clear('magic_links');
    expect(store.get('magic_links')).toBeNull();
    expect(storedPkcePairs()).toEqual({});
    expect(seen).toEqual([]);
  });

  for (const [label, refuse, kind] of [
    ['refused', blockLocalStorage, 'storage_blocked'],
    ['full', fillLocalStorage, 'storage_full'],
  ] as const) {
    it(`keeps the pairs in memory where localStorage is ${label}, with one warning`, async () => {
      refuse();
      const { store, seen } = pkce();
      const link = await store.start('magic_links');
      const reset = await store.start('passwords');
      expect(store.get('magic_links')).toEqual(link);
      expect(store.get('passwords')).toEqual(reset);
      store.clear('magic_links');
      expect(store.get('magic_links')).toBeNull();
      await vi.waitFor(() => expect(seen.map((w) => w.kind)).toEqual([kind]));
      expect(warn).toHaveBeenCalledTimes(1);
    });
  }
});

describe('a PKCE magic link in a page that may not store anything', () => {
  it('signs in within the page: the verifier kept in memory, one warning a kind', async () => {
    blockCookies();
    blockLocalStorage();
    const client = env.client();
    const kinds: string[] = [];
    client.onWarning((w) => kinds.push(w.kind));
    await client.magicLinks.email.loginOrCreate('ada@example.com', { login_magic_link_url: LINK_URL, signup_magic_link_url: LINK_URL });
    const { link } = await newestMessage(env.emulator, 'ada@example.com');
    const url = new URL(link ?? '');
    expect(url.searchParams.get(TOKEN_TYPE_PARAM)).toBe('magic_links');
    await client.magicLinks.authenticate(url.searchParams.get('token') ?? '', { session_duration_minutes: 30 });
    expect(client.session.getSync()).not.toBeNull();
    await vi.waitFor(() => expect(kinds.sort()).toEqual(['cookies_blocked', 'storage_blocked']));
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
