import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join, resolve } from 'node:path';
import { Command } from 'commander';
import { DEFAULT_TEST_API_URL } from '@auth-widget/sdk';
import { TEST_TOKEN_MARKER } from '@auth-widget/sdk/protocol';
import { UsageError } from '../create/options.ts';
import { siteDevCommand } from './siteDevCommand.ts';

interface DevFlags {
  config: string;
  data: string;
}

/** The parts of auth-widget.config.json the dev command reads. */
interface SiteSettings {
  publicToken?: unknown;
  endpoints?: { testApiUrl?: unknown };
}

function readSettings(path: string): SiteSettings {
  if (!existsSync(path)) throw new UsageError(`${path} does not exist: pass --config with the site's auth-widget.config.json.`);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as SiteSettings;
  } catch (error) {
    throw new UsageError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}

/** PATH with the site's node_modules/.bin first, so `vite` or `next` resolve as they do in an npm script. */
function sitePath(siteDir: string, env: NodeJS.ProcessEnv): string {
  return [join(siteDir, 'node_modules', '.bin'), env.PATH ?? ''].filter(Boolean).join(delimiter);
}

/**
 * `auth-widget dev [-- command…]`: the provider emulator (when the site uses a test public token) and the site's own
 * dev server together; Ctrl+C stops both, and the emulator's state is saved to `--data`. The emulator listens where
 * the config's `endpoints.testApiUrl` points (default 127.0.0.1:4455); an emulator already running there is used.
 */
export function devCommand(): Command {
  return new Command('dev')
    .description("Run the provider emulator and the site's dev server together (Ctrl+C stops both)")
    .option('--config <path>', 'the site settings file', 'auth-widget.config.json')
    .option('--data <path>', "the emulator's state file", '.emulator-data.json')
    .argument('[command...]', "the site's dev server (default: next or vite, found in package.json)")
    .action(async (given: string[], flags: DevFlags) => {
      const configPath = resolve(flags.config);
      const siteDir = dirname(configPath);
      const settings = readSettings(configPath);
      const site = siteDevCommand(siteDir, given);

      let emulator: { url: string; stop(): Promise<void> } | null = null;
      if (typeof settings.publicToken === 'string' && settings.publicToken.startsWith(TEST_TOKEN_MARKER)) {
        const raw = typeof settings.endpoints?.testApiUrl === 'string' ? settings.endpoints.testApiUrl : DEFAULT_TEST_API_URL;
        let apiUrl: URL;
        try {
          apiUrl = new URL(raw);
        } catch {
          throw new UsageError(`endpoints.testApiUrl (${raw}) is not a URL.`);
        }
        // Loaded on use: the emulator is most of the CLI's code.
        const { startEmulator } = await import('@auth-widget/harness');
        try {
          emulator = await startEmulator({ port: Number(apiUrl.port || 80), host: apiUrl.hostname, dataFile: resolve(siteDir, flags.data) });
          process.stdout.write(`emulator: ${emulator.url}  (inbox: ${emulator.url}/__dev/inbox)\n`);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
          process.stdout.write(`emulator: ${apiUrl.origin} is already running; using it.\n`);
        }
      }

      const child = spawn(site.program, site.args, {
        cwd: siteDir,
        stdio: 'inherit',
        env: { ...process.env, PATH: sitePath(siteDir, process.env) },
      });
      process.exitCode = await new Promise<number>((resolveExit) => {
        let stopping = false;
        const stop = () => {
          if (stopping) return;
          stopping = true;
          child.kill('SIGTERM');
        };
        // runCli turns a first SIGINT into exit 130; here Ctrl+C stops the site first and saves the emulator's state.
        process.removeAllListeners('SIGINT');
        process.on('SIGINT', stop);
        process.on('SIGTERM', stop);
        child.on('error', (error) => {
          process.stderr.write(`auth-widget dev: could not start ${site.program}: ${error.message}\n`);
          resolveExit(1);
        });
        child.on('exit', (code, signal) => resolveExit(stopping ? 0 : (code ?? (signal ? 1 : 0))));
      });
      await emulator?.stop();
    });
}
