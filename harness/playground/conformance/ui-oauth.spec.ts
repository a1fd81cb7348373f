import { expect, test } from './test.ts';
import { authenticateRedirect, expectSignedIn, mountLogin } from './referenceUi.ts';

const PROVIDERS = [
  ['google', 'Google'],
  ['github', 'GitHub'],
] as const;

for (const pkce of [false, true]) {
  test.describe(`the reference provider's prebuilt UI: OAuth ${pkce ? 'with' : 'without'} PKCE`, () => {
    test.use({ emulatorProject: { pkce_required_for_oauth: pkce } });

    for (const [provider, name] of PROVIDERS) {
      test(`signs in with ${name} through the consent page and the authenticate page`, async ({
        page,
        openReference,
        referenceSite,
        emulator,
      }) => {
        await openReference(page);
        const redirect = `${referenceSite.url}/authenticate`;
        await mountLogin(page, {
          products: ['oauth'],
          oauthOptions: {
            providers: PROVIDERS.map(([type]) => ({ type })),
            loginRedirectURL: redirect,
            signupRedirectURL: redirect,
          },
        });
        await page.getByRole('button', { name: `Continue with ${name}` }).click();

        // The emulator's stand-in for the provider: who signs in, then Continue.
        await page.getByLabel('Sign in as').fill('ada@example.com');
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL((url) => url.origin === new URL(referenceSite.url).origin && url.pathname === '/authenticate');
        await page.waitForFunction(() => typeof window.Reference === 'object');

        const [start] = await emulator.oauthStarts();
        expect(start?.provider).toBe(provider);
        expect(start?.has_code_challenge).toBe(pkce);
        await authenticateRedirect(page, 'oauth');
        const userId = await expectSignedIn(page);
        expect(emulator.server.store.state.users[userId]?.emails.map((e) => e.email)).toEqual(['ada@example.com']);
      });
    }
  });
}
