import { OAUTH_PROVIDERS, type OAuthProvider } from '@auth-widget/sdk/protocol';

/** What the consent page shows for a provider, and the scopes its sign-in grants without custom ones. */
export interface ProviderInfo {
  name: string;
  defaultScopes: string[];
}

/** Every provider of `OAUTH_PROVIDERS`; typed over the constant, so none can be missing. */
export const PROVIDER_INFO: Record<OAuthProvider, ProviderInfo> = {
  google: { name: 'Google', defaultScopes: ['openid', 'email', 'profile'] },
  microsoft: { name: 'Microsoft', defaultScopes: ['openid', 'email', 'profile'] },
  apple: { name: 'Apple', defaultScopes: ['name', 'email'] },
  github: { name: 'GitHub', defaultScopes: ['read:user', 'user:email'] },
  gitlab: { name: 'GitLab', defaultScopes: ['openid', 'email', 'profile'] },
  facebook: { name: 'Facebook', defaultScopes: ['email', 'public_profile'] },
  discord: { name: 'Discord', defaultScopes: ['identify', 'email'] },
  salesforce: { name: 'Salesforce', defaultScopes: ['openid', 'email', 'profile'] },
  slack: { name: 'Slack', defaultScopes: ['openid', 'email', 'profile'] },
  amazon: { name: 'Amazon', defaultScopes: ['profile'] },
  bitbucket: { name: 'Bitbucket', defaultScopes: ['account', 'email'] },
  linkedin: { name: 'LinkedIn', defaultScopes: ['openid', 'email', 'profile'] },
  coinbase: { name: 'Coinbase', defaultScopes: ['wallet:user:read', 'wallet:user:email'] },
  twitch: { name: 'Twitch', defaultScopes: ['openid', 'user:read:email'] },
  twitter: { name: 'Twitter', defaultScopes: ['users.read', 'tweet.read'] },
  tiktok: { name: 'TikTok', defaultScopes: ['user.info.basic'] },
  snapchat: { name: 'Snapchat', defaultScopes: ['https://auth.snapchat.com/oauth2/api/user.display_name'] },
  figma: { name: 'Figma', defaultScopes: ['current_user:read'] },
  yahoo: { name: 'Yahoo', defaultScopes: ['openid', 'email', 'profile'] },
};

/** The fake account a provider signs in with unless the user types another email on the consent page. */
export function defaultAccount(provider: OAuthProvider): { email: string; name: string } {
  return { email: `ada@${provider}.example`, name: 'Ada Lovelace' };
}

/** True when a path segment names a provider of the spec. */
export function isOAuthProvider(value: string): value is OAuthProvider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value);
}

/** The scopes a sign-in grants: the provider's defaults plus the custom ones asked for, each once. */
export function grantedScopes(provider: OAuthProvider, custom: readonly string[]): string[] {
  return [...new Set([...PROVIDER_INFO[provider].defaultScopes, ...custom])];
}
