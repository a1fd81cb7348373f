/**
 * The authenticate page (`mountAuthenticate`, with the heading it writes) where a magic link lands, in German and in
 * Arabic (right to left): its heading, the wait for Continue, the Continue button and the sign-in that goes on to the
 * account page, then an expired link's failure, each in the site's language with `lang` and `dir` on what it shows.
 */
import type { Page } from '@playwright/test';
import { loadCatalogue, type StringKey } from '@auth-widget/sdk/locales';
import { expect, openHostPage, test, type HostAuthenticateOptions } from '../fixtures/index.ts';
import { audit } from './localeLayout.ts';
import type { PageWindow } from './helpers.ts';

/** Emails a magic link that lands on the host page (where the authenticate page is mounted) and gives it. */
async function magicLink(page: Page, hostUrl: string, inbox: { link(to: string): Promise<string> }, email: string): Promise<string> {
  await openHostPage(page, hostUrl);
  await page.evaluate(
    ([to, url]) => (window as unknown as PageWindow).__client.magicLinks.email.loginOrCreate(to!, { login_magic_link_url: url, signup_magic_link_url: url }),
    [email, `${hostUrl}/host`],
  );
  return inbox.link(email);
}

/** Opens a link on the host page and mounts the authenticate page there. */
async function land(page: Page, link: string, options: HostAuthenticateOptions): Promise<void> {
  await page.goto(link);
  await page.waitForFunction(() => '__mountAuthenticate' in window);
  await page.evaluate((o) => (window as unknown as { __mountAuthenticate(o: HostAuthenticateOptions): Promise<void> }).__mountAuthenticate(o), options);
}

for (const [locale, dir] of [
  ['de', 'ltr'],
  ['ar', 'rtl'],
] as const) {
  test.describe(`the authenticate page in ${locale}`, () => {
    const catalogue = loadCatalogue(locale);
    const text = async (key: StringKey) => (await catalogue)[key];

    test('a magic link: the heading, Continue, then the account page', async ({ page, host, inbox }) => {
      const link = await magicLink(page, host.url, inbox, `authenticate-${locale}@example.com`);
      await land(page, link, { locale, heading: true });
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText((await text('authenticate.signingIn')).replace(/…$/u, ''));
      await expect(page.getByRole('status')).toHaveText(await text('authenticate.confirm'));
      const button = page.getByRole('button', { name: await text('authenticate.continue') });
      await expect(button).toBeFocused();
      for (const part of [heading, page.getByRole('status'), button]) {
        await expect(part).toHaveAttribute('lang', locale);
        await expect(part).toHaveAttribute('dir', dir);
      }
      await audit(page, `the authenticate page in ${locale}`);
      await button.click();
      await expect(page).toHaveURL(`${host.url}/account`);
    });

    test('an expired link: the failure in the language, with no Continue left', async ({ page, host, inbox, emulator }) => {
      const link = await magicLink(page, host.url, inbox, `expired-${locale}@example.com`);
      await emulator.advanceClock(24 * 60 * 60_000);
      await land(page, link, { locale, heading: true });
      await page.getByRole('button', { name: await text('authenticate.continue') }).click();
      // The message after the locale's words is the error's own.
      const [before] = (await text('authenticate.failed')).split('{message}');
      const status = page.getByRole('status');
      await expect(status).toContainText(before!.trim());
      await expect(status).not.toHaveText(before!.trim());
      await expect(status).toHaveAttribute('lang', locale);
      await expect(status).toHaveAttribute('dir', dir);
      await expect(page.locator('#widget button')).toBeHidden();
      expect(page.url()).not.toContain('/account');
    });
  });
}
