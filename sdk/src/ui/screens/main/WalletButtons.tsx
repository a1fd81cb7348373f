import { Suspense } from 'react';
import { Loading } from '../../components/Loading.tsx';
import { optionalPart } from '../../optionalPart.ts';
import { withScreenStrings } from '../../strings/catalogue.ts';
import { addStyles } from '../../theme/installStyles.ts';

/**
 * The buttons' code with their texts (the crypto screens' texts) and rule, fetched as Main first renders with wallets
 * on. Every wallet flow needs chunks of its own (the crypto screens, the wallet calls) before it can go anywhere, so
 * a config without wallets pays nothing for the section, and one with wallets waits on no more than those. A failed
 * fetch leaves the section empty; the other products still work.
 */
const WalletButtonList = optionalPart(() =>
  withScreenStrings(import('./WalletButtonList.tsx')).then((module) => {
    addStyles(module.css);
    return module.WalletButtonList;
  }),
);

/** Main's wallet section (spec sections 2 and 4), with the spinner of a loading screen until its buttons are there. */
export function WalletButtons() {
  return (
    <Suspense fallback={<Loading />}>
      <WalletButtonList />
    </Suspense>
  );
}
