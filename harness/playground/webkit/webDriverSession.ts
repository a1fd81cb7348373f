import { WebDriverError } from './webDriverError.ts';

/** Sends one WebDriver command and resolves with the `value` of its answer; rejects with a `WebDriverError`. */
export type SendCommand = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, timeoutMs?: number) => Promise<unknown>;

/** The key of a web element reference in WebDriver JSON (W3C WebDriver section 12.1). */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** An element of the page as WebDriver refers to it; scripts receive and return the element itself. */
export interface ElementRef {
  [ELEMENT_KEY]: string;
}

/** The session's own limits (W3C WebDriver section 9), in milliseconds. */
export interface SessionTimeouts {
  /** An executed script, async ones included. */
  script: number;
  /** A navigation, until the page's load event. */
  pageLoad: number;
}

/** What the HTTP exchange may add to the driver's own limit before the client gives up on it. */
const MARGIN_MS = 5_000;

/** True for a value that is a web element reference. */
export function isElementRef(value: unknown): value is ElementRef {
  return typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[ELEMENT_KEY] === 'string';
}

/** One browser session of a WebDriver driver: the classic commands the WebKit runner uses. */
export class WebDriverSession {
  constructor(
    private readonly send: SendCommand,
    /** The driver's session id. */
    readonly id: string,
    private timeouts: SessionTimeouts,
  ) {}

  private command(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, timeoutMs?: number): Promise<unknown> {
    return this.send(method, `/session/${this.id}${path}`, body, timeoutMs);
  }

  /** Sets the script and page-load limits; the client's own limits follow them. */
  async setTimeouts(timeouts: SessionTimeouts): Promise<void> {
    await this.command('POST', '/timeouts', { script: timeouts.script, pageLoad: timeouts.pageLoad, implicit: 0 });
    this.timeouts = timeouts;
  }

  /** Loads a URL and waits for its load event. */
  async navigate(url: string): Promise<void> {
    await this.command('POST', '/url', { url }, this.timeouts.pageLoad + MARGIN_MS);
  }

  /** The URL of the top-level page. */
  async currentUrl(): Promise<string> {
    return String(await this.command('GET', '/url'));
  }

  /** Every element matching a CSS selector, in document order. */
  async findElements(css: string): Promise<ElementRef[]> {
    return (await this.command('POST', '/elements', { using: 'css selector', value: css })) as ElementRef[];
  }

  /** Clicks an element the way a user does: scrolled into view, at its centre, refused when something covers it. */
  async click(element: ElementRef): Promise<void> {
    await this.command('POST', `/element/${element[ELEMENT_KEY]}/click`, {});
  }

  /** Empties an editable element. */
  async clear(element: ElementRef): Promise<void> {
    await this.command('POST', `/element/${element[ELEMENT_KEY]}/clear`, {});
  }

  /** Focuses an element and types `text` as key presses (to whatever has focus as typing goes on). */
  async sendKeys(element: ElementRef, text: string): Promise<void> {
    await this.command('POST', `/element/${element[ELEMENT_KEY]}/value`, { text });
  }

  /**
   * Runs a function body in the page (`arguments` are `args`; elements pass as references both ways) and returns
   * what it returns, a promise awaited.
   */
  async execute<T>(body: string, args: unknown[] = []): Promise<T> {
    return (await this.command('POST', '/execute/sync', { script: body, args }, this.timeouts.script + MARGIN_MS)) as T;
  }

  /** Runs a function body whose last argument is the callback that ends it with a value, within the script limit. */
  async executeAsync<T>(body: string, args: unknown[] = []): Promise<T> {
    return (await this.command('POST', '/execute/async', { script: body, args }, this.timeouts.script + MARGIN_MS)) as T;
  }

  /** The value of a cookie of the current page's origin, or null when there is none. */
  async cookie(name: string): Promise<string | null> {
    try {
      const value = (await this.command('GET', `/cookie/${encodeURIComponent(name)}`)) as { value?: unknown };
      return typeof value.value === 'string' ? value.value : null;
    } catch (error) {
      if (error instanceof WebDriverError && error.error === 'no such cookie') return null;
      throw error;
    }
  }

  /** A PNG of the viewport. */
  async screenshot(): Promise<Buffer> {
    return Buffer.from(String(await this.command('GET', '/screenshot')), 'base64');
  }

  /** Ends the session, which closes its browser. */
  async close(): Promise<void> {
    await this.command('DELETE', '');
  }
}
