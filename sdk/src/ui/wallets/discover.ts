import { isEip1193Provider, type Eip6963ProviderDetail } from './providers.ts';

const ANNOUNCE = 'eip6963:announceProvider';
const REQUEST = 'eip6963:requestProvider';

/** How long to wait for a wallet that does not announce itself at once. */
const LATE_ANNOUNCE_MS = 100;

function isProviderDetail(value: unknown): value is Eip6963ProviderDetail {
  if (typeof value !== 'object' || value === null) return false;
  const { info, provider } = value as Partial<Eip6963ProviderDetail>;
  return (
    typeof info === 'object' &&
    info !== null &&
    typeof info.uuid === 'string' &&
    typeof info.rdns === 'string' &&
    typeof info.name === 'string' &&
    isEip1193Provider(provider)
  );
}

/**
 * Asks the page's wallets to announce themselves (EIP-6963: the dapp listens for `eip6963:announceProvider`, then
 * dispatches `eip6963:requestProvider`; each wallet answers with its info and provider). Wallets answer
 * synchronously in practice; when none did, a short wait gives a slow one its chance. Deduplicated by `uuid`.
 */
export async function discoverEthereumProviders(waitMs = LATE_ANNOUNCE_MS): Promise<Eip6963ProviderDetail[]> {
  if (typeof window === 'undefined') return [];
  const found = new Map<string, Eip6963ProviderDetail>();
  const onAnnounce = (event: Event) => {
    const detail: unknown = (event as CustomEvent<unknown>).detail;
    if (isProviderDetail(detail) && !found.has(detail.info.uuid)) found.set(detail.info.uuid, detail);
  };
  window.addEventListener(ANNOUNCE, onAnnounce);
  try {
    window.dispatchEvent(new Event(REQUEST));
    if (found.size === 0 && waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  } finally {
    window.removeEventListener(ANNOUNCE, onAnnounce);
  }
  return [...found.values()];
}
