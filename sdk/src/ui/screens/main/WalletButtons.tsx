import { Suspense } from 'react';
import { Loading } from '../../components/Loading.tsx';
import { WalletButtonList } from './mainParts.ts';

/** Main's wallet section, with the spinner of a loading screen until its buttons are there. */
export function WalletButtons() {
  return (
    <Suspense fallback={<Loading />}>
      <WalletButtonList />
    </Suspense>
  );
}
