import { AuthError, cryptoStateAtom, errorText, goToAtom, useAtomValue, useSetAtom, useWidget } from '../../kernel.ts';
import { signWithWallet } from '../../wallets/connectWallet.ts';
import { WALLET_FAMILY } from '../../wallets/walletTypes.ts';
import { walletName } from './otherWallets.ts';
import { useCryptoFailure } from './useCryptoFailure.ts';
import { useRunOnce } from './useRunOnce.ts';
import { WalletWait } from './WalletWait.tsx';

/**
 * "Completing signature request": the connected wallet signs the provider's challenge,
 * the signature is sent, and the visitor is signed in (Crypto Confirmation).
 */
export function CryptoSignMessageScreen() {
  const { client, t, emit, succeed, sessionDurationMinutes } = useWidget();
  const { walletOption: wallet, walletAddress: address, walletChallenge: challenge } = useAtomValue(cryptoStateAtom);
  const goTo = useSetAtom(goToAtom);
  const failWith = useCryptoFailure();

  useRunOnce(async (isLive) => {
    let signature: string;
    try {
      if (!address || !challenge) throw new AuthError('other', 'There is no wallet challenge to sign: connect the wallet first.');
      signature = await signWithWallet(wallet, address, challenge);
    } catch (error) {
      // Any signing failure reads "[Error] Could not sign message".
      if (isLive()) failWith(error, t('crypto.signError'));
      return;
    }
    if (!isLive()) return;
    const type = WALLET_FAMILY[wallet];
    try {
      const response = await client.cryptoWallets.authenticate({
        crypto_wallet_address: address,
        crypto_wallet_type: type,
        signature,
        session_duration_minutes: sessionDurationMinutes,
      });
      if (isLive()) goTo('CryptoConfirmation');
      // The visitor is signed in now: report it even if they left the screen meanwhile.
      emit('wallet_authenticate', { crypto_wallet_type: type, crypto_wallet_address: address });
      succeed(response);
    } catch (error) {
      if (isLive()) failWith(error, errorText(error, t));
    }
  });

  return <WalletWait header={t('crypto.signHeader')} text={t('crypto.signText', { wallet: walletName(wallet, t) })} />;
}
