import { createHash } from 'node:crypto';
import type { OAuthProvider } from '@auth-widget/sdk/protocol';
import { isOAuthProvider } from './providers.ts';
import { newId, type Store, type TokenRecord, type UserOAuthProvider, type UserRecord } from '../store.ts';
import { issueToken, tokenLink } from '../verify/oneTimeToken.ts';
import type { OAuthRedirects } from './redirects.ts';

/** Lifetime of the token an OAuth redirect carries back to the host page. */
export const OAUTH_TOKEN_MINUTES = 10;

/** The fake provider account that signs in: an email account, or (One Tap's `parsedPhoneNumber`) a phone one. */
export type ProviderAccount = { email: string } | { phone_number: string };

/** What a finished provider sign-in hands to the token and the redirect. */
export interface ProviderSignIn {
  provider: OAuthProvider;
  account: ProviderAccount;
  /** Granted scopes (defaults plus custom). */
  scopes: string[];
  provider_params: Record<string, string>;
  code_challenge?: string | undefined;
  redirects: OAuthRedirects;
}

/** The result: where to send the browser, and the user it will sign in. */
export interface ProviderSignInResult {
  redirect_url: string;
  user: UserRecord;
  user_created: boolean;
}

/**
 * The subject the fake provider gives an account: stable per provider and account, as a real provider's is, so
 * signing in again with the same account finds the same registration.
 */
export function providerSubject(provider: OAuthProvider, account: ProviderAccount): string {
  const identity = 'email' in account ? account.email.toLowerCase() : account.phone_number;
  return createHash('sha256').update(`${provider}:${identity}`).digest('hex').slice(0, 24);
}

/** The user's registration for this provider subject, attached when the user has none yet. */
export function linkProvider(user: UserRecord, provider: OAuthProvider, subject: string): UserOAuthProvider {
  const existing = user.providers.find((p) => p.provider_type === provider && p.provider_subject === subject);
  if (existing) return existing;
  const registration: UserOAuthProvider = {
    oauth_user_registration_id: newId('oauth-user-registration'),
    provider_type: provider,
    provider_subject: subject,
  };
  user.providers.push(registration);
  return registration;
}

/**
 * Completes the provider side of an OAuth sign-in: finds or creates the user of the account, links the provider,
 * issues a single-use `oauth` token (with the start's PKCE challenge) and builds the redirect back to the host
 * page: the signup URL for a new user, the login URL otherwise, with the token type parameter and the token.
 */
export function completeProviderSignIn(store: Store, signIn: ProviderSignIn): ProviderSignInResult {
  const { user, created } =
    'email' in signIn.account ? store.userForEmail(signIn.account.email) : store.userForPhone(signIn.account.phone_number);
  const subject = providerSubject(signIn.provider, signIn.account);
  const registration = linkProvider(user, signIn.provider, subject);
  const record = issueToken(store, {
    kind: 'oauth',
    user_id: user.user_id,
    ...('email' in signIn.account ? { email: signIn.account.email } : {}),
    code_challenge: signIn.code_challenge,
    details: {
      provider: signIn.provider,
      provider_subject: subject,
      oauth_user_registration_id: registration.oauth_user_registration_id,
      scopes: signIn.scopes,
      provider_params: signIn.provider_params,
      user_created: created,
    },
    minutes: OAUTH_TOKEN_MINUTES,
  });
  const target = created ? signIn.redirects.signup_redirect_url : signIn.redirects.login_redirect_url;
  return { redirect_url: tokenLink(target, 'oauth', record.token, store.project.token_type_param), user, user_created: created };
}

/** What an `oauth` token records about its sign-in. */
export interface OAuthTokenDetails {
  provider: OAuthProvider;
  provider_subject: string;
  scopes: string[];
}

/** The details of an `oauth` token, checked: a hand-edited data file must not crash a route later on. */
export function oauthTokenDetails(record: TokenRecord): OAuthTokenDetails {
  const { provider, provider_subject, scopes } = record.details;
  if (
    typeof provider !== 'string' ||
    !isOAuthProvider(provider) ||
    typeof provider_subject !== 'string' ||
    !Array.isArray(scopes) ||
    !scopes.every((s) => typeof s === 'string')
  ) {
    throw new Error('An oauth token record is missing its provider details.');
  }
  return { provider, provider_subject, scopes };
}
