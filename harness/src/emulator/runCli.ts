import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { EMULATOR_DEFAULT_HOST, EMULATOR_DEFAULT_PORT } from '@auth-widget/sdk/protocol';
import { normaliseAllowedHost } from './hosts.ts';
import { startEmulator, type Emulator } from './server.ts';

/** Where the CLI writes; one call per line. */
export interface CliOutput {
  stdout(line: string): void;
  stderr(line: string): void;
}

/** Options of `runEmulatorCli` besides the arguments. */
export interface RunEmulatorCliOptions {
  output?: CliOutput;
  /** Signals that stop the emulator (saving its data file first). */
  signals?: readonly NodeJS.Signals[];
}

const USAGE = `Usage: emulator [--port <port>] [--host <host>] [--allowed-host <name>]... [--data <file>] [--verbose]

Starts the provider emulator: the /sdk/v1 protocol, the OAuth pages and the dev tools (/__dev).

  --port <port>   Port to listen on (default ${EMULATOR_DEFAULT_PORT}; 0 picks a free one)
  --host <host>   Interface to bind (default ${EMULATOR_DEFAULT_HOST}, this machine only)
  --allowed-host <name>
                  Also answer requests whose Host is this name (repeatable); by default only localhost,
                  127.0.0.1, [::1] and the bound address are answered, which keeps DNS-rebinding pages out
  --data <file>   Load state from this JSON file at start if it exists, save it there on stop (written
                  atomically, owner-readable only: it holds the signing key); a file that is not the
                  emulator's is refused, never overwritten
  --verbose       Print one line per request (method, path, status)
  -h, --help      Show this help

Stop with Ctrl+C (SIGINT) or SIGTERM: the data file is saved and the process exits with 0. A second signal
while saving waits for the save to finish.`;

const processOutput: CliOutput = {
  stdout: (line) => process.stdout.write(`${line}\n`),
  stderr: (line) => process.stderr.write(`${line}\n`),
};

/** A start failure as one line a person can act on. */
function startError(error: unknown, host: string, port: number): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return `port ${port} on ${host} is already in use: stop the other process or pick another with --port`;
  if (code === 'EACCES') return `no permission to listen on port ${port}: pick a port above 1023 with --port`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return `cannot bind ${host}: it is not an address of this machine`;
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'unknown error';
}

/** A wildcard bind is reachable on loopback; print that, since a browser cannot open 0.0.0.0 everywhere. */
function browsableUrl(emulator: Emulator, host: string): string {
  if (host !== '0.0.0.0' && host !== '::') return emulator.url;
  return `http://${EMULATOR_DEFAULT_HOST}:${new URL(emulator.url).port}`;
}

/**
 * The `emulator` command: parses the flags, starts the emulator, prints where it listens, and waits for a stop
 * signal. Resolves with the exit code once the emulator is stopped (0), or at once on a bad flag or a failed start
 * (1, after one line on stderr). The caller exits with it; `cli/` reuses this as `auth-widget emulator`.
 */
export async function runEmulatorCli(argv: string[], options: RunEmulatorCliOptions = {}): Promise<number> {
  const output = options.output ?? processOutput;
  const fail = (message: string) => {
    output.stderr(`emulator: ${message}`);
    return 1;
  };
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string', short: 'p' },
        host: { type: 'string' },
        data: { type: 'string' },
        'allowed-host': { type: 'string', multiple: true },
        verbose: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return fail(`${(error as Error).message.split('\n')[0]} (see --help)`);
  }
  if (values.help) {
    output.stdout(USAGE);
    return 0;
  }
  const portText = values.port ?? String(EMULATOR_DEFAULT_PORT);
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65_535) return fail(`--port must be a whole number from 0 to 65535, not ${portText}`);
  const host = values.host ?? EMULATOR_DEFAULT_HOST;
  if (host === '') return fail('--host must not be empty');
  if (values.data === '') return fail('--data must name a file');
  const allowedHosts = values['allowed-host'] ?? [];
  const badHost = allowedHosts.find((name) => normaliseAllowedHost(name) === null);
  if (badHost !== undefined) return fail(`--allowed-host must be a host name or address without scheme, port or path, not ${JSON.stringify(badHost)}`);

  let emulator: Emulator;
  try {
    emulator = await startEmulator({
      port,
      host,
      allowedHosts,
      // npm runs workspace scripts in the package folder; INIT_CWD is where the command was typed.
      ...(values.data ? { dataFile: resolve(process.env.INIT_CWD ?? process.cwd(), values.data) } : {}),
      ...(values.verbose ? { log: output.stdout } : {}),
    });
  } catch (error) {
    return fail(startError(error, host, port));
  }
  const url = browsableUrl(emulator, host);
  output.stdout(`listening on ${emulator.url}`);
  output.stdout(`public token: ${emulator.publicToken}`);
  output.stdout(`inbox: ${url}/__dev/inbox`);

  const signals = options.signals ?? ['SIGINT', 'SIGTERM'];
  let stopRequested: () => void = () => {};
  const requested = new Promise<void>((resolve) => (stopRequested = resolve));
  let stopping = false;
  const onSignal = () => {
    // Kept installed until the save is done: Node's default would end the process mid-save. The save is atomic, so
    // even a kill leaves the previous file whole, but a second Ctrl+C must not cost the state the first one saves.
    if (stopping) {
      if (values.data) output.stderr('emulator: still saving the data file; stopping once it is written');
      return;
    }
    stopping = true;
    stopRequested();
  };
  for (const signal of signals) process.on(signal, onSignal);
  await requested;
  try {
    await emulator.stop();
  } catch (error) {
    return fail(`could not save the data file: ${(error as Error).message.split('\n')[0]}`);
  } finally {
    for (const signal of signals) process.off(signal, onSignal);
  }
  return 0;
}
