/** `npm run emulator -- [--port <p>] [--host <h>] [--data <file>]`: the provider emulator as a process. */
import { runEmulatorCli } from './runCli.ts';

process.exit(await runEmulatorCli(process.argv.slice(2)));
