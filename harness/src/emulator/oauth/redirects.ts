import { ApiError } from '../errors.ts';
import { redirectUrlOrDefault, type ProjectConfig } from '../project.ts';

/** Where an OAuth sign-in returns: a returning user to the login URL, a new one to the signup URL. */
export interface OAuthRedirects {
  login_redirect_url: string;
  signup_redirect_url: string;
}

/**
 * The redirect URLs of an OAuth start: the ones the call names, checked against the project's list (any
 * localhost URL passes in test mode), else the project's first redirect URL; refused when there is neither.
 */
export function oauthRedirects(
  project: ProjectConfig,
  requested: { login_redirect_url?: string | undefined; signup_redirect_url?: string | undefined },
): OAuthRedirects {
  const login = redirectUrlOrDefault(project, requested.login_redirect_url, 'login_redirect_url');
  const signup = redirectUrlOrDefault(project, requested.signup_redirect_url, 'signup_redirect_url');
  if (!login) {
    throw new ApiError(400, 'no_login_redirect_urls_set', 'No login redirect URL: send login_redirect_url or add a redirect URL to the project.');
  }
  if (!signup) {
    throw new ApiError(400, 'no_signup_redirect_urls_set', 'No signup redirect URL: send signup_redirect_url or add a redirect URL to the project.');
  }
  return { login_redirect_url: login, signup_redirect_url: signup };
}
