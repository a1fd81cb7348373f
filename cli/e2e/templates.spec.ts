import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { compareVersions, ensureNode, majorOf, withNode, type NodeBinary } from '../../scripts/ensureNode.ts';
import { inTurns } from '../../scripts/inTurns.ts';
import { runAsync } from '../../scripts/run.ts';
import { TEMPLATES, useLocale } from '../../scripts/scaffoldedSite.ts';
import { EVERY_PRODUCT, GERMAN_TEMPLATE, personEnv, runSiteTests, siteTestProblems, type SiteTestRun } from '../../scripts/siteOwnTests.ts';
import { oldestIn, oldestNodeOfSite, siteNode, templateNodes, type TemplateNode } from '../../scripts/templateNodes.ts';
import { packedKit } from '../src/create/vendorPackages.ts';

/**
 * Each template scaffolded by the built `create-auth-widget` binary with every product, without a terminal, runs its
 * own `npm test` from a clean folder, as an integrator's CI would, and passes: a sign-in with each product; one site
 * is switched to German first, as its owner would in auth-widget.config.json, and its tests pass unchanged. (The
 * path of a site from the registry, `npx create-auth-widget` to `npm run dev`, a sign-in in German and `doctor
 * --site`, is the release test's: `npm run test:release`.) `AUTH_WIDGET_TEMPLATE_NODES=oldest,24` runs each site on the
 * oldest Node its framework accepts and on Node 24 (scripts/templateNodes.ts), as `npm run test:release` does.
 */
const cliDir = fileURLToPath(new URL('..', import.meta.url));
const bin = join(cliDir, 'dist', 'bin', 'create-auth-widget.js');

test.describe.configure({ mode: 'serial' });
test.setTimeout(15 * 60_000);

/** One site to test: a template, on a Node line (undefined: the runner's own) and in a folder of its own. */
interface SiteRun {
  template: string;
  node: TemplateNode | undefined;
  name: string;
}
const nodes = templateNodes(process.env.AUTH_WIDGET_TEMPLATE_NODES);
const ALL_RUNS: SiteRun[] = TEMPLATES.flatMap((template) =>
  (nodes.length > 0 ? nodes : [undefined]).map((node) => ({ template, node, name: node === undefined ? template : `${template}-node-${node}` })),
);

/** A run's test title. */
function titleOf({ template, node }: SiteRun): string {
  const onNode = node === undefined ? '' : node === 'oldest' ? ' on the oldest Node its framework accepts' : ` on Node ${node}`;
  return `${template}${onNode}: scaffolded with every product, its own npm test signs in with each and passes`;
}

/**
 * The runs whose tests this run runs, so that only they are scaffolded: `-g vue` (in the runner's argv, which
 * Playwright records) runs one template's. Without a pattern, or with one that names no run's test by its title, all.
 */
function runsToRun(argv: string[]): SiteRun[] {
  const flag = argv.findIndex((arg) => arg === '-g' || arg === '--grep');
  const pattern = argv.find((arg) => arg.startsWith('--grep='))?.slice('--grep='.length) ?? (flag >= 0 ? argv[flag + 1] : undefined);
  if (pattern === undefined) return ALL_RUNS;
  // As Playwright reads the pattern: /source/flags, else case-insensitive.
  const literal = /^\/(.*)\/([gi]*)$/.exec(pattern);
  const grep = literal ? new RegExp(literal[1]!, literal[2]!.replace('g', '')) : new RegExp(pattern, 'i');
  const chosen = ALL_RUNS.filter((run) => grep.test(titleOf(run)));
  return chosen.length > 0 ? chosen : ALL_RUNS;
}

/**
 * How many sites run their own `npm test` side by side: a site's tests run one at a time (one worker, as
 * `defineSiteConfig` sets) on ports of their own, so two sites keep both cores busy where one left one idle.
 */
const TESTS_AT_ONCE = 2;

