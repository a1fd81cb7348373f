import { Command } from 'commander';

/** `auth-widget emulator [--port] [--host] [--data] [--verbose]`: the same options as `npm run emulator`. */
export function emulatorCommand(): Command {
  return new Command('emulator')
    .description('Run the provider emulator (flags: --port, --host, --data, --verbose; see --help)')
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .argument('[args...]')
    .action(async (args: string[]) => {
      // Loaded on use: the emulator is most of the CLI's code, and doctor and create never need it.
      const { runEmulatorCli } = await import('@auth-widget/harness');
      process.exitCode = await runEmulatorCli(args);
    });
}
