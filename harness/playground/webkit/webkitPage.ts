import { findInPage, type TargetRole } from './findInPage.ts';
import { PageBridge } from './pageBridge.ts';
import type { ElementRef, WebDriverSession } from './webDriverSession.ts';

/** How long a step waits for the page by default: generous, for a loaded two-core machine. */
export const DEFAULT_WAIT_MS = 20_000;

/** How often a wait looks again (and how long it waits for a bridge call in between). */
const POLL_MS = 100;

/** How much of the page's text an error message quotes. */
const QUOTED_CHARS = 600;

/**
 * Esbuild (through tsx or Vitest) may wrap named inner functions in a `__name` helper that exists only in Node: every
 * script gets a stand-in.
 */
const NAME_HELPER = 'var __name = function (f) { return f; };\n';

/** The source of a function to run in the page with `arguments` as its parameters. */
function scriptOf(fn: (...args: never[]) => unknown): string {
  return `${NAME_HELPER}return (${fn.toString()}).apply(null, arguments);`;
}

/**
 * One browser tab driven over classic WebDriver, with the waits a test needs: every wait looks again until its
 * condition holds or its time runs out, and serves the page's bridge calls (wallet, passkeys) meanwhile.
 */
export class WebKitPage {
  /** Calls from the page to Node; set up channels before the page needs them. */
  readonly bridge = new PageBridge();

  constructor(readonly session: WebDriverSession) {}

  /** Loads a URL. */
  async open(url: string): Promise<void> {
    await this.session.navigate(url);
  }

  /** The URL of the page. */
  url(): Promise<string> {
    return this.session.currentUrl();
  }

  /**
   * Runs a self-contained function in the page with JSON (or element) arguments and returns its JSON result, a
   * promise awaited.
   */
  async evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.session.execute<Awaited<R>>(scriptOf(fn as (...args: never[]) => unknown), args);
  }

  /** Runs a script body (its own source text) in the page. */
  async run<R>(body: string, args: unknown[] = []): Promise<R> {
    return this.session.execute<R>(NAME_HELPER + body, args);
  }

  /** The page's URL and the start of its visible text, for messages. */
  async describe(): Promise<string> {
    try {
      const [url, text] = await Promise.all([this.url(), this.evaluate(() => document.body?.innerText ?? '')]);
      const shown = text.replace(/\s+/g, ' ').trim();
      return `page ${url} shows "${shown.length > QUOTED_CHARS ? `${shown.slice(0, QUOTED_CHARS)}…` : shown}"`;
    } catch (error) {
      return `the page could not be read (${(error as Error).message})`;
    }
  }

  private throwOnBridgeFailure(): void {
    const [failure] = this.bridge.failures;
    if (failure) throw new Error(`a bridge call from the page failed in Node: ${failure.message}`, { cause: failure });
  }

  /** Looks again until `probe` gives a value (not null, undefined or false), and returns it. */
  async waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = DEFAULT_WAIT_MS): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      this.throwOnBridgeFailure();
      const value = await probe();
      if (value !== null && value !== undefined && value !== false) return value;
      if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}; ${await this.describe()}`);
      // The bridge's poll doubles as the pause between looks.
      if (!(await this.bridge.pump(this.session, POLL_MS))) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Serves the page's bridge calls for `ms` (a ceremony that must end before a check that cannot wait). */
  async settle(ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      this.throwOnBridgeFailure();
      if (!(await this.bridge.pump(this.session, POLL_MS))) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** The first visible element of `role` named `name`, now, or null. */
  find(role: TargetRole, name: string): Promise<ElementRef | null> {
    return this.session.execute<ElementRef | null>(scriptOf(findInPage), [role, name]);
  }

  /** Waits for a visible element of `role` named `name`. */
  element(role: TargetRole, name: string, timeoutMs?: number): Promise<ElementRef> {
    return this.waitFor(`the ${role} "${name}"`, () => this.find(role, name), timeoutMs);
  }

  /**
   * Waits for the button `name` to be visible and enabled, then clicks it as a user does. A button the widget
   * re-rendered between the look and the click (a stale element reference) is looked for again, as a person's
   * second look would find the new one.
   */
  async click(name: string, tries = 3): Promise<void> {
    const button = await this.waitFor(`the enabled button "${name}"`, async () => {
      const found = await this.find('button', name);
      if (!found) return null;
      const enabled = await this.evaluate(
        (element: Element) => !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true',
        found as unknown as Element,
      ).catch((error: unknown) => {
        if (isStale(error)) return false;
        throw error;
      });
      return enabled ? found : null;
    });
    try {
      await this.session.click(button);
    } catch (error) {
      if (!isStale(error) || tries <= 1) throw error;
      await this.click(name, tries - 1);
    }
  }

  /** Empties the field labelled `label` and types `value` into it key by key. */
  async fill(label: string, value: string): Promise<void> {
    const field = await this.element('field', label);
    await this.session.clear(field);
    await this.session.sendKeys(field, value);
  }

  /** Types `keys` into the field labelled `label`, leaving what it holds (focus may move on as the page decides). */
  async type(label: string, keys: string): Promise<void> {
    await this.session.sendKeys(await this.element('field', label), keys);
  }

  /** Waits for the heading `name`. */
  async expectHeading(name: string, timeoutMs?: number): Promise<void> {
    await this.element('heading', name, timeoutMs);
  }

  /** Waits until the page's visible text contains `text`. */
  async expectText(text: string, timeoutMs?: number): Promise<void> {
    await this.waitFor(
      `the text "${text}"`,
      () => this.evaluate((wanted: string) => (document.body?.innerText ?? '').replace(/\s+/g, ' ').includes(wanted), text),
      timeoutMs,
    );
  }

  /** Waits until the page's URL satisfies `match`, and returns it. */
  async expectUrl(what: string, match: (url: URL) => boolean, timeoutMs?: number): Promise<URL> {
    return this.waitFor(
      `the URL to be ${what}`,
      async () => {
        const url = new URL(await this.url());
        return match(url) ? url : null;
      },
      timeoutMs,
    );
  }
}

/** WebDriver's error for an element that left the document after it was found (W3C WebDriver, "stale element reference"). */
function isStale(error: unknown): boolean {
  return /stale element reference/.test(String((error as Error | null)?.message ?? error));
}
