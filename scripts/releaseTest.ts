import { rmSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser as PlaywrightBrowser } from '@playwright/test';
import { DEFAULT_COOKIE_NAMES } from '@auth-widget/sdk/protocol';
import { run, runAsync } from './run.ts';
import { freePort } from './freePort.ts';
import { signInTexts, signInWithSmsPasscode, startDev, startProduction, TEMPLATES, useEmulatorPort, useLocale, type DevServer, type Template, useSiteOrigin } from './scaffoldedSite.ts';
import { withNode, type NodeBinary } from './ensureNode.ts';
import { runHarnessProject } from './releaseTest/harnessProject.ts';
import { buildAndPack, lintPackages, publish } from './releaseTest/packages.ts';
import { checkSdkUpgrade, NEW_SCRIPT_HOST } from './releaseTest/sdkUpgrade.ts';
import { ensureTools } from './releaseTest/tools.ts';
import { startRegistry, type Registry } from './releaseTest/verdaccio.ts';
import { siteNode } from './templateNodes.ts';
import { inTurns } from './inTurns.ts';
import { kitInputsHash, packedKitRoot, savePackedKit } from './packedKit.ts';
import { EVERY_PRODUCT, GERMAN_TEMPLATE, personEnv, runSiteTests, siteTestProblems } from './siteOwnTests.ts';

/**
 * `npm run test:release`: the kit as a user gets it. The three packages are built, packed, linted (publint, attw)
 * and published to a local verdaccio that proxies the public registry; then, in folders outside the repository,
 * each template is scaffolded with `npx create-auth-widget` with every product, installed, type-checked, built and
 * signed in to through its `npm run dev` in German (the `locale` of auth-widget.config.json reaches the widget),
 * checked by `auth-widget doctor --site` while it runs and again, held to full marks, under its built server
 * (`PRODUCTION_SERVERS`), and its own `npm test` passes, a sign-in with each product (scripts/siteOwnTests.ts); a fresh
 * Playwright project runs tests written against `@auth-widget/harness/fixtures`; a newer sdk whose widget loads one more script host, published after them, reaches
 * the vanilla-vite site's security headers by `npm update` alone.
 * Everything listens on 127.0.0.1 (sites on localhost) and is stopped before exit; any failure exits non-zero.
 * Templates named as arguments (`releaseTest.ts sveltekit`) are the only ones tried, and the steps that need a template
 * left out are skipped.
 */
const repo = fileURLToPath(new URL('..', import.meta.url));
/** The Node this test runs on, which every site runs on unless its framework refuses it. */
const RUNNING_NODE: NodeBinary = { version: process.version.slice(1), bin: dirname(process.execPath), source: 'path' };
const started = Date.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const step = (text: string) => process.stdout.write(`\n[${seconds(Date.now() - started)}] ${text}\n`);

/** The templates named on the command line, else all. */
function chosenTemplates(names: string[]): readonly Template[] {
  const unknown = names.filter((name) => !(TEMPLATES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`no template ${unknown.join(', ')}: the templates are ${TEMPLATES.join(', ')}`);
  return names.length > 0 ? TEMPLATES.filter((template) => names.includes(template)) : TEMPLATES;
}

/**
 * The built site's server: the npm script that serves the build, which `auth-widget dev --` runs beside the emulator on
 * the port the site's redirect URLs name (adapter-node reads HOST and PORT, Astro's Node adapter PORT; `vite preview`
 * and `next start` take it as an argument).
 */
const PRODUCTION_SERVERS: Record<Template, { script: string; args?: (port: number) => string[]; env: NodeJS.ProcessEnv }> = {
  'vanilla-vite': { script: 'preview', args: (port) => ['--port', String(port), '--strictPort'], env: {} },
  'react-vite': { script: 'preview', args: (port) => ['--port', String(port), '--strictPort'], env: {} },
  'vue-vite': { script: 'preview', args: (port) => ['--port', String(port), '--strictPort'], env: {} },
  sveltekit: { script: 'start', env: { HOST: 'localhost' } },
  astro: { script: 'start', env: {} },
  nextjs: { script: 'start', args: (port) => ['--port', String(port)], env: {} },
};

// npm run passes its own config down as npm_* variables; the user's commands below must see only the registry.
for (const key of Object.keys(process.env)) if (key.startsWith('npm_')) delete process.env[key];

const cleanups: (() => Promise<void> | void)[] = [];
let cleaned = false;
async function cleanup(): Promise<void> {
  if (cleaned) return;
  cleaned = true;
  for (const fn of cleanups.reverse()) await Promise.resolve(fn()).catch(() => undefined);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanup().finally(() => process.exit(130)));
}

