import { expectSignedIn, signOut, test } from '@auth-widget/harness/fixtures';
import { site } from './site.ts';

test.skip(!site.has('oauth'), 'auth-widget.config.json has no OAuth');

for (const provider of site.oauthProviders) {
  test(`signs in with ${provider} through the provider's consent page, reaches the account page and signs out`, async ({ page, signIn }) => {
    await page.goto('/');
    const email = await signIn.withOAuth(page, provider, { email: `${provider}-user@example.com` });
    await expectSignedIn(page, email);
    await signOut(page);
  });
}
