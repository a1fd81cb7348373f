import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addBenchRoutes } from './nextjsPages.ts';

/** The templates the bench serves from their own production server. */
export type SiteTemplate = 'nextjs' | 'sveltekit' | 'astro';

/** What a site's production server is started with, in the site's folder: `node` and `npm` run on the site's Node. */
export interface ServeCommand {
  command: 'node' | 'npm';
  args: string[];
  env: NodeJS.ProcessEnv;
}

/** What differs between the bench's sites: everything else (scaffold, install, build, serve) is `templateSite.ts`. */
export interface SiteFramework {
  /** Packages installed beside the template: the reference provider's bindings, for the Next.js reference side. */
  extraPackages: readonly string[];
  /** The bench's files that go into the site besides the shared ones (a change in one makes a new site). */
  sources: readonly string[];
  /** Adds the bench's own routes to the scaffolded site; `repo` is this checkout. */
  addRoutes?: (dir: string, repo: string) => Promise<void>;
  /** The build's output folder, removed before each build. */
  output: string;
  /** Where the floor goes: a folder whose files the production server sends as they are. */
  staticDir: string;
  /** The server sends only the files its build listed: the site is built again with the floor in `staticDir`. */
  rebuildWithFloor: boolean;
  /** The production server on `port`. */
  serve(port: number): ServeCommand;
}

/** The files every site is made of: the sdk, the scaffolder, and the bench's config and floor. */
export const SHARED_SOURCES = [
  'sdk/src',
  'sdk/scripts',
  'sdk/package.json',
  'cli/src/create',
  'harness/playground/bench/config.ts',
  'harness/playground/bench/withoutScripts.ts',
] as const;

/**
 * The three sites. Next.js is started by its own binary (the template's `start` script names port 3000); SvelteKit's
 * adapter-node and Astro's Node adapter by the template's `npm run start`, as the release test serves them: both read
 * PORT, adapter-node HOST too (Astro takes localhost from astro.config.ts). Next.js reads public/ as it starts,
 * Astro serves what is in its build's client folder, adapter-node only what its build found in static/.
 */
export const SITE_FRAMEWORKS: Record<SiteTemplate, SiteFramework> = {
  nextjs: {
    // 20.3.3 is the newest whose peer range takes the reference SDK 4.x, pinned here.
    extraPackages: ['@stytch/nextjs@20.3.3', '@stytch/vanilla-js@4.18.2'],
    sources: ['harness/playground/bench/nextjsPages.ts', 'harness/playground/conformance/referenceEndpoints.ts'],
    addRoutes: async (dir, repo) => addBenchRoutes(dir, await readFile(join(repo, 'harness/playground/conformance/referenceEndpoints.ts'), 'utf8')),
    output: '.next',
    staticDir: 'public',
    rebuildWithFloor: false,
    serve: (port) => ({
      command: 'node',
      args: ['node_modules/next/dist/bin/next', 'start', '--port', String(port), '--hostname', '127.0.0.1'],
      env: {},
    }),
  },
  sveltekit: {
    extraPackages: [],
    sources: [],
    output: 'build',
    // adapter-node serves the build's list of assets, made from static/.
    staticDir: 'static',
    rebuildWithFloor: true,
    serve: (port) => ({ command: 'npm', args: ['run', 'start'], env: { PORT: String(port), HOST: 'localhost' } }),
  },
  astro: {
    extraPackages: [],
    sources: [],
    output: 'dist',
    staticDir: 'dist/client',
    rebuildWithFloor: false,
    serve: (port) => ({ command: 'npm', args: ['run', 'start'], env: { PORT: String(port) } }),
  },
};

/** What a template's site is made of, relative to the checkout: its template, the shared files and its own. */
export function sourcesOf(template: SiteTemplate): string[] {
  return [`templates/${template}`, ...SHARED_SOURCES, ...SITE_FRAMEWORKS[template].sources];
}
