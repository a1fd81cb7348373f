import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { formatMessage, loadCatalogue, type Locale } from '@auth-widget/sdk/locales';

/**
 * Driving a scaffolded site: its settings, its `npm run dev` (site plus emulator), and a visitor's SMS passcode
 * sign-in in the site's language (commands themselves run through `run.ts`). Shared by the templates spec (CLI from the checkout) and the release test (CLI from a registry), so both
 * judge a site the same way. Plain waits, not Playwright's `expect`, so it runs outside the test runner too.
 */

export const TEMPLATES = ['vanilla-vite', 'react-vite', 'vue-vite', 'sveltekit', 'astro', 'nextjs'] as const;
export type Template = (typeof TEMPLATES)[number];

/** Points the site's test token at an emulator on `port`, as a site sets endpoints for its own environment. */
export function useEmulatorPort(dir: string, port: number): Promise<void> {
  return editSettings(dir, (settings) => ({ ...settings, endpoints: { testApiUrl: `http://127.0.0.1:${port}` } }));
}

/** Rewrites the site's auth-widget.config.json with `edit`, as a site owner edits it by hand. */
async function editSettings(dir: string, edit: (settings: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  const path = join(dir, 'auth-widget.config.json');
  const settings = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
  await writeFile(path, JSON.stringify(edit(settings), null, 2));
}

export interface DevServer {
  /** The site's address (localhost, as the templates' redirect URLs use). */
  site: string;
  emulator: string;
  log(): string;
  stop(): Promise<void>;
}

async function waitForHttp(url: string, timeoutMs: number, exited: () => number | null, log: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited() !== null) throw new Error(`the server exited with ${exited()}:\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${log()}`);
}

/**
 * Starts the site's `npm run dev` in its own process group (npm, the CLI, the emulator and the bundler all stop
 * together) and waits until the emulator and the site answer.
 */
export function startDev(dir: string, sitePort: number, emulatorPort: number, env: NodeJS.ProcessEnv = {}): Promise<DevServer> {
  return startSite(['run', 'dev'], dir, sitePort, emulatorPort, env);
}

/**
 * Starts the site's production build, `npm run <script>` (built before), beside the emulator as `auth-widget dev --`
 * runs them, and waits until both answer; stopped as a dev server is.
 */
export function startProduction([script, ...args]: [string, ...string[]], dir: string, sitePort: number, emulatorPort: number, env: NodeJS.ProcessEnv = {}): Promise<DevServer> {
  return startSite(['exec', '--', 'auth-widget', 'dev', '--', 'npm', 'run', script, ...(args.length > 0 ? ['--', ...args] : [])], dir, sitePort, emulatorPort, env);
}

async function startSite(npmArgs: string[], dir: string, sitePort: number, emulatorPort: number, env: NodeJS.ProcessEnv): Promise<DevServer> {
  let output = '';
  const child = spawn('npm', npmArgs, {
    cwd: dir,
    detached: true,
    env: { ...process.env, ...env, PORT: String(sitePort), NEXT_TELEMETRY_DISABLED: '1', BROWSER: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const server: DevServer = {
    site: `http://localhost:${sitePort}`,
    emulator: `http://127.0.0.1:${emulatorPort}`,
    log: () => output,
    async stop() {
      if (!child.pid) return;
      const group = -child.pid;
      // The whole group, and until it is gone: npm exits at once while a bundler may still write to the site.
      const alive = () => {
        try {
          process.kill(group, 0);
          return true;
        } catch {
          return false;
        }
      };
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(group, name);
        } catch {
          // gone in the meantime
        }
      };
      if (!alive()) return;
      signal('SIGTERM');
      for (const deadline = Date.now() + 10_000; alive() && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 100));
      if (alive()) signal('SIGKILL');
    },
  };
  try {
    await waitForHttp(`${server.emulator}/__dev`, 60_000, () => child.exitCode, server.log);
    await waitForHttp(`${server.site}/`, 180_000, () => child.exitCode, server.log);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** The latest passcode the emulator sent to `to`, waiting for it to arrive. */
export async function passcodeFor(emulator: string, to: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${emulator}/__dev/api/messages?to=${encodeURIComponent(to)}`);
    const code = ((await res.json()) as { messages: { code: string | null }[] }).messages[0]?.code;
    if (code && /^\d{6}$/.test(code)) return code;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no passcode for ${to} within ${timeoutMs} ms`);
}

/** The widget's texts an SMS passcode sign-in goes through, in the site's language. */
export interface SignInTexts {
  header: string;
  /** The tab of the phone form, shown when the widget offers more than one form. */
  phoneTab: string;
  phoneLabel: string;
  continueWithPhone: string;
  passcodeHeader: string;
  firstDigit: string;
}

/**
 * The texts of an SMS passcode sign-in in `locale`, read from the widget's catalogue of that locale: what a visitor reads,
 * so the release test's German sites are found by the shipped German texts, not by a copy of them.
 */
export async function signInTexts(locale: Locale = 'en'): Promise<SignInTexts> {
  const t = await loadCatalogue(locale);
  return {
    header: t['main.header'],
    phoneTab: t['form.tabText'],
    phoneLabel: t['common.phoneLabel'],
    continueWithPhone: t['form.continueWithPhone'],
    passcodeHeader: t['otp.header'],
    firstDigit: formatMessage(t['otp.inputLabel'], { index: 1 }, locale),
  };
}

/**
 * Moves the config's URLs on localhost (its redirect URLs) to `origin`, as a site owner does who serves the site on
 * another port: the sign-in then comes back to the site that started it.
 */
export function useSiteOrigin(dir: string, origin: string): Promise<void> {
  const move = (value: unknown): unknown => {
    if (typeof value === 'string' && /^http:\/\/localhost:\d+\//.test(value)) {
      const url = new URL(value);
      return `${origin}${url.pathname}${url.search}${url.hash}`;
    }
    if (Array.isArray(value)) return value.map(move);
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, move(inner)]));
    return value;
  };
  return editSettings(dir, (settings) => move(settings) as Record<string, unknown>);
}

/** Sets the widget's `locale` in the site's auth-widget.config.json, as a site owner would. */
export function useLocale(dir: string, locale: string): Promise<void> {
  return editSettings(dir, (settings) => ({ ...settings, locale }));
}

/**
 * A visitor signs in on the site's home page with an SMS passcode to `phone` (E.164); resolves once the account page
 * (the templates' onSuccess) shows who is signed in. The sites have every product, so the phone form is a tab.
 */
export async function signInWithSmsPasscode(page: Page, server: DevServer, phone: string, texts?: SignInTexts): Promise<void> {
  texts ??= await signInTexts();
  await page.goto(`${server.site}/`, { timeout: 120_000 });
  await page.getByRole('heading', { name: texts.header }).waitFor({ timeout: 60_000 });
  await page.getByRole('tab', { name: texts.phoneTab, exact: true }).click({ timeout: 30_000 });
  await page.getByRole('textbox', { name: texts.phoneLabel }).fill(phone);
  await page.getByRole('button', { name: texts.continueWithPhone }).click();
  await page.getByRole('heading', { name: texts.passcodeHeader }).waitFor({ timeout: 30_000 });
  const code = await passcodeFor(server.emulator, phone);
  await page.getByLabel(texts.firstDigit).focus();
  await page.keyboard.type(code);
  await page.getByText(`Signed in as ${phone}`).waitFor({ timeout: 60_000 });
}