/**
 * How many templates' `npx create-auth-widget` run side by side, in the order they are checked: six installs at once
 * would slow the first one, which the checks wait for, and the later ones are done long before their turn.
 */
const SCAFFOLDS_AT_ONCE = 3;
/** How many templates are checked side by side, once their site is made. */
const CHECKS_AT_ONCE = 2;

/** A template's site made by `npx create-auth-widget` (which installs it), and how long that took. */
interface Scaffold {
  dir: string;
  result: { code: number | null; output: string };
  ms: number;
}

/**
 * `npx create-auth-widget` for one template, as a user runs it, without blocking: the sites are all made at the start,
 * side by side, since an install mostly waits on the registry, and each template's checks then wait for their own.
 */
async function scaffoldSite(template: Template, root: string, userEnv: NodeJS.ProcessEnv): Promise<Scaffold> {
  const parent = join(root, template);
  await mkdir(parent);
  const begun = Date.now();
  const result = await runAsync('npx', ['create-auth-widget', 'site', '--template', template, ...EVERY_PRODUCT, '--yes'], parent, userEnv);
  return { dir: join(parent, 'site'), result, ms: Date.now() - begun };
}

/** The user's side of one template: from its `npx create-auth-widget` to a signed-in page. */
async function tryTemplate(template: Template, scaffolding: Promise<Scaffold>, userEnv: NodeJS.ProcessEnv, browser: PlaywrightBrowser) {
  const begun = Date.now();
  const { dir, result: created, ms: scaffoldMs } = await scaffolding;
  if (cleaned) throw new Error(`${template}: not checked, the release test is ending`);
  // Where the template's time goes, printed with its total: what to overlap or share when the release test is slow.
  const steps: [string, number][] = [];
  let lap = begun;
  const split = (what: string) => {
    steps.push([what, Date.now() - lap]);
    lap = Date.now();
  };
  const must = (what: string, result: { code: number | null; output: string }, step = what) => {
    if (result.code !== 0) throw new Error(`${template}: ${what} failed (exit ${result.code}):\n${result.output}`);
    split(step);
  };
  must('npx create-auth-widget', created, `npx create-auth-widget: ${seconds(scaffoldMs)} beside the others, waited for`);
  // The site runs on a Node its framework accepts: this one, else the oldest line it accepts (installed anew on it).
  const node = await siteNode(dir, RUNNING_NODE);
  const env = withNode(node, { ...userEnv, PATH: process.env.PATH });
  process.stdout.write(`  ${template}: ${node.framework} accepts Node ${node.range}: the site runs on Node ${node.version}\n`);
  // npx create-auth-widget installed the site on this Node; a site on another line is installed anew on it.
  if (node.version !== RUNNING_NODE.version) must(`npm install on Node ${node.version}`, await runAsync('npm', ['install'], dir, env));
  must('npm run typecheck', await runAsync('npm', ['run', 'typecheck'], dir, env));
  // The settings as scaffolded, which the site's own tests run with, before the edits for this test's servers.
  const settingsPath = join(dir, 'auth-widget.config.json');
  const scaffolded = await readFile(settingsPath, 'utf8');
  const emulatorPort = await freePort();
  const sitePort = await freePort();
  await useEmulatorPort(dir, emulatorPort);
  await useLocale(dir, 'de');
  // Served on a free port, the site's redirect URLs follow it, so doctor --site judges them as they are used.
  await useSiteOrigin(dir, `http://localhost:${sitePort}`);
  must('npm run build', await runAsync('npm', ['run', 'build'], dir, { ...env, NEXT_TELEMETRY_DISABLED: '1' }));
  let dev: DevServer | undefined;
  let findings: DoctorCheck[];
  let productionFindings: DoctorCheck[];
  const context = await browser.newContext();
  try {
    dev = await startDev(dir, sitePort, emulatorPort, env);
    split('npm run dev started');
    const page = await context.newPage();
    await signInWithSmsPasscode(page, dev, '+12015550123', await signInTexts('de'));
    split('signed in');
    const cookies = (await context.cookies(dev.site)).map((c) => c.name);
    for (const name of [DEFAULT_COOKIE_NAMES.opaqueToken, DEFAULT_COOKIE_NAMES.jwt]) {
      if (!cookies.includes(name)) throw new Error(`${template}: signed in without the ${name} cookie (${cookies.join(', ')})`);
    }
    await compilePages(dev.site);
    findings = await doctorSite(template, dir, dev.site, env);
    split('doctor --site under dev');
  } catch (error) {
    throw new Error(`${template}: under npm run dev (sign-in, doctor --site): ${(error as Error).message}\n${dev?.log() ?? ''}`, { cause: error });
  } finally {
    await context.close();
    await dev?.stop();
  }
  const production = PRODUCTION_SERVERS[template];
  let server: DevServer | undefined;
  try {
    server = await startProduction([production.script, ...(production.args?.(sitePort) ?? [])], dir, sitePort, emulatorPort, { ...env, ...production.env });
    productionFindings = await doctorSite(template, dir, server.site, env, { failOn: ['fail', 'warn'] });
    split(`doctor --site under npm run ${production.script}`);
  } catch (error) {
    throw new Error(`${template}: under npm run ${production.script} (doctor --site): ${(error as Error).message}\n${server?.log() ?? ''}`, { cause: error });
  } finally {
    await server?.stop();
  }
  // The site's own tests, as its owner's CI runs them: on the settings as scaffolded (one site in German), on its Node.
  const edited = await readFile(settingsPath, 'utf8');
  await writeFile(settingsPath, scaffolded);
  if (template === GERMAN_TEMPLATE) await useLocale(dir, 'de');
  const ownTests = await runSiteTests(dir, personEnv(withNode(node, { ...process.env, CI: 'true' })));
  const problems = siteTestProblems(template, ownTests);
  if (problems.length > 0) throw new Error(`${template}: its own npm test on Node ${node.version}: ${problems.join('; ')}:\n${ownTests.tested.output}`);
  split(`npm test (${ownTests.specs.length} specs${template === GERMAN_TEMPLATE ? ', in German' : ''})`);
  await writeFile(settingsPath, edited);
  return { dir, emulatorPort, ms: Date.now() - begun, steps, findings, productionFindings };
}

