import { SDK_BASE_PATH } from '../../src/protocol/callWire.ts';

/** One call a client made: method, path under `/sdk/v1` (or the full path outside it), and the JSON body. */
export interface RecordedCall {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

/**
 * A fetch that records every call but telemetry (`/events`) and passes it on to the real fetch, so tests can
 * check what a client sent, and that a usage error sent nothing.
 */
export function recordingFetch() {
  const calls: RecordedCall[] = [];
  const recording: typeof fetch = (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const { pathname } = new URL(href);
    const path = pathname.startsWith(SDK_BASE_PATH) ? pathname.slice(SDK_BASE_PATH.length) : pathname;
    if (path !== '/events') {
      const text = typeof init?.body === 'string' ? init.body : undefined;
      calls.push({ method: init?.method ?? 'GET', path, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined });
    }
    return fetch(input, init);
  };
  return {
    fetch: recording,
    calls,
    /** `METHOD /path` of each call, bootstrap left out (it is read once per client, whenever a flow needs it). */
    paths(): string[] {
      return calls.filter((c) => !c.path.startsWith('/projects/bootstrap/')).map((c) => `${c.method} ${c.path}`);
    },
    /** The body of the last call to a path. */
    lastBody(path: string): Record<string, unknown> | undefined {
      return calls.filter((c) => c.path === path).at(-1)?.body;
    },
  };
}
