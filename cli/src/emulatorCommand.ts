import { Command } from 'commander';
import { runEmulatorCli } from '@auth-widget/harness';

/** `auth-widget emulator [--port] [--host] [--data] [--verbose]`: the same options as `npm run emulator`. */
export function emulatorCommand(): Command {
  return new Command('emulator')
    .description('Run the provider emulator (flags: --port, --host, --data, --verbose; see --help)')
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .argument('[args...]')
    .action(async (args: string[]) => {
      process.exitCode = await runEmulatorCli(args);
    });
}
