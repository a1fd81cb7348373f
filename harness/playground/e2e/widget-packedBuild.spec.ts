/**
 * The published build in a browser: the packed `@auth-widget/sdk`, installed in a site folder and bundled with
 * esbuild as a site bundles it, on a page that makes its client with `@auth-widget/sdk` and mounts the sign-in
 * with `@auth-widget/sdk/ui` (the README's plain-site setup). The other specs bundle the sources, where every entry
 * is one module graph; here each entry is a built file, and the client's errors must still be the widget's. And the
 * package's script-tag build (`dist/standalone/`, the files a page without a bundler hosts, minified twice), served
 * as it ships: a page whose one module imports `auth-widget.js` and mounts with a public token, and `elements.js`'s
 * element, each sign in with an email passcode.
 */
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { installPackedSdk } from '../../../scripts/packedSdk.ts';
import { bundleSite, loadBundle } from '../demo/server/bundle.ts';
import { startSite, type Site } from '../demo/server/siteServer.ts';
import { expect, test } from '../fixtures/index.ts';
import { typePasscode } from './helpers.ts';

const fixtures = fileURLToPath(new URL('../fixtures/', import.meta.url));
const SEND_PATH = '/sdk/v1/magic_links/email/login_or_create';

// One worker for the file (the config shares tests out): the packed site below is built once for all its tests.
test.describe.configure({ mode: 'default' });

let siteDir: string | undefined;
let site: Site | undefined;
let scriptTagSite: Site | undefined;

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
  // The script-tag build as it ships, its files under `/assets/`: a page whose one module imports the mount entry and
  // mounts with a public token, and a page of the elements' entry alone.
  const config = { products: ['otp'], otpOptions: { methods: ['email'] } };
  const clientOptions = { endpoints: { testApiUrl: emulatorServer.url } };
  const standalone = await loadBundle(join(siteDir, 'node_modules', '@auth-widget', 'sdk', 'dist', 'standalone'));
  const mount = `mountLogin({ elementId: '#login', client: ${JSON.stringify(emulatorServer.publicToken)}, clientOptions: ${JSON.stringify(clientOptions)}, config: ${JSON.stringify(config)} });`;
  standalone.set('script-tag.js', { contentType: 'text/javascript; charset=utf-8', contents: new TextEncoder().encode(`import { mountLogin } from './auth-widget.js';\n${mount}\n`) });
  const html = async (name: string, body: string) => {
    const file = join(siteDir!, `${name}.html`);
    await writeFile(file, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in</title></head><body>${body}</body></html>`);
    return file;
  };
  const element = `<auth-widget-login public-token="${emulatorServer.publicToken}" client-options='${JSON.stringify(clientOptions)}' config='${JSON.stringify(config)}'></auth-widget-login>`;
  scriptTagSite = await startSite({
    pages: [
      { route: '/script-tag', html: await html('script-tag', '<div id="login"></div>'), entry: 'script-tag' },
      { route: '/elements', html: await html('elements', element), entry: 'elements' },
    ],
    bundle: standalone,
    env: {},
  });
});

test.afterAll(async () => {
  await site?.stop();
  await scriptTagSite?.stop();
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

/** Signs in on the page's widget with an email passcode, and sees its success screen. */
async function signInWithEmailPasscode(page: Page, code: (email: string) => Promise<string>, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await expect(page.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
  await typePasscode(page, await code(email));
  await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible();
}

test('the shipped script-tag build: a page whose one module imports auth-widget.js signs in with a public token', async ({ page, inbox }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  await page.goto(`${scriptTagSite!.url}/script-tag`);
  await signInWithEmailPasscode(page, (email) => inbox.code(email), 'script-tag@example.com');
  // The page's module and the entry, then the client's module beside the first screen, from the same folder.
  expect(loaded.slice(1, 3)).toEqual(['/assets/script-tag.js', '/assets/auth-widget.js']);
  expect(loaded).toContain('/assets/auth-widget-client.js');
});

test("the shipped script-tag build: elements.js's <auth-widget-login> signs in", async ({ page, inbox }) => {
  await page.goto(`${scriptTagSite!.url}/elements`);
  await signInWithEmailPasscode(page, (email) => inbox.code(email), 'script-tag-element@example.com');
});
