import {
  createWalletKeys,
  DEV_WALLET_INFO,
  ethereumAddressOf,
  installWalletProviders,
  solanaAddressOf,
  walletRpcHandler,
  type WalletKeys,
  type WalletProviderOptions,
  type WalletRpcRequest,
} from '@auth-widget/harness/testing/wallet';
import type { WebKitPage } from './webkitPage.ts';

const CHANNEL = 'wallet';
const BRIDGE_NAME = '__authWidgetWalletBridge';

/** A request as it crosses WebDriver: JSON has no bytes, so a message travels as an array of numbers. */
interface WireRequest {
  chain: WalletRpcRequest['chain'];
  method: WalletRpcRequest['method'];
  message?: number[];
}

/**
 * In the page: the providers' `rpc`, carried over the bridge, with bytes turned into arrays of numbers and back (a
 * Solana signature comes back as `{ bytes }`). Self-contained, since it runs from its source text.
 */
function bridgedRpc(bridgeName: string) {
  const call = (window as unknown as Record<string, (request: unknown) => Promise<{ result?: unknown; error?: unknown }>>)[bridgeName]!;
  return async (request: { chain: string; method: string; message?: Uint8Array }) => {
    const answer = await call({ ...request, message: request.message ? Array.from(request.message) : undefined });
    const bytes = (answer.result as { bytes?: unknown } | null | undefined)?.bytes;
    return Array.isArray(bytes) ? { result: Uint8Array.from(bytes as number[]) } : answer;
  };
}

/** The wallet a page was given: its addresses and the requests it answered, in order. */
export interface BridgedWallet {
  ethereumAddress: string;
  solanaAddress: string;
  requests: WalletRpcRequest[];
}

/**
 * Gives the page an Ethereum (EIP-1193, announced through EIP-6963) and a Solana (Phantom-style) wallet whose keys
 * stay in Node: the in-page providers are the harness's own, their calls cross the page bridge and are signed by the
 * harness's signer. Classic WebDriver cannot add a script before the page's own, so call this after each load and
 * before the widget mounts.
 */
export async function installWallet(page: WebKitPage, keys: WalletKeys = createWalletKeys()): Promise<BridgedWallet> {
  const requests: WalletRpcRequest[] = [];
  const handle = walletRpcHandler(keys, () => ({}));
  page.bridge.serve(CHANNEL, async (payload) => {
    const wire = payload as WireRequest;
    const request: WalletRpcRequest = { chain: wire.chain, method: wire.method, message: wire.message ? Uint8Array.from(wire.message) : undefined };
    requests.push(request);
    const answer = await handle(request);
    return 'result' in answer && answer.result instanceof Uint8Array ? { result: { bytes: Array.from(answer.result) } } : answer;
  });
  const options: WalletProviderOptions = { ethereum: true, solana: true, ...DEV_WALLET_INFO };
  await page.run(
    `${page.bridge.defineScript(BRIDGE_NAME, CHANNEL)}\n` +
      `(${installWalletProviders.toString()})((${bridgedRpc.toString()})(${JSON.stringify(BRIDGE_NAME)}), ${JSON.stringify(options)});`,
  );
  return { ethereumAddress: ethereumAddressOf(keys.ethereumSecretKey), solanaAddress: solanaAddressOf(keys.solanaSeed), requests };
}
