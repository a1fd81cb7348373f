import { describe, expect, it } from 'vitest';
import type { OAuthProviderOptions, WidgetConfig } from '../ui/config.ts';
import { oneTapProvider } from './oneTapProvider.ts';

const google = (extra: Partial<OAuthProviderOptions> = {}): OAuthProviderOptions => ({ type: 'google', one_tap: true, ...extra });
const config = (providers: OAuthProviderOptions[], products: WidgetConfig['products'] = ['oauth']): WidgetConfig => ({
  products,
  oauthOptions: { providers },
});

describe('oneTapProvider', () => {
  it('applies to oauth alone with a single google provider that has one_tap', () => {
    expect(oneTapProvider(config([google()]))).toEqual(google());
    expect(oneTapProvider(config([google({ position: 'floating' })]))?.position).toBe('floating');
    expect(oneTapProvider(config([google({ position: 'forceLegacyEmbedded' })]))).not.toBeNull();
  });

  it('does not apply with the embeddedOnly position', () => {
    expect(oneTapProvider(config([google({ position: 'embeddedOnly' })]))).toBeNull();
  });

  it('does not apply with another product, another provider, or one_tap off', () => {
    expect(oneTapProvider(config([google()], ['oauth', 'emailMagicLinks']))).toBeNull();
    expect(oneTapProvider(config([google(), { type: 'github' }]))).toBeNull();
    expect(oneTapProvider(config([{ type: 'github', one_tap: true }]))).toBeNull();
    expect(oneTapProvider(config([google({ one_tap: false })]))).toBeNull();
    expect(oneTapProvider(config([{ type: 'google' }]))).toBeNull();
    expect(oneTapProvider({ products: ['oauth'] })).toBeNull();
  });
});
