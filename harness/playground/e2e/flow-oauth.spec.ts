/**
 * OAuth end to end: Google, GitHub and Apple through the emulator's consent page back
 * to the demo's authenticate page with PKCE required, `custom_scopes` and `provider_params` reaching the provider,
 * the redirect refused on another device, and the One Tap integrator messages widget-oneTap.spec.ts does not reach
 * (origin not allowed, unknown client, no signup redirect URL).
 */
import type { Page } from '@playwright/test';
import { EMULATOR_PUBLIC_TOKEN, type OAuthProvider } from '@auth-widget/sdk';
import { PROVIDER_PREFIX } from '@auth-widget/sdk/protocol';
import { expect, mountInPage, openHostPage, test, type HostMountOptions } from '../fixtures/index.ts';
import { callbacks, eventTypes, refill } from './helpers.ts';

const MISSING_PKCE = 'Make sure this flow is completed on the same device on which it was started.';
const VERIFIER_KEY = `${PROVIDER_PREFIX}_code_verifier::${EMULATOR_PUBLIC_TOKEN}::oauth`;

function oauthConfig(hostUrl: string, providers: NonNullable<HostMountOptions['config']['oauthOptions']>['providers']) {
  const redirect = `${hostUrl}/authenticate`;
  return {
    products: ['oauth' as const, 'emailMagicLinks' as const],
    oauthOptions: { providers, loginRedirectURL: redirect, signupRedirectURL: redirect },
  };
}

/** A localStorage item of the host's origin, read while the page is elsewhere (on the provider's page). */
async function hostStorage(page: Page, hostUrl: string, key: string): Promise<string | null> {
  const { origins } = await page.context().storageState();
  return origins.find((o) => o.origin === hostUrl)?.localStorage.find((item) => item.name === key)?.value ?? null;
}

/** The emulator's consent page: sign in as `email` and continue. */
async function consent(page: Page, email: string): Promise<void> {
  await refill(page.getByLabel('Sign in as'), email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

test.describe('with PKCE required for OAuth', () => {
  test.use({ emulatorProject: { pkce_required_for_oauth: true } });

  const CASES: { type: OAuthProvider; button: string; scopes: string[]; params: Record<string, string> }[] = [
    { type: 'google', button: 'Continue with Google', scopes: ['https://www.googleapis.com/auth/calendar.readonly'], params: { prompt: 'select_account', hd: 'example.com' } },
    { type: 'github', button: 'Continue with GitHub', scopes: ['repo', 'read:org'], params: { allow_signup: 'false' } },
    { type: 'apple', button: 'Continue with Apple', scopes: ['name'], params: { response_mode: 'form_post' } },
  ];

  for (const { type, button, scopes, params } of CASES) {
    test(`${type}: consent page, back to /authenticate with the verifier, scopes and params reach the provider`, async ({
      page,
      host,
      emulator,
      mountWidget,
    }) => {
      const email = `${type}-user@example.com`;
      await mountWidget(page, {
        config: oauthConfig(host.url, [{ type, custom_scopes: scopes, provider_params: params }, { type: 'gitlab' }]),
      });
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByLabel('Sign in as')).toBeVisible();
      // The consent page lists what the provider grants: its default scopes plus the custom ones.
      for (const scope of scopes) await expect(page.locator('li code', { hasText: scope }).first()).toBeVisible();
      // The verifier waits in the host's storage of this browser while the provider's page is open.
      expect(await hostStorage(page, host.url, VERIFIER_KEY)).toContain('code_verifier');

      await consent(page, email);
      await expect(page).toHaveURL(`${host.url}/account`);
      await expect(page.getByTestId('user')).toContainText(email);
      await expect(page.getByTestId('user')).toContainText(type);
      expect(await page.evaluate((key) => localStorage.getItem(key), VERIFIER_KEY)).toBeNull();

      const starts = await emulator.oauthStarts();
      expect(starts).toHaveLength(1);
      expect(starts[0]).toMatchObject({
        provider: type,
        one_tap: false,
        scopes,
        provider_params: params,
        login_redirect_url: `${host.url}/authenticate`,
        signup_redirect_url: `${host.url}/authenticate`,
        has_code_challenge: true,
        error: null,
      });
    });
  }

  test('the redirect back is refused on another device with the missing-PKCE message', async ({ page, browser, host, mountWidget }) => {
    await mountWidget(page, { config: oauthConfig(host.url, [{ type: 'github' }]) });
    // Keep the redirect from loading here: the test posts the consent form itself, without following the answer's
    // redirect, and opens the redirect in another browser first. (Holding the page's own post in a route and
    // fetching it from there hangs in Firefox's BiDi driver.)
    await page.getByRole('button', { name: 'Continue with GitHub' }).click();
    await refill(page.getByLabel('Sign in as'), 'elsewhere@example.com');
    const form = await page.locator('form').evaluate((element) => {
      const fields = new FormData(element as HTMLFormElement);
      // The attribute: the form's `action` property is its button named "action".
      return { action: new URL(element.getAttribute('action')!, location.href).href, fields: [...fields].map(([name, value]) => [name, String(value)]) };
    });
    const answer = await fetch(form.action, { method: 'POST', body: new URLSearchParams([...form.fields, ['action', 'continue']]), redirect: 'manual' });
    const redirect = answer.headers.get('location') ?? '';
    expect(redirect).toContain('token=');
    expect(redirect.startsWith(`${host.url}/authenticate?`)).toBe(true);

    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await otherPage.goto(redirect);
      await expect(otherPage.locator('#status')).toContainText(MISSING_PKCE);
    } finally {
      await other.close();
    }
    // The browser that started the flow still finishes it: the refusal did not spend the token.
    await page.goto(redirect);
    await expect(page).toHaveURL(`${host.url}/account`);
    await expect(page.getByTestId('user')).toContainText('elsewhere@example.com');
  });
});

