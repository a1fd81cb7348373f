/**
 * Whether the project at `api` accepts `url` as a redirect URL. The provider checks redirect URLs when a browser flow
 * starts, so this starts an OAuth flow (a GET with no side effect but a recorded start) and reads the answer without
 * following it: an error that names the redirect URL means no. Throws when the provider cannot be asked.
 */
export async function isRedirectAllowed(api: string, publicToken: string, url: string, fetchImpl: typeof fetch): Promise<boolean> {
  const start = new URL(`${api}/v1/public/oauth/google/start`);
  start.searchParams.set('public_token', publicToken);
  start.searchParams.set('login_redirect_url', url);
  start.searchParams.set('signup_redirect_url', url);
  const response = await fetchImpl(start, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
  const text = await response.text();
  return !(response.status >= 400 && /redirect/i.test(text));
}
