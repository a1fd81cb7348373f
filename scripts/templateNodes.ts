import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compareVersions, ensureNode, majorOf, type NodeBinary } from './ensureNode.ts';

/**
 * Which Node a scaffolded site runs its tests on. `AUTH_WIDGET_TEMPLATE_NODES` lists them, comma-separated: a major
 * (`24`), or `oldest`, the oldest Node the site's framework accepts, read from the `engines` of the framework's own
 * package.json in the site's node_modules once it is installed. Unset, a site runs on the Node that runs the suite.
 */
export type TemplateNode = number | 'oldest';

/** The Node lines `AUTH_WIDGET_TEMPLATE_NODES` asks for; empty when unset (the running Node alone). */
export function templateNodes(value: string | undefined): TemplateNode[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.map((entry) => {
    if (entry === 'oldest') return entry;
    const major = Number(entry);
    if (!Number.isInteger(major) || major <= 0) throw new Error(`AUTH_WIDGET_TEMPLATE_NODES: "${entry}" is neither a Node major nor "oldest"`);
    return major;
  });
}

/** The packages whose `engines` decide a site's oldest Node, each framework before the build tool it runs on. */
export const FRAMEWORKS = ['next', '@sveltejs/kit', 'astro', 'vite'] as const;

/** The framework among a site's dependencies (its package.json). */
export function frameworkOf(manifest: { dependencies?: Record<string, string>; devDependencies?: Record<string, string> }): (typeof FRAMEWORKS)[number] {
  const deps = { ...manifest.dependencies, ...manifest.devDependencies };
  const framework = FRAMEWORKS.find((name) => name in deps);
  if (!framework) throw new Error(`no framework of ${FRAMEWORKS.join(', ')} among the site's dependencies: add the one whose engines decide its oldest Node`);
  return framework;
}

/**
 * The lowest version an `engines.node` range accepts: the least of its alternatives' lower bounds (`^20.19.0 ||
 * >=22.12.0` → 20.19.0, `>=20.9` → 20.9.0). A range with no lower bound it can read is refused rather than guessed.
 */
export function oldestIn(range: string): string {
  const bounds = range.split('||').map((alternative) => {
    const match = /^\s*(?:\^|~|>=|=)?\s*v?(\d+)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?(?:\s|$)/.exec(alternative);
    if (!match) throw new Error(`engines.node "${range}": no lower bound in "${alternative.trim()}"`);
    return [match[1], match[2], match[3]].map((part) => (part === undefined || part === 'x' || part === '*' ? 0 : Number(part))).join('.');
  });
  return bounds.sort(compareVersions)[0]!;
}

/** The oldest Node an installed site's framework accepts, and which framework says so. */
export async function oldestNodeOfSite(dir: string): Promise<{ framework: string; range: string; oldest: string }> {
  const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as Parameters<typeof frameworkOf>[0];
  const framework = frameworkOf(manifest);
  const installed = JSON.parse(await readFile(join(dir, 'node_modules', framework, 'package.json'), 'utf8')) as { engines?: { node?: string } };
  const range = installed.engines?.node;
  if (!range) throw new Error(`${framework} names no Node in its engines`);
  return { framework, range, oldest: oldestIn(range) };
}

/**
 * The Node an installed site runs on when no line is asked for: `current` (the running Node) when the site's
 * framework accepts it, else the newest of the line that holds the oldest version it accepts (SvelteKit 3 and Astro 7
 * refuse Node 20: they get 22), fetched when the machine lacks it.
 */
export async function siteNode(
  dir: string,
  current: NodeBinary,
  lookup?: Parameters<typeof ensureNode>[1],
): Promise<NodeBinary & { framework: string; range: string }> {
  const { framework, range, oldest } = await oldestNodeOfSite(dir);
  const node = compareVersions(current.version, oldest) >= 0 ? current : ensureNode(majorOf(oldest), lookup);
  return { ...node, framework, range };
}
