import { SDK_BASE_PATH } from '@auth-widget/sdk/protocol';
import { fetchProvider } from '../fetchProvider.ts';
import { quoted } from '../quoted.ts';
import { fail, pass, type Check } from '../types.ts';

/** What doctor reads of a bootstrap answer (JSON may be anything: each field is checked where it is used). */
type BootstrapBody = { data?: Record<string, unknown>; error_message?: string } | null;

/** Reads the project's bootstrap with the public token, as the widget does at start (see `fetchProvider`). */
export async function fetchBootstrap(api: string, token: string, fetchImpl: typeof fetch) {
  const url = `${api}${SDK_BASE_PATH}/projects/bootstrap/${encodeURIComponent(token)}`;
  const answer = await fetchProvider(url, {
    fetch: fetchImpl,
    headers: { Authorization: `Basic ${Buffer.from(`${token}:${token}`).toString('base64')}` },
    followRedirects: true,
  });
  if (answer.problem) return { status: answer.status, data: null, error: answer.problem };
  let body: BootstrapBody;
  try {
    body = JSON.parse(answer.text) as BootstrapBody;
  } catch {
    body = null;
  }
  return { status: answer.status, data: body?.data ?? null, error: body?.error_message ?? null };
}

/**
 * Live: the provider answers bootstrap for the token; reports PKCE, captcha and watermark settings. Captcha's
 * details (site key, DFP, what the site's CSP must allow) are the bot-protection check's.
 */
export const bootstrap: Check = {
  id: 'bootstrap',
  title: 'Provider bootstrap (live)',
  live: true,
  async run({ site, api, fetch: fetchImpl }) {
    if (!api) return pass('Skipped: no API URL.');
    const token = String(site.publicToken ?? '');
    let result: Awaited<ReturnType<typeof fetchBootstrap>>;
    try {
      result = await fetchBootstrap(api, token, fetchImpl);
    } catch (error) {
      return fail(`The provider at ${quoted(api)} cannot be reached: ${quoted((error as Error).message)}.`, 'Start the emulator (auth-widget emulator) or check endpoints and --api.');
    }
    if (!result.data) {
      return fail(`Bootstrap failed with status ${result.status}${result.error ? `: ${quoted(result.error)}` : ''}.`, 'Check that the API URL is the provider\'s and that the public token belongs to its project.');
    }
    const d = result.data;
    const pkce = ['email_magic_links', 'password_resets', 'oauth', 'sso'].filter((k) => d[`pkce_required_for_${k}`] === true);
    const captcha = (d.captcha_settings as { enabled?: boolean } | undefined)?.enabled === true;
    const summary = [
      `PKCE required for: ${pkce.length ? pkce.join(', ') : 'none'}`,
      `captcha ${captcha ? 'on' : 'off'}`,
      `watermark ${d.disable_sdk_watermark ? 'hidden' : 'shown'}`,
    ].join('; ');
    return pass(`Bootstrap OK: ${summary}.`);
  },
};
