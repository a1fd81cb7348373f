import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A site's own dev server: the program and its arguments. */
export interface SiteDevCommand {
  program: string;
  args: string[];
}

/** Frameworks `auth-widget dev` recognises, with their dev command and the port their redirect URLs point to. */
const FRAMEWORKS = [
  { dependency: 'next', args: (port: string) => ['dev', '--port', port], port: '3000' },
  { dependency: 'vite', args: (port: string) => ['--port', port], port: '5173' },
] as const;

/**
 * The site's dev server: the command given after `--`, else the framework found in the site's package.json
 * (Next.js or Vite) on its default port, or on `PORT` when set. `extra` arguments go after the detected ones.
 * Throws with the fix when nothing can be found.
 */
export function siteDevCommand(siteDir: string, given: string[], env: NodeJS.ProcessEnv = process.env): SiteDevCommand {
  const [program, ...args] = given;
  if (program) return { program, args };
  const manifestPath = join(siteDir, 'package.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`No package.json in ${siteDir}: run auth-widget dev in the site's folder, or give its dev command after --.`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const deps = { ...manifest.dependencies, ...manifest.devDependencies };
  const framework = FRAMEWORKS.find((f) => deps[f.dependency]);
  if (!framework) {
    throw new Error('Found neither next nor vite in package.json: give the site\'s dev command after --, e.g. auth-widget dev -- astro dev.');
  }
  return { program: framework.dependency, args: framework.args(env.PORT ?? framework.port) };
}
