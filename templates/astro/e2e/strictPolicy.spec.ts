import { expectStrictSignIn, strictSiteUrl, test } from '@auth-widget/harness/fixtures';
import { site } from './site.ts';

// The site as `"securityPolicy": "strict"` serves it (playwright.config.ts's second server).
test.use({ baseURL: strictSiteUrl() });

test('signs in under the strict policy, each page with a nonce of its own, and the browser reports no violation', async ({ page, signIn }) => {
  await expectStrictSignIn(page, { signIn, site });
});
