/**
 * `npm run demo [-- --port <p>] [--emulator-port <p>]`: starts the provider emulator and the demo host site, and
 * runs until Ctrl+C. Every flow of the widget works on this one machine: codes and links are read from the
 * emulator's dev inbox, and a development wallet stands in for a browser extension.
 */
import { parseArgs } from 'node:util';
import { EMULATOR_DEFAULT_PORT } from '@auth-widget/sdk/protocol';
import { startEmulator, type Emulator } from '@auth-widget/harness';
import { bundleSite } from './server/bundle.ts';
import { demoSite } from './server/demoPages.ts';
import { startSite, type Site } from './server/siteServer.ts';

/** The demo site's default port: next to the emulator's. */
const DEMO_DEFAULT_PORT = EMULATOR_DEFAULT_PORT + 1;

const USAGE = `Usage: npm run demo -- [--port <port>] [--emulator-port <port>] [--verbose]

  --port <port>            demo site port (default ${DEMO_DEFAULT_PORT})
  --emulator-port <port>   provider emulator port (default ${EMULATOR_DEFAULT_PORT})
  --verbose                print one line per emulator request
`;

function parsePort(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${flag} must be a port number, got "${value}"`);
  return port;
}

/** A listen error in words, with the flag that fixes it. */
function explainListenError(error: unknown, what: string, flag: string, port: number): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `${what}: port ${port} is already in use; stop the other process or pass ${flag} <port>.`;
  return `${what}: ${(error as Error).message}`;
}

/** esbuild's errors as `file:line:column: text` lines. */
function explainBuildError(error: unknown): string {
  const errors = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }).errors;
  if (!errors) return (error as Error).message;
  return errors.map((e) => (e.location ? `${e.location.file}:${e.location.line}:${e.location.column}: ${e.text}` : e.text)).join('\n');
}

async function main(): Promise<number> {
  let values: { port?: string; 'emulator-port'?: string; verbose?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        'emulator-port': { type: 'string' },
        verbose: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`demo: ${(error as Error).message}\n\n${USAGE}`);
    return 1;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  let sitePort: number;
  let emulatorPort: number;
  try {
    sitePort = parsePort(values.port, DEMO_DEFAULT_PORT, '--port');
    emulatorPort = parsePort(values['emulator-port'], EMULATOR_DEFAULT_PORT, '--emulator-port');
  } catch (error) {
    console.error(`demo: ${(error as Error).message}`);
    return 1;
  }

  const { pages, entries } = demoSite();
  let bundle;
  try {
    bundle = await bundleSite(entries);
  } catch (error) {
    console.error(`demo: the pages do not build:\n${explainBuildError(error)}`);
    return 1;
  }

  let emulator: Emulator;
  try {
    emulator = await startEmulator({ port: emulatorPort, log: values.verbose ? (line) => console.log(`emulator: ${line}`) : undefined });
  } catch (error) {
    console.error(`demo: ${explainListenError(error, 'emulator', '--emulator-port', emulatorPort)}`);
    return 1;
  }
  let site: Site;
  try {
    site = await startSite({ pages, bundle, env: { emulatorUrl: emulator.url }, port: sitePort });
  } catch (error) {
    await emulator.stop();
    console.error(`demo: ${explainListenError(error, 'demo site', '--port', sitePort)}`);
    return 1;
  }

  console.log(`emulator: ${emulator.url}`);
  console.log(`demo: ${site.url}/`);
  console.log(`inbox: ${emulator.url}/__dev/inbox`);
  console.log('Press Ctrl+C to stop.');

  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await Promise.all([site.stop(), emulator.stop()]);
  console.log('demo: stopped');
  return 0;
}

process.exit(await main());
