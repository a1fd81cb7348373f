import { TOKEN_TYPE_PARAM } from '@auth-widget/sdk/protocol';
import { expect, test } from '@auth-widget/harness/fixtures';

/** Links with a token, as emails and redirects open the site: the token is taken out whatever its type, never used here. */
const LINKS = [`/authenticate?${TOKEN_TYPE_PARAM}=a-type&token=token-of-a-link`, '/reset-password?token=token-of-a-reset-link'];

// The sdk takes a link's token out of the address bar with history.replaceState, which vue-router does not see: the
// pages that take one tell the router (src/router.ts, followAddressBar), or its next navigation writes the token back.
test("a link's token, once taken out of the address bar, stays out of the history as the visitor moves on", async ({ page }) => {
  // The address of the history entry the Back button returns to, as it is before the page's scripts run on it.
  await page.addInitScript(() => window.addEventListener('popstate', () => sessionStorage.setItem('returned-to', window.location.href)));
  for (const link of LINKS) {
    const path = link.slice(0, link.indexOf('?'));
    await page.goto(link);
    await expect(page).toHaveURL((url) => url.pathname === path && url.search === '');
    await page.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('returned-to'))).toBe(new URL(path, page.url()).href);
    await page.evaluate(() => sessionStorage.removeItem('returned-to'));
  }
});
