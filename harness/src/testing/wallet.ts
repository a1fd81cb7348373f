/**
 * `@auth-widget/harness/testing/wallet`: a test wallet's keys, signers and in-page providers (EIP-1193 with
 * EIP-6963, Phantom's Solana). Pure JavaScript with no Node built-ins, so a page can bundle it (the demo's
 * development wallet does), which `./testing` cannot since its authenticator uses `node:crypto`.
 */
export {
  createWalletKeys,
  ethereumAddressOf,
  personalSign,
  solanaAddressOf,
  solanaSign,
  walletRpcHandler,
  type WalletBehaviour,
  type WalletKeys,
} from './walletSigner.ts';
export { installWalletProviders, DEV_WALLET_INFO, type WalletProviderOptions, type WalletRpcRequest, type WalletRpcResponse } from './walletProvider.ts';
