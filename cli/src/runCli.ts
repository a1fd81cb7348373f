import { CommanderError, type Command } from 'commander';
import { UsageError } from './create/options.ts';

/**
 * Runs a command line and maps outcomes to exit codes: 0 success, 1 failure (message on stderr), 130 when the
 * user pressed Ctrl+C (at a prompt or while working).
 */
export async function runCli(program: Command, argv: string[]): Promise<number> {
  const onSigint = () => process.exit(130);
  process.on('SIGINT', onSigint);
  program.exitOverride();
  program.configureOutput({ writeErr: (text) => process.stderr.write(text) });
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander already printed help or the error; help and version are successes.
      return error.exitCode === 0 || error.code === 'commander.helpDisplayed' || error.code === 'commander.version' ? 0 : 1;
    }
    if ((error as Error)?.name === 'ExitPromptError') return 130;
    const message = error instanceof UsageError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`${program.name()}: ${message}\n`);
    return 1;
  } finally {
    process.off('SIGINT', onSigint);
  }
}
