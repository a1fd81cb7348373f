import { Command, Option } from 'commander';
import { checkIds, runDoctor } from './runDoctor.ts';
import { formatJsonReport, formatReport } from './formatReport.ts';
import { printable } from './printable.ts';
import { quoted } from './quoted.ts';

/** What `--help` adds after the options: the settings file's fields that only doctor reads. */
const HELP_AFTER = `
Besides the widget's settings, doctor reads from the settings file:
  csp    the site's Content-Security-Policy (the header's value, a string); with an API URL, the
         bot-protection check tells whether it allows the captcha and DFP scripts, frames and calls
         that the project turns on. --csp takes precedence over it.

Example:
  auth-widget doctor --api http://127.0.0.1:4455 --csp "script-src 'self' https://www.google.com/recaptcha/" bot-protection`;

/** `auth-widget doctor [--config <file>] [--json] [--strict] [--api <url>] [--csp <policy>] [check…]`. */
export function doctorCommand(): Command {
  return new Command('doctor')
    .description('Check a site\'s widget config, public token and cookie options')
    .argument('[checks...]', `only these checks (${checkIds.join(', ')})`)
    .option('-c, --config <file>', 'settings file', 'auth-widget.config.json')
    .option('--json', 'print only a JSON report on stdout')
    .option('--strict', 'exit 1 on warnings too')
    .addOption(new Option('--api <url>', 'provider API origin for the live checks (default: the config\'s endpoints)'))
    .addOption(new Option('--csp <policy>', 'the site\'s Content-Security-Policy header value, checked against what bot protection loads (default: csp in the settings file)'))
    .addHelpText('after', HELP_AFTER)
    .action(async (only: string[], options: { config: string; json?: boolean; strict?: boolean; api?: string; csp?: string }) => {
      const unknown = only.filter((id) => !checkIds.includes(id));
      if (unknown.length > 0) {
        process.stderr.write(`auth-widget doctor: unknown check ${printable(unknown.join(', '))}; valid checks: ${checkIds.join(', ')}\n`);
        process.exitCode = 1;
        return;
      }
      if (options.api) {
        try {
          const url = new URL(options.api);
          if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
        } catch {
          process.stderr.write(`auth-widget doctor: --api must be an http(s) URL, got ${quoted(options.api)}\n`);
          process.exitCode = 1;
          return;
        }
      }
      // An empty value is most often an unset shell variable, and would read as a policy that allows everything.
      if (options.csp !== undefined && options.csp.trim() === '') {
        process.stderr.write('auth-widget doctor: --csp needs the Content-Security-Policy header\'s value, such as "script-src \'self\'"\n');
        process.exitCode = 1;
        return;
      }
      const report = await runDoctor({ configPath: options.config, api: options.api, csp: options.csp, only });
      if (options.json) {
        process.stdout.write(`${formatJsonReport(report)}\n`);
      } else {
        process.stdout.write(`${formatReport(report, process.stdout.isTTY === true && !process.env.NO_COLOR)}\n`);
      }
      const warned = report.checks.some((c) => c.status === 'warn');
      process.exitCode = !report.ok || (options.strict && warned) ? 1 : 0;
    });
}