/** The pages every template serves, which doctor --site reads (the sign-in page and the config's redirect URLs). */
const SITE_PATHS = ['/', '/authenticate', '/reset-password', '/account', '/passkeys'];

/**
 * Asks the dev server for each page once, with time to compile it: `next dev` compiles a page on its first request,
 * which on a busy machine can take longer than the 5 s doctor gives a page, and the check is of the site, not of how
 * fast the dev server compiles.
 */
async function compilePages(site: string): Promise<void> {
  for (const path of SITE_PATHS) {
    const response = await fetch(new URL(path, site), { signal: AbortSignal.timeout(120_000) });
    await response.arrayBuffer();
  }
}

/** One check of `auth-widget doctor --json`. */
interface DoctorCheck {
  id: string;
  status: 'pass' | 'warn' | 'fail';
  message: string;
}

/**
 * `npx auth-widget doctor --site` in the site's folder, against its running server, as an integrator runs it: a check
 * whose status is in `failOn` fails the release test. Under `npm run dev` that is a failed check alone (warnings are
 * printed, since a development server is not a production one); a production server is held to full marks.
 */
async function doctorSite(
  template: Template,
  dir: string,
  site: string,
  env: NodeJS.ProcessEnv,
  { failOn = ['fail'] }: { failOn?: DoctorCheck['status'][] } = {},
): Promise<DoctorCheck[]> {
  const result = await runAsync('npx', ['auth-widget', 'doctor', '--site', `${site}/`, '--json'], dir, env);
  let checks: DoctorCheck[];
  try {
    checks = (JSON.parse(result.output.slice(result.output.indexOf('{'), result.output.lastIndexOf('}') + 1)) as { checks: DoctorCheck[] }).checks;
  } catch {
    throw new Error(`${template}: auth-widget doctor --site printed no JSON report (exit ${result.code}):\n${result.output}`);
  }
  const failed = checks.filter((check) => failOn.includes(check.status));
  if (failed.length > 0 || result.code !== 0) {
    throw new Error(`${template}: auth-widget doctor --site ${site}/ failed (exit ${result.code}):\n${failed.map((c) => `  ${c.status} ${c.id}: ${c.message}`).join('\n')}`);
  }
  return checks;
}

