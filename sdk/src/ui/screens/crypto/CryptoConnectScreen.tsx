import { cryptoStateAtom, errorText, goToAtom, isAuthError, useAtomValue, useSetAtom, useWidget } from '../../kernel.ts';
import { connectWallet } from '../../wallets/connectWallet.ts';
import { WALLET_FAMILY } from '../../wallets/walletTypes.ts';
import { walletName } from './otherWallets.ts';
import { useCryptoFailure } from './useCryptoFailure.ts';
import { useRunOnce } from './useRunOnce.ts';
import { WalletWait } from './WalletWait.tsx';

/**
 * "Connecting to your wallet": connects the chosen wallet, asks the provider for a
 * challenge for its address, stores both and moves on to Crypto Sign Message.
 */
export function CryptoConnectScreen() {
  const { client, t, emit } = useWidget();
  const { walletOption: wallet } = useAtomValue(cryptoStateAtom);
  const setCrypto = useSetAtom(cryptoStateAtom);
  const goTo = useSetAtom(goToAtom);
  const failWith = useCryptoFailure();

  useRunOnce(async (isLive) => {
    let address: string;
    try {
      address = await connectWallet(wallet);
    } catch (error) {
      if (!isLive()) return;
      // A rejected or missing wallet reads "[Error] Could not connect to wallet".
      const detail = isAuthError(error, 'wallet_unavailable') ? `\n${t('crypto.noWallet', { wallet: walletName(wallet, t) })}` : '';
      failWith(error, `${t('crypto.connectError')}${detail}`);
      return;
    }
    if (!isLive()) return;
    const type = WALLET_FAMILY[wallet];
    try {
      const { challenge } = await client.cryptoWallets.authenticateStart({ crypto_wallet_address: address, crypto_wallet_type: type });
      if (!isLive()) return;
      setCrypto((state) => ({ ...state, walletAddress: address, walletChallenge: challenge }));
      emit('wallet_start', { crypto_wallet_type: type, crypto_wallet_address: address });
      goTo('CryptoSignMessage');
    } catch (error) {
      if (isLive()) failWith(error, errorText(error, t));
    }
  });

  return <WalletWait header={t('crypto.connectHeader')} text={t('crypto.connectText', { wallet: walletName(wallet, t) })} />;
}