test('without PKCE the start URL carries no challenge, the scopes space-joined and provider_ params; onEvent gets oauth_start', async ({
  page,
  host,
  emulator,
  mountWidget,
}) => {
  await mountWidget(page, {
    config: oauthConfig(host.url, [{ type: 'github', custom_scopes: ['repo', 'gist'], provider_params: { login: 'octocat' } }]),
  });
  // A 204 answer keeps the page where it is, so the start URL and the host's callbacks can be read.
  let start: URL | null = null;
  await page.route(`${emulator.url}/v1/public/oauth/github/start**`, async (route) => {
    start = new URL(route.request().url());
    await route.fulfill({ status: 204 });
  });
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await expect.poll(() => start?.searchParams.get('public_token') ?? null).toBe(EMULATOR_PUBLIC_TOKEN);
  const query = start!.searchParams;
  expect(query.has('code_challenge')).toBe(false);
  expect(query.get('custom_scopes')).toBe('repo gist');
  expect(query.get('provider_login')).toBe('octocat');
  expect(query.get('login_redirect_url')).toBe(`${host.url}/authenticate`);
  expect(query.get('signup_redirect_url')).toBe(`${host.url}/authenticate`);
  await expect.poll(() => eventTypes(page)).toEqual(['oauth_start']);
  expect((await callbacks(page, 'event'))[0]?.data).toEqual({ type: 'oauth_start', data: { provider: 'github' } });
});

test('a provider the project has no client for is refused by the provider with its error type', async ({ page, host, emulator, mountWidget }) => {
  emulator.setProject({ oauth_providers: ['google'] });
  await mountWidget(page, { config: oauthConfig(host.url, [{ type: 'github' }]) });
  await page.getByRole('button', { name: 'Continue with GitHub' }).click();
  await expect(page.getByText('oauth_config_not_found')).toBeVisible();
  expect((await emulator.oauthStarts())[0]).toMatchObject({ provider: 'github', error: 'oauth_config_not_found' });
});

test.describe('One Tap integrator messages', () => {
  const oneTap = (hostUrl: string, redirects: { login?: boolean; signup?: boolean } = { login: true, signup: true }) => ({
    products: ['oauth' as const],
    oauthOptions: {
      providers: [{ type: 'google' as const, one_tap: true }],
      ...(redirects.login ? { loginRedirectURL: `${hostUrl}/authenticate` } : {}),
      ...(redirects.signup ? { signupRedirectURL: `${hostUrl}/authenticate` } : {}),
    },
  });
  const warning = (page: Page) => page.locator('.aw-banner[data-variant="warning"]');

  test('no signup redirect URL names oauthOptions.signupRedirectURL', async ({ page, host, mountWidget }) => {
    await mountWidget(page, { config: oneTap(host.url, { login: true }) });
    await expect(warning(page)).toHaveText(
      'One Tap: no signup redirect URL is set. Set oauthOptions.signupRedirectURL in the widget config or a default signup redirect URL in the project.',
    );
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    const [error] = await callbacks(page, 'error');
    expect(error?.data).toMatchObject({ name: 'AuthError' });
  });

  test('an unknown public token reads as an unrecognised client', async ({ page, host, mountWidget }) => {
    await mountWidget(page, {
      config: oneTap(host.url),
      client: { publicToken: 'public-token-test-00000000-0000-4000-8000-000000000000' },
    });
    await expect(warning(page)).toHaveText(
      'One Tap: the OAuth client ID is not recognised. Check that the client ID in your provider dashboard matches the one in your Google Cloud console.',
    );
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });

  test('a host that is not an allowed origin is told to add itself, localhost and port variants included', async ({ page, host }) => {
    // The host site served under an origin the project does not allow: 127.0.0.2 is a loopback address, but not
    // one the emulator counts as localhost, and it is not in allowed_origins. Chromium lets it reach the
    // emulator's 127.0.0.1 once the page has the local-network-access permission, which a visitor would grant.
    const origin = `http://127.0.0.2:${host.port}`;
    await page.route(`${origin}/**`, async (route) => {
      const response = await route.fetch({ url: route.request().url().replace(origin, host.url) });
      await route.fulfill({ response });
    });
    await page.context().grantPermissions(['local-network-access'], { origin });
    await openHostPage(page, origin);
    await mountInPage(page, { config: oneTap(origin) });
    await expect(warning(page)).toHaveText(
      `One Tap: the current host is not allowed for this project. Add ${origin} to the allowed JavaScript origins of your Google Cloud console OAuth client, including http://localhost and its port variant (for example http://localhost:3000) for local development.`,
    );
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    expect(await eventTypes(page)).toEqual([]);
  });
});
