import type { OAuthProvider } from '@auth-widget/sdk/protocol';
import { renderPage } from '../dev/page.ts';
import { escapeHtml } from '../router.ts';
import { PROVIDER_INFO } from './providers.ts';

/** What the consent page of a pending start shows. */
export interface ConsentPageOptions {
  provider: OAuthProvider;
  /** The opaque id of the pending start, posted back by the form. */
  state: string;
  /** The fake account's email, which the user may change to sign in as someone else. */
  email: string;
  /** Granted scopes: the provider's defaults plus the custom ones. */
  scopes: string[];
  /** A problem with the last submit (an invalid email), shown above the form. */
  error?: string;
}

/** The consent page of the emulated provider: who signs in, what is shared, Continue or Cancel. */
export function consentPage({ provider, state, email, scopes, error }: ConsentPageOptions): string {
  const name = PROVIDER_INFO[provider].name;
  const scopeItems = scopes.map((scope) => `<li><code>${escapeHtml(scope)}</code></li>`).join('');
  const problem = error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
  const body = `<div class="card">
<p>An application asks to sign you in with your <strong>${escapeHtml(name)}</strong> account. This page stands in for
${escapeHtml(name)}: no real account is used.</p>
<p class="meta">It will receive these scopes:</p>
<ul class="plain">${scopeItems}</ul>
${problem}
<form method="post" action="/v1/public/oauth/${escapeHtml(provider)}/consent">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<p><label for="email">Sign in as</label></p>
<p style="display:flex"><input type="email" id="email" name="email" value="${escapeHtml(email)}" autocomplete="off"></p>
<p style="display:flex;gap:8px">
<button type="submit" name="action" value="continue">Continue</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>Cancel</button>
</p>
</form>
</div>`;
  return renderPage({ title: `Sign in with ${name}`, body });
}

/** The page a refused start shows: the error type (as the API would name it) and what to do. */
export function oauthErrorPage(type: string, message: string): string {
  const body = `<div class="card">
<p class="error"><code>${escapeHtml(type)}</code></p>
<p>${escapeHtml(message)}</p>
<p class="meta"><a href="/__dev/errors#${escapeHtml(type)}">About this error</a></p>
</div>`;
  return renderPage({ title: 'OAuth sign-in failed', body });
}
