import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runAsync } from './run.ts';

/**
 * A scaffolded site's own `npm test`, as its owner's CI runs it, and what it must show: a sign-in with each product it
 * was scaffolded with, every test passed, none flaky or skipped, and the site's files as they were. Shared by the
 * release test (sites from the registry) and the templates suite (sites from the checkout, on chosen Node lines).
 */

/** `create-auth-widget` flags for every product and passcode method: email passcodes are dropped beside magic links, as the spec says. */
export const EVERY_PRODUCT = ['--products', 'emailMagicLinks,oauth,otp,crypto,passwords,passkeys', '--otp-methods', 'sms,whatsapp,email', '--oauth-providers', 'google,github'];

/**
 * The template whose site runs its own tests in German (`locale: 'de'`): the fixtures' `signIn` helpers read the
 * widget in the language it shows, so a site's own tests keep passing when its owner sets a locale.
 */
export const GERMAN_TEMPLATE = 'react-vite';

/** The specs a site with every product keeps: one per sign-in method, and none for email passcodes. */
export const EVERY_SPEC = [
  'ethereum.spec.ts',
  'magicLink.spec.ts',
  'oauth.spec.ts',
  'passkeys.spec.ts',
  'password.spec.ts',
  'smsPasscode.spec.ts',
  'solana.spec.ts',
  'whatsappPasscode.spec.ts',
];

/**
 * The specs of a template's own, kept whatever the products, one test each: a sign-in under the strict policy, the
 * server-rendered HTML of the Next.js, SvelteKit and Astro sign-in pages, and the Vue site's router, which must not
 * write a link's token back into the history.
 */
export const OWN_SPECS: Partial<Record<string, string[]>> = {
  'vanilla-vite': ['strictPolicy.spec.ts'],
  'react-vite': ['strictPolicy.spec.ts'],
  nextjs: ['serverRender.spec.ts', 'strictPolicy.spec.ts'],
  'vue-vite': ['addressBar.spec.ts', 'strictPolicy.spec.ts'],
  sveltekit: ['serverRender.spec.ts', 'strictPolicy.spec.ts'],
  astro: ['serverRender.spec.ts', 'strictPolicy.spec.ts'],
};

/** The specs a template's site with every product has. */
export const specsOf = (template: string): string[] => [...EVERY_SPEC, ...(OWN_SPECS[template] ?? [])].sort();

/** Its tests: two magic-link tests (the link, and the mail scanner), one per OAuth provider, one for every other spec. */
const testCountOf = (template: string) => EVERY_SPEC.length + 1 + 1 + (OWN_SPECS[template]?.length ?? 0);

/** What `npm test` may write in a site: build output, installs and reports, all in its .gitignore. */
const WRITTEN_BY_TESTS = new Set(['node_modules', 'dist', 'dist-e2e', '.next', '.svelte-kit', 'build-e2e', '.astro', 'test-results', 'playwright-report', 'blob-report', 'next-env.d.ts']);

/** The site's own files and a hash of each, to tell whether a command changed any. */
async function siteFiles(dir: string, prefix = ''): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    if (WRITTEN_BY_TESTS.has(entry.name) || entry.name.endsWith('.tsbuildinfo')) continue;
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) Object.assign(files, await siteFiles(dir, path));
    else files[path] = createHash('sha256').update(await readFile(join(dir, path))).digest('hex');
  }
  return files;
}

/**
 * The environment of a command a person runs in the site: a test runner's own variables (npm's, Vitest's and
 * Playwright's, but the browsers' path) left out, which would otherwise reach the site's Playwright.
 */
export function personEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const kept: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(env)) {
    if (/^(npm_|TEST_|PW_)/.test(key) || (key.startsWith('PLAYWRIGHT_') && key !== 'PLAYWRIGHT_BROWSERS_PATH')) continue;
    kept[key] = value;
  }
  return { ...kept, FORCE_COLOR: '0', NEXT_TELEMETRY_DISABLED: '1' };
}

/** What a site's `npm test` did: its specs, its result and time, and the site's files before and after. */
export interface SiteTestRun {
  specs: string[];
  tested: { code: number | null; output: string };
  seconds: number;
  before: Record<string, string>;
  after: Record<string, string>;
}

/** Runs the site's `npm test` with `env` alone (a person's: `personEnv`, on the Node the site runs on). */
export async function runSiteTests(dir: string, env: NodeJS.ProcessEnv): Promise<SiteTestRun> {
  const specs = (await readdir(join(dir, 'e2e'))).filter((file) => file.endsWith('.spec.ts')).sort();
  const before = await siteFiles(dir);
  const begun = Date.now();
  const tested = await runAsync('npm', ['test'], dir, env, { inheritEnv: false });
  const seconds = (Date.now() - begun) / 1000;
  return { specs, tested, seconds, before, after: await siteFiles(dir) };
}

/** What is wrong with a site's run of its own tests, with every product scaffolded; empty when nothing is. */
export function siteTestProblems(template: string, { specs, tested, before, after }: SiteTestRun): string[] {
  const problems: string[] = [];
  const expected = specsOf(template);
  if (specs.join() !== expected.join()) problems.push(`its specs are ${specs.join(', ')}, not ${expected.join(', ')}`);
  if (tested.code !== 0) problems.push(`npm test exited with ${tested.code}`);
  if (!tested.output.includes(`${testCountOf(template)} passed`)) problems.push(`npm test did not report ${testCountOf(template)} passed`);
  const unclean = /\d+ (failed|flaky|skipped)/.exec(tested.output);
  if (unclean) problems.push(`npm test reported ${unclean[0]}`);
  // The tests build and serve a site of their own: the site's files are as they were.
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((file) => before[file] !== after[file]).sort();
  if (changed.length > 0) problems.push(`npm test changed the site's files: ${changed.join(', ')}`);
  return problems;
}
