import { WebDriverError } from './webDriverError.ts';
import type { WebDriverSession } from './webDriverSession.ts';

/** A call from the page that waits for the runner: its id, the channel it came in on, and its JSON payload. */
interface BridgeRequest {
  id: number;
  channel: string;
  payload: unknown;
}

/** Answers the requests of one channel in Node; what it returns (JSON) resolves the page's promise. */
export type BridgeHandler = (payload: unknown) => Promise<unknown> | unknown;

/** The page's queue, under one global name. */
const STATE = '__authWidgetWebKitBridge';

/**
 * In the page: defines `window[globalName](payload) => Promise<answer>`, which queues the call for the runner.
 * Self-contained, since it runs from its source text.
 */
function defineBridgeFunction(stateName: string, globalName: string, channel: string): void {
  interface Pending {
    resolve(value: unknown): void;
    reject(error: Error): void;
  }
  interface State {
    next: number;
    queue: { id: number; channel: string; payload: unknown }[];
    pending: Record<number, Pending>;
    wake: (() => void) | null;
  }
  const w = window as unknown as Record<string, unknown>;
  const state = (w[stateName] ??= { next: 1, queue: [], pending: {}, wake: null }) as State;
  w[globalName] = (payload: unknown) =>
    new Promise((resolve, reject) => {
      const id = state.next;
      state.next += 1;
      state.pending[id] = { resolve, reject };
      state.queue.push({ id, channel, payload });
      state.wake?.();
    });
}

/**
 * In the page, as an async script: hands over the queued calls at once, or waits up to `arguments[1]` ms for the
 * first; null when the page has no bridge (another page, or one not set up).
 */
const DRAIN = `
const [stateName, waitMs] = arguments;
const done = arguments[arguments.length - 1];
const state = window[stateName];
if (!state) return done(null);
if (state.queue.length > 0) return done(state.queue.splice(0));
const timer = setTimeout(() => { state.wake = null; done([]); }, waitMs);
state.wake = () => { clearTimeout(timer); state.wake = null; done(state.queue.splice(0)); };`;

/** In the page: settles one call. A call the page no longer waits for (it navigated) is ignored. */
const ANSWER = `
const [stateName, id, ok, value] = arguments;
const pending = window[stateName] && window[stateName].pending[id];
if (!pending) return false;
delete window[stateName].pending[id];
if (ok) pending.resolve(value); else pending.reject(new Error(value));
return true;`;

/**
 * A two-way channel between a page and the runner over classic WebDriver, which has no way for a page to call Node
 * (no `exposeFunction`): the page queues each call, the runner collects the queue with an async script while it
 * waits for anything, answers each call in Node and settles the page's promise with a second script.
 */
export class PageBridge {
  private readonly handlers = new Map<string, BridgeHandler>();
  /** Handler failures, each also sent to the page as a rejection; a test reports them. */
  readonly failures: Error[] = [];

  /** Answers the calls of `channel` with `handler`. */
  serve(channel: string, handler: BridgeHandler): void {
    this.handlers.set(channel, handler);
  }

  /** The script that defines `window[globalName]` in the current page as a call on `channel`. */
  defineScript(globalName: string, channel: string): string {
    return `(${defineBridgeFunction.toString()})(${JSON.stringify(STATE)}, ${JSON.stringify(globalName)}, ${JSON.stringify(channel)});`;
  }

  /**
   * Collects the page's calls (waiting up to `waitMs` for one) and answers them. Returns false when the page has no
   * bridge, so the caller waits some other way.
   */
  async pump(session: WebDriverSession, waitMs: number): Promise<boolean> {
    let requests: BridgeRequest[] | null;
    try {
      requests = await session.executeAsync<BridgeRequest[] | null>(DRAIN, [STATE, waitMs]);
    } catch (error) {
      // The page went away while the script waited (WebKit: "Callback was not called before the unload event"):
      // its calls went with it, and the next page has no bridge until a test sets one up.
      if (error instanceof WebDriverError && error.error === 'no such frame') return false;
      throw error;
    }
    if (requests === null) return false;
    for (const request of requests) {
      const handler = this.handlers.get(request.channel);
      let ok = true;
      let value: unknown;
      try {
        if (!handler) throw new Error(`no handler for the bridge channel "${request.channel}"`);
        value = await handler(request.payload);
      } catch (error) {
        ok = false;
        const failure = error instanceof Error ? error : new Error(String(error));
        this.failures.push(failure);
        value = failure.message;
      }
      await session.execute(ANSWER, [STATE, request.id, ok, value ?? null]);
    }
    return true;
  }
}
