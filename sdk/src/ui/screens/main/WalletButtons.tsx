import { Suspense } from 'react';
import { Loading } from '../../components/Loading.tsx';
import { WalletButtonList } from './mainParts.ts';

/** Main's wallet section (spec sections 2 and 4), with the spinner of a loading screen until its buttons are there. */
export function WalletButtons() {
  return (
    <Suspense fallback={<Loading />}>
      <WalletButtonList />
    </Suspense>
  );
}
