/**
 * The published build in a browser: the packed `@auth-widget/sdk`, installed in a site folder and bundled with
 * esbuild as a site bundles it, on a page that makes its client with `@auth-widget/sdk` and mounts the sign-in
 * with `@auth-widget/sdk/ui` (the README's plain-site setup). The other specs bundle the sources, where every entry
 * is one module graph; here each entry is a built file, and the client's errors must still be the widget's.
 */
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installPackedSdk } from '../../../scripts/packedSdk.ts';
import { bundleSite } from '../demo/server/bundle.ts';
import { startSite, type Site } from '../demo/server/siteServer.ts';
import { expect, test } from '../fixtures/index.ts';

const fixtures = fileURLToPath(new URL('../fixtures/', import.meta.url));
const SEND_PATH = '/sdk/v1/magic_links/email/login_or_create';

// One worker for the file (the config shares tests out): the packed site below is built once for all its tests.
test.describe.configure({ mode: 'default' });

let siteDir: string | undefined;
let site: Site | undefined;

test.beforeAll(async ({ emulatorServer }) => {
  // Building, packing and installing the package: minutes on a loaded machine, once for the file.
  test.setTimeout(5 * 60_000);
  siteDir = await mkdtemp(join(tmpdir(), 'packed-sdk-site-'));
  await installPackedSdk(siteDir);
  const page = join(siteDir, 'page.ts');
  await copyFile(join(fixtures, 'packedSitePage.ts'), page);
  site = await startSite({
    pages: [{ route: '/', html: join(fixtures, 'hostPage.html'), entry: 'page' }],
    bundle: await bundleSite([{ name: 'page', file: page }], { installed: true }),
    env: { emulatorUrl: emulatorServer.url, publicToken: emulatorServer.publicToken },
  });
});

test.afterAll(async () => {
  await site?.stop();
  if (siteDir) await rm(siteDir, { recursive: true, force: true });
});

test("a provider's 429 made by the main entry's client shows the catalogue's text for its type under the email field of the ui entry's widget", async ({ page, emulator }) => {
  const message = 'Too many requests have been made.';
  await emulator.fault({
    path: SEND_PATH,
    status: 429,
    body: {
      status_code: 429,
      error_type: 'too_many_requests',
      error_message: message,
      error_url: `${emulator.url}/__dev/errors#too_many_requests`,
      request_id: 'request-id-test-packed-build',
    },
  });
  await page.goto(site!.url);
  const email = page.getByRole('textbox', { name: 'Email' });
  await email.fill('ada@example.com');
  await page.getByRole('button', { name: 'Continue with email' }).click();
  // The field's own error, linked to it: the widget knows the main entry's error for what it is and shows the
  // catalogue's text for its type, not the client's "[429] too_many_requests…".
  const shown = 'Too many attempts. Wait a moment and try again.';
  await expect(email).toHaveAccessibleDescription(shown);
  await expect(page.locator('.aw-field-error')).toHaveText(shown);
});
