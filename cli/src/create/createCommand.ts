import { Command, Option } from 'commander';
import { relative } from 'node:path';
import { ask } from './ask.ts';
import { localeChoice } from './localeChoice.ts';
import { install } from './install.ts';
import { isSecretKey } from '../doctor/isSecretKey.ts';
import { ALL, DEFAULT_ANSWERS, parseList, SECRET_TOKEN_MESSAGE, TEMPLATES, UsageError, type CreateAnswers, type Template } from './options.ts';
import { detectPackageManager } from './packageManager.ts';
import { nextSteps } from './nextSteps.ts';
import { printable } from '../doctor/printable.ts';
import { scaffold } from './scaffold.ts';

interface CreateFlags {
  template?: string;
  products?: string;
  otpMethods?: string;
  oauthProviders?: string;
  publicToken?: string;
  locale?: string;
  yes?: boolean;
  overwrite?: boolean;
  install: boolean;
}

/** Prompts only with a terminal on both ends and outside CI (DESIGN "the CLI never blocks"). */
export function canPrompt(): boolean {
  return process.stdin.isTTY === true && process.stdout.isTTY === true && !process.env.CI;
}

/** The answers the flags give; values are checked here so a bad flag fails before anything is written. */
export function answersFromFlags(dir: string | undefined, flags: CreateFlags): Partial<CreateAnswers> {
  const given: Partial<CreateAnswers> = {};
  if (dir !== undefined) given.dir = dir;
  if (flags.template !== undefined) {
    if (!(TEMPLATES as readonly string[]).includes(flags.template)) {
      throw new UsageError(`Unknown template "${flags.template}". Valid templates: ${TEMPLATES.join(', ')}`);
    }
    given.template = flags.template as Template;
  }
  if (flags.products !== undefined) given.products = parseList('--products', flags.products, ALL.products);
  if (flags.otpMethods !== undefined) given.otpMethods = parseList('--otp-methods', flags.otpMethods, ALL.otpMethods);
  if (flags.oauthProviders !== undefined) given.oauthProviders = parseList('--oauth-providers', flags.oauthProviders, ALL.oauthProviders);
  if (flags.publicToken !== undefined) {
    if (!flags.publicToken.trim()) throw new UsageError('--public-token must not be empty');
    if (isSecretKey(flags.publicToken)) throw new UsageError(SECRET_TOKEN_MESSAGE);
    given.publicToken = flags.publicToken.trim();
  }
  if (flags.locale !== undefined) {
    const { locale, problem } = localeChoice(flags.locale);
    if (!locale) throw new UsageError(`--locale: ${problem}`);
    given.locale = locale;
  }
  if (given.products) {
    if (given.products.length === 0) throw new UsageError('--products needs at least one product');
    if (given.products.length === 1 && given.products[0] === 'passkeys') {
      throw new UsageError('Passkeys cannot be the only product: add another one, e.g. --products otp,passkeys');
    }
  }
  return given;
}

/** `create-auth-widget [dir]`: scaffolds a host site from a template. */
export function createCommand(name: string): Command {
  return new Command(name)
    .description('Create a host site with the auth widget')
    .argument('[dir]', 'folder for the new site')
    .addOption(new Option('-t, --template <name>', 'site template').choices([...TEMPLATES]))
    .option('-p, --products <list>', `comma-separated products (${ALL.products.join(', ')})`)
    .option('--otp-methods <list>', `comma-separated passcode methods (${ALL.otpMethods.join(', ')})`)
    .option('--oauth-providers <list>', 'comma-separated OAuth providers (google, github, …)')
    .option('--public-token <token>', 'your project\'s public token (default: the emulator\'s test token)')
    .option('--locale <tag>', 'the sign-in pages\' language, one of the widget\'s locales (default: each visitor\'s browser)')
    .option('-y, --yes', 'take the defaults for everything not given as a flag')
    .option('--overwrite', 'write into a non-empty folder')
    .option('--no-install', 'do not install dependencies')
    .action(async (dir: string | undefined, flags: CreateFlags) => {
      const given = answersFromFlags(dir, flags);
      const answers: CreateAnswers = !flags.yes && canPrompt() ? await ask(given) : { ...DEFAULT_ANSWERS, ...given };
      const { dir: target, vendored } = await scaffold(answers, { overwrite: flags.overwrite === true });
      const pm = detectPackageManager();
      const shown = relative(process.cwd(), target) || '.';
      process.stdout.write(`\nCreated a ${answers.template} site in ${printable(target)}\n`);
      if (vendored) process.stdout.write('The kit\'s packages were packed from this checkout into vendor/.\n');
      if (flags.install) {
        process.stdout.write(`\nInstalling dependencies with ${pm}…\n`);
        const code = await install(pm, target);
        if (code !== 0) {
          process.stderr.write(`${pm} install failed (exit ${code}); run it again in ${printable(shown)}.\n`);
          process.exitCode = code === 130 ? 130 : 1;
          return;
        }
      }
      const steps = nextSteps({ shown, pm, installed: flags.install });
      process.stdout.write(`\nNext steps:\n${steps.map((s) => `  ${s}`).join('\n')}\n\n`);
      process.stdout.write('The dev script starts the site and the provider emulator together; codes and links arrive in the emulator\'s inbox page.\n');
    });
}
