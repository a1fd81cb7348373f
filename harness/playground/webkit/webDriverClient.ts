import { WebDriverError } from './webDriverError.ts';
import { WebDriverSession, type SendCommand, type SessionTimeouts } from './webDriverSession.ts';

/** How long a command may take when the caller names no other limit. */
export const DEFAULT_COMMAND_TIMEOUT_MS = 30_000;

/** Starting a browser takes longer than a command: MiniBrowser and its web process start from cold. */
const NEW_SESSION_TIMEOUT_MS = 60_000;

/** Error answers carry `{ error, message }` in `value` (W3C WebDriver section 6.6). */
function errorOf(value: unknown): { error: string; message: string } | null {
  if (typeof value !== 'object' || value === null || !('error' in value)) return null;
  const { error, message } = value as { error: unknown; message?: unknown };
  return { error: String(error), message: typeof message === 'string' ? message : '' };
}

/**
 * A small W3C WebDriver client over HTTP JSON (Node's fetch): every command has a time limit, and every failure is
 * a `WebDriverError` naming the command. Only the commands the WebKit runner needs; no vendor extensions.
 */
export class WebDriverClient {
  constructor(
    /** The driver's origin, such as `http://127.0.0.1:4444`. */
    readonly url: string,
    private readonly commandTimeoutMs: number = DEFAULT_COMMAND_TIMEOUT_MS,
  ) {}

  /** Sends a command; `timeoutMs` bounds the whole exchange, answer body included. */
  readonly send: SendCommand = async (method, path, body, timeoutMs = this.commandTimeoutMs) => {
    // Session ids are long and change every test: leave them out of messages.
    const command = `${method} ${path.replace(/^\/session\/[^/]+/, '/session/…')}`;
    let status = 0;
    let text: string;
    try {
      const res = await fetch(`${this.url}${path}`, {
        method,
        headers: body === undefined ? undefined : { 'Content-Type': 'application/json; charset=utf-8' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      const detail = timedOut ? `no answer within ${timeoutMs} ms` : String((error as Error).cause ?? error);
      throw new WebDriverError(command, timedOut ? 'client timeout' : 'no connection', detail, status, { cause: error });
    }
    let value: unknown;
    try {
      value = (JSON.parse(text) as { value?: unknown }).value;
    } catch {
      throw new WebDriverError(command, 'invalid answer', `HTTP ${status}, not JSON: ${text.slice(0, 200)}`, status);
    }
    const failure = errorOf(value);
    if (failure || status >= 400) {
      throw new WebDriverError(command, failure?.error ?? `HTTP ${status}`, failure?.message ?? text.slice(0, 200), status);
    }
    return value ?? null;
  };

  /** The driver's readiness (`GET /status`). */
  async status(timeoutMs = 2_000): Promise<{ ready: boolean; message: string }> {
    const value = (await this.send('GET', '/status', undefined, timeoutMs)) as { ready?: unknown; message?: unknown } | null;
    return { ready: value?.ready === true, message: typeof value?.message === 'string' ? value.message : '' };
  }

  /** Starts a browser session with these capabilities (as `alwaysMatch`) and time limits. */
  async newSession(capabilities: Record<string, unknown>, timeouts: SessionTimeouts): Promise<WebDriverSession> {
    const value = (await this.send('POST', '/session', { capabilities: { alwaysMatch: capabilities } }, NEW_SESSION_TIMEOUT_MS)) as {
      sessionId?: unknown;
    };
    if (typeof value.sessionId !== 'string') throw new WebDriverError('POST /session', 'invalid answer', 'no session id in the answer');
    const session = new WebDriverSession(this.send, value.sessionId, timeouts);
    try {
      await session.setTimeouts(timeouts);
    } catch (error) {
      await session.close().catch(() => undefined);
      throw error;
    }
    return session;
  }
}
