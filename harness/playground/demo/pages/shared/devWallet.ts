import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import {
  createWalletKeys,
  DEV_WALLET_INFO,
  ethereumAddressOf,
  installWalletProviders,
  solanaAddressOf,
  walletRpcHandler,
  type WalletKeys,
} from '@auth-widget/harness/testing/wallet';

/** Where the development wallet keeps its keys, so the same accounts come back on every visit. */
const STORAGE_KEY = 'auth-widget-demo:dev-wallet';

/** The accounts of the development wallet that this page installed (null for a chain a real wallet covers). */
export interface DevWallet {
  ethereumAddress: string | null;
  solanaAddress: string | null;
}

function loadKeys(): WalletKeys {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as { ethereum: string; solana: string } | null;
    if (saved) return { ethereumSecretKey: hexToBytes(saved.ethereum), solanaSeed: hexToBytes(saved.solana) };
  } catch {
    // Unreadable keys: make new ones below.
  }
  const keys = createWalletKeys();
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ethereum: bytesToHex(keys.ethereumSecretKey), solana: bytesToHex(keys.solanaSeed) }));
  return keys;
}

/**
 * Installs a development wallet when the browser has none, so Ethereum and Solana sign-in can be tried without an
 * extension. Its keys are test keys made in this page and kept in localStorage: never use them for anything real.
 * It approves every connection and signature without asking.
 */
export function installDevWallet(): DevWallet | null {
  const w = window as unknown as { ethereum?: unknown; solana?: unknown; phantom?: { solana?: unknown } };
  const needEthereum = w.ethereum === undefined;
  const needSolana = w.solana === undefined && w.phantom?.solana === undefined;
  if (!needEthereum && !needSolana) return null;
  const keys = loadKeys();
  installWalletProviders(walletRpcHandler(keys, () => ({})), { ethereum: needEthereum, solana: needSolana, ...DEV_WALLET_INFO });
  return {
    ethereumAddress: needEthereum ? ethereumAddressOf(keys.ethereumSecretKey) : null,
    solanaAddress: needSolana ? solanaAddressOf(keys.solanaSeed) : null,
  };
}