async function main(): Promise<void> {
  const chosen = chosenTemplates(process.argv.slice(2));
  const root = await mkdtemp(join(tmpdir(), 'auth-widget-release-'));
  cleanups.push(() => rmSync(root, { recursive: true, force: true, maxRetries: 5 }));
  const timings: [string, number][] = [];
  const timed = async <T>(label: string, fn: () => Promise<T> | T): Promise<T> => {
    step(label);
    const t = Date.now();
    const value = await fn();
    timings.push([label, Date.now() - t]);
    return value;
  };

  // The tools install (mostly a wait on the registry on a fresh machine) while the kit builds.
  const installing = ensureTools(repo);
  installing.catch(() => {});
  const packsDir = join(root, 'packs');
  await mkdir(packsDir);
  // Hashed before the build and the CLI's prepack, which write only what the hash leaves out.
  const kitKey = kitInputsHash(repo);
  const { build, packed } = await timed('build and pack', () => buildAndPack(repo, packsDir));
  process.stdout.write(`  the sdk and the harness: ${build === 'built' ? 'built' : 'their build of these sources kept'}\n`);
  const tools = await timed('tools (verdaccio, publint, attw), installed beside the build', () => installing);
  const lints = await timed('publint and attw', () => lintPackages(tools, packed, root));
  for (const l of lints) process.stdout.write(`  ${l.name}: publint: ${l.publint}; attw: ${l.attw}\n`);
  // The scaffold tests, the packed project and the templates project install these same tarballs rather than packing the kit again.
  const kept = await savePackedKit(packedKitRoot(repo), kitKey, packed);
  process.stdout.write(`  kept for the scaffold tests and the packed project in ${dirname(kept[0]!.tarball)}\n`);

  const upstream = (run('npm', ['config', 'get', 'registry'], root).output.trim().split('\n')[0] ?? '') || 'https://registry.npmjs.org/';
  const registry: Registry = await timed('start verdaccio', async () => {
    await mkdir(join(root, 'registry'));
    return startRegistry(tools.verdaccio, join(root, 'registry'), upstream);
  });
  cleanups.push(() => registry.stop());
  process.stdout.write(`  ${registry.url} (proxying ${upstream})\n`);
  await timed('publish', () => publish(packed, registry.url, registry.authFlag, root));

  // The user's npm: the local registry, and a cache of this test's own, so npx cannot run a CLI an earlier run
  // left in its cache under the same version. The cache lives beside the tools and is reused: tarballs are
  // content-addressed, so only the packages published above are fetched anew; npx's folder is cleared.
  const cache = join(repo, 'node_modules', '.cache', 'auth-widget-release', 'npm-cache');
  await rm(join(cache, '_npx'), { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    npm_config_registry: registry.url,
    npm_config_cache: cache,
    // ~/.npmrc may say yes=false; a user at a terminal answers npx's "Ok to proceed?" with yes.
    npm_config_yes: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    CI: 'true',
  };

  // The browser as the sites' own suites choose it; imported once the build above has made the harness's dist/.
  const { chromiumLaunchOptions } = await import('@auth-widget/harness/fixtures');
  const launchOptions = chromiumLaunchOptions();
  const browser = await chromium.launch(launchOptions);
  cleanups.push(() => browser.close());
  const sites: Partial<Record<Template, { dir: string; emulatorPort: number }>> = {};
  const perTemplate: [Template, number][] = [];
  const scaffolding = inTurns(chosen, SCAFFOLDS_AT_ONCE, (template) => scaffoldSite(template, root, env));
  // A scaffold that cannot start fails its template's checks, in their turn.
  for (const scaffold of scaffolding) scaffold.catch(() => {});
  // Two templates are checked side by side: most of a check is one process at a time (an install, a type check, a
  // build, a server and a browser page), so two keep both cores busy.
  const checking = inTurns(chosen, CHECKS_AT_ONCE, (template) => tryTemplate(template, scaffolding[chosen.indexOf(template)]!, env, browser));
  for (const check of checking) check.catch(() => {});
  // A failed check leaves the later scaffolds and the other check running: they end before their folders go.
  cleanups.push(async () => void (await Promise.allSettled([...scaffolding, ...checking])));
  for (const [index, template] of chosen.entries()) {
    const site = await timed(`template ${template}`, () => checking[index]!);
    sites[template] = site;
    perTemplate.push([template, site.ms]);
    process.stdout.write(`  ${template}: ${seconds(site.ms)} beside another template's checks, from waiting for its npx create-auth-widget to doctor under its built server\n`);
    process.stdout.write(`    ${site.steps.map(([what, ms]) => `${what} ${seconds(ms)}`).join(', ')}\n`);
    const passed = site.findings.filter((check) => check.status === 'pass').length;
    process.stdout.write(`  ${template}: doctor --site under npm run dev: ${passed} of ${site.findings.length} checks passed\n`);
    for (const check of site.findings.filter((c) => c.status !== 'pass')) process.stdout.write(`    ${check.status} ${check.id}: ${check.message}\n`);
    const passedBuilt = site.productionFindings.filter((check) => check.status === 'pass').length;
    process.stdout.write(`  ${template}: doctor --site under its production server: ${passedBuilt} of ${site.productionFindings.length} checks passed\n`);
  }

  // A site keeps its files: a newer sdk that loads a script from one more host reaches its policy by npm update alone.
  const vanilla = sites['vanilla-vite'];
  if (vanilla) {
    const upgraded = await timed('vanilla-vite: npm update @auth-widget/sdk brings a new script host into the CSP', () =>
      checkSdkUpgrade({
        site: vanilla.dir,
        sdkTarball: packed.find((p) => p.name === '@auth-widget/sdk')!.tarball,
        work: root,
        env,
        publish: (tarball) => publish([{ name: '@auth-widget/sdk', tarball }], registry.url, registry.authFlag, root),
      }),
    );
    process.stdout.write(`  vanilla-vite: @auth-widget/sdk ${upgraded.from} to ${upgraded.to}: its preview policy now allows ${NEW_SCRIPT_HOST}\n`);
  } else step('skipped: the sdk upgrade of the vanilla-vite site (not among the templates tried)');

  const site = sites['react-vite'];
  if (site) {
    // The harness project's tests read the widget's English texts, as most integrators' do: the site, built in German
    // above, is built again in English.
    await useLocale(site.dir, 'en');
    const rebuilt = run('npm', ['run', 'build'], site.dir, env);
    if (rebuilt.code !== 0) throw new Error(`react-vite: npm run build in English failed (exit ${rebuilt.code}):\n${rebuilt.output}`);
    const playwrightVersion = (JSON.parse(await readFile(join(repo, 'node_modules', '@playwright', 'test', 'package.json'), 'utf8')) as { version: string }).version;
    const report = await timed('@auth-widget/harness in a fresh Playwright project', async () =>
      runHarnessProject({
        dir: join(root, 'harness-user'),
        siteDir: site.dir,
        sitePort: await freePort(),
        emulatorPort: site.emulatorPort,
        playwrightVersion,
        launchOptions,
        env,
      }),
    );
    process.stdout.write(report.split('\n').filter((line) => /✓|✘|passed|failed/.test(line)).map((line) => `  ${line.trim()}\n`).join(''));
  } else step('skipped: @auth-widget/harness in a fresh Playwright project (it tests the react-vite site, not among the templates tried)');

  process.stdout.write('\nRelease test passed.\n');
  for (const [label, ms] of timings) process.stdout.write(`  ${label.padEnd(52)} ${seconds(ms)}\n`);
  process.stdout.write(`Per template, ${CHECKS_AT_ONCE} checked side by side (their npx create-auth-widget ${SCAFFOLDS_AT_ONCE} at a time from the start):\n`);
  for (const [template, ms] of perTemplate) process.stdout.write(`  ${template.padEnd(52)} ${seconds(ms)}\n`);
  process.stdout.write(`Total ${seconds(Date.now() - started)}\n`);
}

try {
  await main();
} catch (error) {
  process.exitCode = 1;
  process.stderr.write(`\nRelease test failed after ${seconds(Date.now() - started)}:\n${(error as Error).stack ?? error}\n`);
} finally {
  await cleanup();
}
