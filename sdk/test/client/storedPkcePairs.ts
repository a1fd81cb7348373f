/** A PKCE pair as the client keeps it in localStorage until the flow's authenticate call. */
export interface StoredPkcePair {
  code_verifier: string;
  code_challenge: string;
}

/** The PKCE pairs this page holds in localStorage, by flow (`magic_links`, `passwords`, `oauth`). */
export function storedPkcePairs(): Record<string, StoredPkcePair> {
  const pairs: Record<string, StoredPkcePair> = {};
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i) ?? '';
    if (key.includes('_code_verifier::')) pairs[key.split('::').at(-1) ?? ''] = JSON.parse(localStorage.getItem(key) ?? '{}');
  }
  return pairs;
}
