import { Command, Option } from 'commander';
import { PAGE_LIMITS } from './fetchPage.ts';
import { MAX_SITE_REQUESTS } from './fetchSite.ts';
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
  botProtection
         { "captcha": true, "dfp": false }: what the project turns on, for the site-csp check when
         there is no API URL to ask.
  webauthnDomain
         the RP ID the site's own code passes as domain to client.webauthn (the widget uses the
         page's host name), for the site-passkeys check.
  widgetElement
         the selector the site mounts the widget into, for the site-widget check; --widget-element
         takes precedence over it.

With --site <url>, doctor also fetches the running site: that page, and its redirect URLs' pages on
the same origin (at most ${MAX_SITE_REQUESTS} requests, each within ${PAGE_LIMITS.timeoutMs / 1000} s, ${PAGE_LIMITS.maxBytes / (1024 * 1024)} MB read, ${PAGE_LIMITS.maxRedirects} redirects followed).
The site-* checks then tell what a browser would refuse there: the CSP, passkeys, cookies, redirect
URLs, and whether the page has the widget's element.

Examples:
  auth-widget doctor --api http://127.0.0.1:4455 --csp "script-src 'self' https://www.google.com/recaptcha/" bot-protection
  auth-widget doctor --site http://localhost:5173/ --widget-element "#login"`;

/** An http(s) URL a flag may take, or null. */
function httpFlag(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * `auth-widget doctor [--config <file>] [--json] [--strict] [--api <url>] [--csp <policy>] [--site <url>]
 * [--widget-element <selector>] [check…]`.
 */
export function doctorCommand(): Command {
  return new Command('doctor')
    .description('Check a site\'s widget config, public token and cookie options, and with --site the running site')
    .argument('[checks...]', `only these checks (${checkIds.join(', ')})`)
    .option('-c, --config <file>', 'settings file', 'auth-widget.config.json')
    .option('--json', 'print only a JSON report on stdout')
    .option('--strict', 'exit 1 on warnings too')
    .addOption(new Option('--api <url>', 'provider API origin for the live checks (default: the config\'s endpoints)'))
    .addOption(new Option('--csp <policy>', 'the site\'s Content-Security-Policy header value, checked against what bot protection loads (default: csp in the settings file)'))
    .addOption(new Option('--site <url>', 'a running site\'s page that shows the widget: fetch it and its redirect URLs\' pages, and check them (site-* checks)'))
    .addOption(new Option('--widget-element <selector>', 'with --site, the selector the site mounts the widget into (default: widgetElement in the settings file, else [data-auth-widget] or #login)'))
    .addHelpText('after', HELP_AFTER)
    .action(async (only: string[], options: { config: string; json?: boolean; strict?: boolean; api?: string; csp?: string; site?: string; widgetElement?: string }) => {
      const unknown = only.filter((id) => !checkIds.includes(id));
      if (unknown.length > 0) {
        process.stderr.write(`auth-widget doctor: unknown check ${printable(unknown.join(', '))}; valid checks: ${checkIds.join(', ')}\n`);
        process.exitCode = 1;
        return;
      }
      if (options.api && !httpFlag(options.api)) {
        process.stderr.write(`auth-widget doctor: --api must be an http(s) URL, got ${quoted(options.api)}\n`);
        process.exitCode = 1;
        return;
      }
      if (options.site !== undefined) {
        const site = httpFlag(options.site);
        // fetch refuses a URL with credentials, and a password on a command line ends up in shell histories and logs.
        const problem = !site ? 'must be an http(s) URL' : site.username || site.password ? 'must not hold a user name or password' : null;
        if (problem) {
          process.stderr.write(`auth-widget doctor: --site ${problem}, got ${quoted(options.site)}\n`);
          process.exitCode = 1;
          return;
        }
      }
      if (options.widgetElement !== undefined && options.widgetElement.trim() === '') {
        process.stderr.write('auth-widget doctor: --widget-element needs the selector the site mounts the widget with, such as "#login"\n');
        process.exitCode = 1;
        return;
      }
      // An empty value is most often an unset shell variable, and would read as a policy that allows everything.
      if (options.csp !== undefined && options.csp.trim() === '') {
        process.stderr.write('auth-widget doctor: --csp needs the Content-Security-Policy header\'s value, such as "script-src \'self\'"\n');
        process.exitCode = 1;
        return;
      }
      const report = await runDoctor({ configPath: options.config, api: options.api, csp: options.csp, site: options.site, widgetElement: options.widgetElement, only });
      if (options.json) {
        process.stdout.write(`${formatJsonReport(report)}\n`);
      } else {
        process.stdout.write(`${formatReport(report, process.stdout.isTTY === true && !process.env.NO_COLOR)}\n`);
      }
      const warned = report.checks.some((c) => c.status === 'warn');
      process.exitCode = !report.ok || (options.strict && warned) ? 1 : 0;
    });
}
