import type { OAuthProviderOptions, WidgetConfig } from '../ui/config.ts';

/**
 * The Google provider to offer One Tap for, or null. One Tap is used only when the only product is `oauth` with a
 * single `google` provider that has `one_tap` on and whose position is not `embeddedOnly`;
 * otherwise Google is an ordinary social button. The widget and the site entry's load list both ask this one rule.
 */
export function oneTapProvider(config: WidgetConfig): OAuthProviderOptions | null {
  const products = new Set(config.products);
  if (products.size !== 1 || !products.has('oauth')) return null;
  const providers = config.oauthOptions?.providers ?? [];
  const [provider] = providers;
  if (providers.length !== 1 || !provider) return null;
  if (provider.type !== 'google' || provider.one_tap !== true || provider.position === 'embeddedOnly') return null;
  return provider;
}
