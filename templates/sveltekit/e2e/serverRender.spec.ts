import { LOCALES, loadCatalogue, resolveLocale, type Locale } from '@auth-widget/sdk/locales';
import { expect, test } from '@auth-widget/harness/fixtures';
import type { Page } from '@playwright/test';
import { site } from './site.ts';

/**
 * The sign-in page as it leaves the server: SvelteKit renders the widget's first screen into the HTML, so a visitor sees
 * the form before any JavaScript has arrived (and a browser without it still sees it). Kept for every product.
 */

/** The header of the first screen, in the locale the server renders (the config's, else English). */
const header = (await loadCatalogue(resolveLocale([site.locale ?? 'en'], LOCALES) as Locale))['main.header'];

/** What a person finds on the first screen: its header, then each field and button as a screen reader names it. */
async function firstScreen(page: Page): Promise<string[]> {
  await expect(page.getByRole('heading', { name: header })).toBeVisible();
  const controls = await page.locator('input:not([type=hidden]), select, button').all();
  // The accessibility tree's own line for each (`- textbox "Email"`), without the state that hydration changes.
  return Promise.all(controls.map(async (control) => (await control.ariaSnapshot()).split('\n')[0]!.replace(/ \[disabled\]/, '')));
}

test('the HTML of the sign-in page holds the first screen: its header, fields and buttons, as the hydrated page shows them', async ({ browser, page, baseURL }) => {
  // The HTML alone: the header's text is in what the server sent.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(header);

  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const plain = await noScript.newPage();
    await plain.goto('/');
    const served = await firstScreen(plain);
    expect(served.some((line) => /^- (textbox|combobox)/.test(line)), `a field in ${served.join(', ')}`).toBe(true);
    expect(served.some((line) => line.startsWith('- button')), `a button in ${served.join(', ')}`).toBe(true);
    // Until the browser has taken the form over, its buttons wait rather than do nothing when pressed.
    for (const button of await plain.getByRole('button').all()) await expect(button).toBeDisabled();

    await page.goto('/');
    // The same controls once hydrated (the browser may add some, such as a passkey button it alone can offer).
    const hydrated = await firstScreen(page);
    expect(hydrated).toEqual(expect.arrayContaining(served));
    await expect(page.getByRole('button', { disabled: false }).first()).toBeVisible();
  } finally {
    await noScript.close();
  }
});
