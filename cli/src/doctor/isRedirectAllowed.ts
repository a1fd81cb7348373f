import { fetchProvider } from './fetchProvider.ts';

/**
 * Whether the project at `api` accepts `url` as a redirect URL. The provider checks redirect URLs when a browser flow
 * starts, so this starts an OAuth flow (a GET with no side effect but a recorded start) and reads the answer without
 * following it: an error that names the redirect URL means no. Throws when the provider cannot be asked, or answers
 * more than doctor reads.
 */
export async function isRedirectAllowed(api: string, publicToken: string, url: string, fetchImpl: typeof fetch): Promise<boolean> {
  const start = new URL(`${api}/v1/public/oauth/google/start`);
  start.searchParams.set('public_token', publicToken);
  start.searchParams.set('login_redirect_url', url);
  start.searchParams.set('signup_redirect_url', url);
  const { status, text, problem } = await fetchProvider(start, { fetch: fetchImpl });
  if (problem) throw new Error(`the provider's answer cannot be read: ${problem}`);
  return !(status >= 400 && /redirect/i.test(text));
}
