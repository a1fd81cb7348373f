/**
 * The reference provider's headless client, `oauth` namespace, on the emulator: a provider's start URL followed
 * through the emulator's consent page back to the conformance site, then authenticate with the redirect's token,
 * with and without PKCE.
 */
import type { Page, Request } from '@playwright/test';
import { expectReferenceSignedIn, newReferenceClient, tokenOf, type ReferenceWindow } from './referenceClient.ts';
import { expect, test } from './test.ts';

/** Starts with the reference client (a redirect, so the call is not awaited) and consents as `email`. */
async function startAndConsent(page: Page, siteUrl: string, emulatorUrl: string, provider: 'google' | 'github', email: string) {
  await page.evaluate(
    ({ provider, url }) => {
      void (window as ReferenceWindow).ref.oauth[provider].start({
        login_redirect_url: `${url}/authenticate`,
        signup_redirect_url: `${url}/authenticate`,
        custom_scopes: ['profile'],
        provider_params: { prompt: 'select_account' },
      });
    },
    { provider, url: siteUrl },
  );
  await page.waitForURL((url) => url.origin === new URL(emulatorUrl).origin);
  await page.getByLabel('Sign in as').fill(email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL((url) => url.href.startsWith(`${siteUrl}/authenticate`) && url.searchParams.has('token'));
  await page.waitForFunction(() => typeof window.Reference === 'object');
}

test('google: start, the consent page, then authenticate with the redirect token signs the user in', async ({
  page,
  openReference,
  referenceSite,
  emulator,
}) => {
  await openReference(page);
  await newReferenceClient(page);
  await startAndConsent(page, referenceSite.url, emulator.url, 'google', 'oauth-user@example.com');
  const [start] = await emulator.oauthStarts();
  expect(start).toMatchObject({ provider: 'google', provider_params: { prompt: 'select_account' }, has_code_challenge: false });
  expect(start?.scopes).toContain('profile');

  await newReferenceClient(page);
  const answer = await page.evaluate(
    (token) => (window as ReferenceWindow).ref.oauth.authenticate(token, { session_duration_minutes: 30 }),
    tokenOf(page.url()),
  );
  expect(answer.provider_type?.toLowerCase()).toBe('google');
  // The reference SDK stores the answer's `__user`: the provider is on the stored user.
  const state = await expectReferenceSignedIn(page);
  expect(state.user?.emails[0]?.email).toBe('oauth-user@example.com');
  expect(state.user?.providers.map((p: any) => p.provider_type.toLowerCase())).toEqual(['google']);
});

test.describe('with PKCE required for OAuth', () => {
  test.use({ emulatorProject: { pkce_required_for_oauth: true } });

  test('github: start sends a code_challenge; authenticate sends the verifier and clears it', async ({
    page,
    openReference,
    referenceSite,
    emulator,
  }) => {
    await openReference(page);
    await newReferenceClient(page);
    const bodies: Record<string, any>[] = [];
    page.on('request', (request: Request) => {
      if (new URL(request.url()).pathname === '/sdk/v1/oauth/authenticate') bodies.push(request.postDataJSON());
    });
    await startAndConsent(page, referenceSite.url, emulator.url, 'github', 'oauth-pkce@example.com');
    const [start] = await emulator.oauthStarts();
    expect(start).toMatchObject({ provider: 'github', has_code_challenge: true });

    await newReferenceClient(page);
    await page.evaluate(
      (token) => (window as ReferenceWindow).ref.oauth.authenticate(token, { session_duration_minutes: 30 }),
      tokenOf(page.url()),
    );
    expect(bodies[0]?.code_verifier).toBeTruthy();
    await expectReferenceSignedIn(page);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('code_verifier')))).toEqual([]);
  });
});
