import { Command, Option } from 'commander';
import { checkIds, runDoctor } from './runDoctor.ts';
import { formatReport } from './formatReport.ts';

/** `auth-widget doctor [--config <file>] [--json] [--strict] [--api <url>] [check…]`. */
export function doctorCommand(): Command {
  return new Command('doctor')
    .description('Check a site\'s widget config, public token and cookie options')
    .argument('[checks...]', `only these checks (${checkIds.join(', ')})`)
    .option('-c, --config <file>', 'settings file', 'auth-widget.config.json')
    .option('--json', 'print only a JSON report on stdout')
    .option('--strict', 'exit 1 on warnings too')
    .addOption(new Option('--api <url>', 'provider API origin for the live checks (default: the config\'s endpoints)'))
    .action(async (only: string[], options: { config: string; json?: boolean; strict?: boolean; api?: string }) => {
      const unknown = only.filter((id) => !checkIds.includes(id));
      if (unknown.length > 0) {
        process.stderr.write(`auth-widget doctor: unknown check ${unknown.join(', ')}; valid checks: ${checkIds.join(', ')}\n`);
        process.exitCode = 1;
        return;
      }
      if (options.api) {
        try {
          const url = new URL(options.api);
          if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
        } catch {
          process.stderr.write(`auth-widget doctor: --api must be an http(s) URL, got "${options.api}"\n`);
          process.exitCode = 1;
          return;
        }
      }
      const report = await runDoctor({ configPath: options.config, api: options.api, only });
      if (options.json) {
        process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
      } else {
        process.stdout.write(`${formatReport(report, process.stdout.isTTY === true && !process.env.NO_COLOR)}\n`);
      }
      const warned = report.checks.some((c) => c.status === 'warn');
      process.exitCode = !report.ok || (options.strict && warned) ? 1 : 0;
    });
}
