import { BackArrow, ScreenHeader, Spinner } from '../../kernel.ts';

/**
 * What the two screens that wait on the wallet show (Crypto Connect, Crypto Sign Message): the back arrow, the
 * header, and a spinner with what to do in the wallet, announced as a status.
 */
export function WalletWait({ header, text }: { header: string; text: string }) {
  return (
    <div className="aw-screen aw-crypto">
      <BackArrow />
      <ScreenHeader text={header} />
      <div className="aw-crypto-wait" role="status">
        <Spinner />
        <p className="aw-text">{text}</p>
      </div>
    </div>
  );
}