let root: string;
let scaffolds: Map<string, ReturnType<typeof scaffold>>;
let outcomes: Map<string, Promise<SiteOutcome>>;
/** Set once the tests are over, passed or skipped after a failure. */
let ended = false;
test.beforeAll(async () => {
  const build = spawnSync(process.execPath, [join(cliDir, 'scripts', 'build.mjs')], { cwd: cliDir, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  // Once before the scaffolds start, which would otherwise each build and pack the kit at once: built and packed
  // here unless a kit packed from these sources is kept (`npm run test:release` keeps the one it tested).
  const packing = Date.now();
  const kit = await packedKit(join(cliDir, '..'));
  process.stdout.write(`the kit for every scaffold (${dirname(kit[0]!.tarball)}) in ${((Date.now() - packing) / 1000).toFixed(1)} s\n`);
  root = await mkdtemp(join(tmpdir(), 'templates-'));
  const runs = runsToRun(test.info().config.argv);
  scaffolds = new Map(runs.map((run) => [run.name, scaffold(run)]));
  // Each site's npm test starts once its scaffold is done and a slot is free.
  const testing = inTurns(runs, TESTS_AT_ONCE, (run) => testSite(run, scaffolds.get(run.name)!));
  for (const outcome of testing) outcome.catch(() => {});
  outcomes = new Map(runs.map((run, index) => [run.name, testing[index]!]));
});
test.afterAll(async () => {
  // A failed test skips the later ones: their sites start no npm test, and what runs ends before the folder goes.
  ended = true;
  await Promise.allSettled([...(scaffolds?.values() ?? []), ...(outcomes?.values() ?? [])]);
  if (root) await rm(root, { recursive: true, force: true, maxRetries: 5 });
});

/**
 * The Node line a site is installed on: the run's major; else the runner's when the template's `engines` accept it
 * and no line is asked for; else the oldest line they accept, which is its framework's (SvelteKit and Astro refuse
 * Node 20), so that the site is installed on the Node its tests run on (npm ci refuses a lock written on another).
 */
function installLine(run: SiteRun): number {
  if (typeof run.node === 'number') return run.node;
  const manifest = JSON.parse(readFileSync(join(cliDir, '..', 'templates', run.template, 'package.json'), 'utf8')) as { engines: { node: string } };
  const oldest = oldestIn(manifest.engines.node);
  return run.node === undefined && compareVersions(process.version, oldest) >= 0 ? majorOf(process.version) : majorOf(oldest);
}

/**
 * Scaffolds a site with every product, installing it (`create-auth-widget` runs `npm install`), on the run's Node:
 * a major's, else the runner's (the framework that decides `oldest` is known once the site is installed). The sites
 * start together in `beforeAll`: an install mostly waits on the registry and the disk, so they overlap well, and
 * each test then only waits for its own.
 */
async function scaffold(run: SiteRun): Promise<{ dir: string; created: { code: number | null; output: string }; seconds: number; node: NodeBinary }> {
  const dir = join(root, `${run.name}-every-product`);
  const node = ensureNode(installLine(run));
  const begun = Date.now();
  const created = await runAsync(join(node.bin, 'node'), [bin, dir, '--template', run.template, ...EVERY_PRODUCT, '--yes'], root, {
    ...withNode(node),
    CI: 'true',
    npm_config_user_agent: `npm/11 node/v${node.version}`,
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    // Packages the registry cache holds are taken from it without asking the registry again: this suite tests the
    // templates, not the registry's answers, and each revalidation is a round trip (a third of a template's install).
    npm_config_prefer_offline: 'true',
  });
  return { dir, created, seconds: (Date.now() - begun) / 1000, node };
}

/** A command's exit code and output. */
type RunResult = Awaited<ReturnType<typeof runAsync>>;

/**
 * What a site's run found, step by step. The run stops at the first step whose result the test will fail on, so a
 * missing field is one the test never reaches.
 */
interface SiteOutcome {
  created: RunResult;
  scaffoldSeconds: number;
  installedOn: NodeBinary;
  engines?: { framework: string; range: string; oldest: string; node: NodeBinary; reinstalled?: RunResult };
  versions?: RunResult;
  tests?: SiteTestRun;
}

/**
 * The Node a site's tests run on: a major's, the one it was installed on; for `oldest` the newest of the major line
 * that holds the lowest version its framework's `engines` accept (20.19 takes Node 20); unasked, the runner's when
 * the framework accepts it, else that oldest line (SvelteKit and Astro refuse Node 20). The site is installed anew on
 * it when that is another line than the one it was installed on.
 */
async function testNode(run: SiteRun, dir: string, installedOn: NodeBinary): Promise<NonNullable<SiteOutcome['engines']>> {
  const { framework, range, oldest } = await oldestNodeOfSite(dir);
  const node =
    typeof run.node === 'number' ? installedOn : run.node === 'oldest' ? ensureNode(majorOf(oldest)) : await siteNode(dir, installedOn);
  if (compareVersions(node.version, oldest) < 0 || majorOf(node.version) === majorOf(installedOn.version)) return { framework, range, oldest, node };
  const reinstalled = await runAsync('npm', ['ci'], dir, { ...withNode(node), npm_config_audit: 'false', npm_config_fund: 'false', npm_config_prefer_offline: 'true' });
  return { framework, range, oldest, node, reinstalled };
}

/**
 * A site's own `npm test`, as its owner runs it, on the Node its framework takes, with the site's files hashed
 * before and after; it runs ahead of its Playwright test, which checks what it found.
 */
async function testSite(run: SiteRun, scaffolding: ReturnType<typeof scaffold>): Promise<SiteOutcome> {
  const { dir, created, seconds: scaffoldSeconds, node: installedOn } = await scaffolding;
  const outcome: SiteOutcome = { created, scaffoldSeconds, installedOn };
  if (created.code !== 0 || ended) return outcome;
  const engines = (outcome.engines = await testNode(run, dir, installedOn));
  if (compareVersions(engines.node.version, engines.oldest) < 0 || (engines.reinstalled && engines.reinstalled.code !== 0)) return outcome;
  const env = withNode(engines.node, personEnv());
  // npm itself, and so the site's scripts, run on that Node.
  outcome.versions = await runAsync('npm', ['version', '--json'], dir, env, { inheritEnv: false });
  if (run.template === GERMAN_TEMPLATE) await useLocale(dir, 'de');
  outcome.tests = await runSiteTests(dir, env);
  return outcome;
}

for (const run of ALL_RUNS) {
  const { template } = run;
  test(titleOf(run), async () => {
    const outcome = await (outcomes.get(run.name) ?? testSite(run, scaffolds.get(run.name) ?? scaffold(run)));
    const { created, scaffoldSeconds, installedOn, engines } = outcome;
    expect(created.code, created.output).toBe(0);
    process.stdout.write(`${run.name}: scaffold and install on Node ${installedOn.version} took ${scaffoldSeconds.toFixed(1)} s (beside the others)\n`);
    const { framework, range, oldest, node, reinstalled } = engines!;
    expect(compareVersions(node.version, oldest), `Node ${node.version} is older than ${framework}'s engines (${range}) accept`).toBeGreaterThanOrEqual(0);
    if (reinstalled) expect(reinstalled.code, reinstalled.output).toBe(0);
    process.stdout.write(`${template}: ${framework} accepts Node ${range}: its tests run on Node ${node.version}\n`);
    const versions = outcome.versions!;
    const reported = versions.output.slice(versions.output.indexOf('{'), versions.output.lastIndexOf('}') + 1);
    expect((JSON.parse(reported) as { node?: string }).node, versions.output).toBe(node.version);
    const tests = outcome.tests!;
    const seconds = tests.seconds.toFixed(1);
    test.info().annotations.push({ type: 'npm test', description: `${template} on Node ${node.version}: ${seconds} s` });
    process.stdout.write(`${template}: npm test on Node ${node.version} took ${seconds} s (beside another site's)\n`);
    expect(siteTestProblems(template, tests), tests.tested.output).toEqual([]);
  });
}
