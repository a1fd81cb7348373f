import { OAUTH_PROVIDERS, type OAuthProvider } from '../../../protocol/constants.ts';

/** The brand names that are more than the provider's id with a capital letter. */
const MIXED_CASE: Partial<Record<OAuthProvider, string>> = { github: 'GitHub', gitlab: 'GitLab', linkedin: 'LinkedIn', tiktok: 'TikTok' };

/**
 * How a provider's name reads on its button ("Continue with {provider}"): its brand name, not translated. Derived
 * from the provider list the client already carries rather than a second list of every name; a type the client does
 * not know reads as it is.
 */
export function providerName(type: string): string {
  if (!(OAUTH_PROVIDERS as readonly string[]).includes(type)) return type;
  return MIXED_CASE[type as OAuthProvider] ?? type.charAt(0).toUpperCase() + type.slice(1);
}
