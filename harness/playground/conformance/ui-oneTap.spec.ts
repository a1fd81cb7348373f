import { EMULATOR_GSI_SCRIPT_PATH } from '@auth-widget/sdk/protocol';
import { expect, test } from './test.ts';
import { authenticateRedirect, expectSignedIn, mountLogin } from './referenceUi.ts';

/** Where the reference SDK loads Google's One Tap script from. */
const GOOGLE_GSI_SCRIPT = 'https://accounts.google.com/gsi/client';

// No position: the floating prompt. `forceLegacyEmbedded`: the prompt in the UI's own container, in place of the
// Google button (the other embedded positions turn floating in a browser with FedCM, as Chromium is).
const MODES = [
  ['floating', undefined],
  ['embedded', 'forceLegacyEmbedded'],
] as const;

test.describe("the reference provider's prebuilt UI: Google One Tap", () => {
  for (const [mode, position] of MODES) {
    test(`signs in from the ${mode} prompt, through the helper frame and the authenticate page`, async ({
      page,
      openReference,
      referenceSite,
      emulator,
    }) => {
      await openReference(page);
      // Google's script is served by the emulator's stand-in, which offers this account. Registered after the
      // fixture's block of foreign origins, so it takes precedence for this one URL.
      const script = `${emulator.url}${EMULATOR_GSI_SCRIPT_PATH}?email=${encodeURIComponent('ada@example.com')}&name=Ada`;
      await page.context().route(GOOGLE_GSI_SCRIPT, async (route) => {
        const res = await fetch(script);
        await route.fulfill({ status: res.status, contentType: 'text/javascript', body: await res.text() });
      });
      const redirect = `${referenceSite.url}/authenticate`;
      await mountLogin(page, {
        products: ['oauth'],
        oauthOptions: {
          providers: [{ type: 'google', one_tap: true, ...(position ? { position } : {}) }],
          loginRedirectURL: redirect,
          signupRedirectURL: redirect,
        },
      });
      const prompt = page.getByRole('dialog', { name: 'Sign in with Google' });
      if (mode === 'embedded') await expect(page.locator('#google-parent-prompt').getByRole('dialog')).toBeVisible();
      await prompt.getByRole('button', { name: /Sign in as Ada/ }).click();
      // The helper frame's oneTapSubmit answers with the redirect URL, which the UI follows.
      await page.waitForURL((url) => url.origin === new URL(referenceSite.url).origin && url.pathname === '/authenticate');
      await page.waitForFunction(() => typeof window.Reference === 'object');
      const [start] = await emulator.oauthStarts();
      expect(start).toMatchObject({ provider: 'google', one_tap: true });
      await authenticateRedirect(page, 'oauth');
      const userId = await expectSignedIn(page);
      expect(emulator.server.store.state.users[userId]?.emails.map((e) => e.email)).toEqual(['ada@example.com']);
    });
  }
});
