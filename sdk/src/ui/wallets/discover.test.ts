import { afterEach, describe, expect, it } from 'vitest';
import { discoverEthereumProviders } from './discover.ts';
import { announceProvider, fakeEthereumWallet } from '../../../test/ui/wallets/fakeWallets.ts';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('discoverEthereumProviders (EIP-6963)', () => {
  it('collects each announcing wallet once, ignoring malformed announcements', async () => {
    const a = fakeEthereumWallet().provider;
    const b = fakeEthereumWallet().provider;
    stops.push(announceProvider(a, { rdns: 'io.metamask', uuid: 'u-1' }));
    stops.push(announceProvider(a, { rdns: 'io.metamask', uuid: 'u-1' }));
    stops.push(announceProvider(b, { rdns: 'com.coinbase.wallet', uuid: 'u-2' }));
    const bad = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { uuid: 'x' }, provider: {} } }));
    window.addEventListener('eip6963:requestProvider', bad);
    stops.push(() => window.removeEventListener('eip6963:requestProvider', bad));
    const found = await discoverEthereumProviders();
    expect(found.map((d) => [d.info.rdns, d.provider])).toEqual([
      ['io.metamask', a],
      ['com.coinbase.wallet', b],
    ]);
  });

  it('waits briefly for a wallet that announces late', async () => {
    const late = fakeEthereumWallet().provider;
    const onRequest = () =>
      setTimeout(
        () =>
          window.dispatchEvent(
            new CustomEvent('eip6963:announceProvider', { detail: { info: { uuid: 'late', name: 'Late', icon: '', rdns: 'io.late' }, provider: late } }),
          ),
        20,
      );
    window.addEventListener('eip6963:requestProvider', onRequest);
    stops.push(() => window.removeEventListener('eip6963:requestProvider', onRequest));
    expect((await discoverEthereumProviders()).map((d) => d.provider)).toEqual([late]);
  });

  it('answers an empty list when no wallet answers', async () => {
    expect(await discoverEthereumProviders(10)).toEqual([]);
  });
});
