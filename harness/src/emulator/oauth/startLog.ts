import type { Store } from '../store.ts';

/** One OAuth start as the dev routes and tests read it (`GET /__dev/api/oauth`). */
export type OAuthStartEntry = {
  provider: string;
  /** True for a One Tap sign-in, false for the redirect flow. */
  one_tap: boolean;
  /** Custom scopes asked for, in order. */
  scopes: string[];
  /** The `provider_*` query parameters, without their prefix. */
  provider_params: Record<string, string>;
  login_redirect_url: string | null;
  signup_redirect_url: string | null;
  has_code_challenge: boolean;
  started_at: string;
  /** The error type the start was refused with, or null when it went on to the consent step. */
  error: string | null;
};

/** Records a start, refused or not, so a test can check what the widget sent. */
export function recordOAuthStart(store: Store, entry: Omit<OAuthStartEntry, 'started_at'>): void {
  store.state.oauth_starts.push({ ...entry, started_at: store.nowIso() });
}
