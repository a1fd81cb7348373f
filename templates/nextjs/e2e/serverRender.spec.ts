import { expectServerRenderedFirstScreen, test } from '@auth-widget/harness/fixtures';
import { site } from './site.ts';

// Next.js renders the widget's first screen into the sign-in page's HTML: a visitor sees the form before any JavaScript.
test('the HTML of the sign-in page holds the first screen, and the page takes it over without moving anything', async ({ page }) => {
  await expectServerRenderedFirstScreen(page, { site });
});
