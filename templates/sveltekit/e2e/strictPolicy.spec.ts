import { expect, expectNoCspViolations, expectSignedIn, recordCspViolations, signInAnyway, signOut, strictSiteUrl, test } from '@auth-widget/harness/fixtures';
import { site } from './site.ts';

// The site as `"securityPolicy": "strict"` serves it (playwright.config.ts's second server).
test.use({ baseURL: strictSiteUrl() });

test('signs in under the strict policy, each page with a nonce of its own, and the browser reports no violation', async ({ page, signIn }) => {
  const reports = await recordCspViolations(page);
  const policies: string[] = [];
  page.on('response', (response) => {
    // The site's own pages (not a frame of the provider's, which has its own policy).
    const sitePage = response.frame() === page.mainFrame() && response.request().isNavigationRequest() && response.status() === 200;
    if (sitePage && new URL(response.url()).origin === new URL(strictSiteUrl()).origin) policies.push(response.headers()['content-security-policy'] ?? '');
  });

  const who = await signInAnyway(page, { signIn, site });
  await expectSignedIn(page, who);
  await expectNoCspViolations(page, reports);
  await signOut(page);
  await expectNoCspViolations(page, reports);

  // Every page was served under the strict policy, and no two with the same nonce. SvelteKit's router moves between
  // pages without loading them, so the sign-in loads two: the first page and the account page a sign-out reloads.
  const nonces = policies.map((policy) => /script-src 'nonce-([A-Za-z0-9+/]+={0,2})' 'strict-dynamic'/.exec(policy)?.[1]);
  expect(policies.length).toBeGreaterThanOrEqual(2);
  expect(nonces).not.toContain(undefined);
  expect(new Set(nonces).size).toBe(nonces.length);
  for (const policy of policies) {
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).not.toContain("'unsafe-inline'");
  }
});
