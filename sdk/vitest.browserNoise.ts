import nodeConsole from 'node:console';

/**
 * happy-dom prints to its page's console what a browser's developer tools would show: every answer that is not ok,
 * a connection that drops, a fetch aborted when its frame goes away, a script it does not load. Vitest hands the
 * happy-dom environment Node's own console before it installs its per-test one, so these lines bypass Vitest's
 * per-test attribution (and `onConsoleLog`), and happy-dom has no setting that turns them off (error capturing is
 * already off under Vitest; it is not what prints them). The component and client tests provoke each of them on
 * purpose against the in-process emulator and assert what the client makes of them, so here they are only noise
 * that buries a real error. Exactly these shapes are dropped; anything else still prints.
 */
const EXPECTED: ((value: unknown) => boolean)[] = [
  // A refusal, fault or missing route, as "POST http://127.0.0.1:41234/sdk/v1/otps/authenticate 401 (Unauthorized)".
  (value) =>
    typeof value === 'string' &&
    /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/\S* \d{3} \([^)]*\)$/.test(value),
  // A dropped connection (the emulator's `drop` fault): fetch then rejects with a NetworkError the client handles.
  (value) => errorLike(value, 'Error', 'socket hang up') && (value as { code?: unknown }).code === 'ECONNRESET',
  // A pending fetch (the helper frame's page) aborted when the frame is removed or the test's window closes.
  (value) => errorLike(value, 'AbortError', 'The operation was aborted.'),
  (value) => errorLike(value, 'NetworkError', 'The operation was aborted.'),
  // happy-dom never loads script files: the One Tap tests rely on Google's script failing to load.
  (value) => errorLike(value, 'NotSupportedError', 'JavaScript file loading is disabled.'),
];

/** An Error or DOMException of this name whose message ends with `messageEnd` (by shape: they come from other realms). */
function errorLike(value: unknown, name: string, messageEnd: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { name: actualName, message } = value as { name?: unknown; message?: unknown };
  return actualName === name && typeof message === 'string' && message.endsWith(messageEnd);
}

// Node's console outlives each test file's module graph, so the filter goes on once per worker, not once per file.
const INSTALLED = Symbol.for('auth-widget.sdk.browserNoiseFilter');

/** Drops happy-dom's expected page-console errors (see `EXPECTED`); every other call goes through unchanged. */
export function filterExpectedBrowserNoise(): void {
  const target = nodeConsole as Console & { [INSTALLED]?: true };
  if (target[INSTALLED]) return;
  const error = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    if (args.length === 1 && EXPECTED.some((expected) => expected(args[0]))) return;
    error(...args);
  };
  target[INSTALLED] = true;
}
