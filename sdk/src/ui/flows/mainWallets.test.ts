import { describe, expect, it } from 'vitest';
import type { OAuthProviderOptions } from '../config.ts';
import { OAUTH_PROVIDERS } from '../../protocol/constants.ts';
import { DEFAULT_WALLETS, mainWallets } from './mainWallets.ts';

const providers = (count: number): OAuthProviderOptions[] => OAUTH_PROVIDERS.slice(0, count).map((type) => ({ type }));

describe('mainWallets', () => {
  it('shows at most 6 - social providers - 1 wallets', () => {
    expect(mainWallets({ products: ['crypto'] })).toEqual(DEFAULT_WALLETS.slice(0, 5));
    expect(mainWallets({ products: ['oauth', 'crypto'], oauthOptions: { providers: providers(2) } })).toEqual(DEFAULT_WALLETS.slice(0, 3));
    expect(mainWallets({ products: ['oauth', 'crypto'], oauthOptions: { providers: providers(5) } })).toEqual([]);
    expect(mainWallets({ products: ['oauth', 'crypto'], oauthOptions: { providers: providers(9) } })).toEqual([]);
  });

  it('does not count providers while the oauth product is off', () => {
    expect(mainWallets({ products: ['crypto'], oauthOptions: { providers: providers(4) } })).toHaveLength(5);
  });

  it('keeps the configured order and leaves the catch-all wallets to the other-wallet screen', () => {
    expect(
      mainWallets({ products: ['crypto'], cryptoOptions: { wallets: ['Other Ethereum Wallet', 'Phantom', 'Vessel', 'Phantom'] } }),
    ).toEqual(['Phantom', 'Vessel']);
  });
});
