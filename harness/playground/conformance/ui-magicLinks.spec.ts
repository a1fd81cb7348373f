import { expect, test } from './test.ts';
import { authenticateRedirect, expectSignedIn, mountLogin, openLink } from './referenceUi.ts';

for (const pkce of [false, true]) {
  test.describe(`the reference provider's prebuilt UI: email magic link ${pkce ? 'with' : 'without'} PKCE`, () => {
    test.use({ emulatorProject: { pkce_required_for_email_magic_links: pkce } });

    test('sends the link, and the link signs the user in on the authenticate page', async ({
      page,
      openReference,
      referenceSite,
      inbox,
      emulator,
    }) => {
      await openReference(page);
      const redirect = `${referenceSite.url}/authenticate`;
      await mountLogin(page, {
        products: ['emailMagicLinks'],
        emailMagicLinksOptions: {
          loginRedirectURL: redirect,
          signupRedirectURL: redirect,
          loginExpirationMinutes: 30,
          signupExpirationMinutes: 30,
        },
      });
      await page.getByPlaceholder('example@email.com').fill('ada@example.com');
      await page.getByRole('button', { name: 'Continue with email' }).click();
      await expect(page.getByText('Check your email')).toBeVisible();
      await expect(page.getByText('An email was sent to ada@example.com.')).toBeVisible();

      const link = await inbox.link('ada@example.com');
      expect(new URL(link).pathname).toBe('/authenticate');
      // With PKCE on, the UI sent a challenge and only this browser's stored verifier can use the link.
      const record = emulator.server.store.state.tokens[new URL(link).searchParams.get('token')!];
      expect(record?.code_challenge !== undefined).toBe(pkce);
      await openLink(page, link);
      await authenticateRedirect(page, 'magicLinks');
      await expectSignedIn(page);
    });
  });
}
