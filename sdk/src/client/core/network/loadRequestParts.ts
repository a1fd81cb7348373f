import type * as requestPartsModule from './requestParts.ts';
import { freshImport } from '../freshImport.ts';
import { loadOnce } from '../loadOnce.ts';

type RequestParts = typeof requestPartsModule;

/**
 * What calls need besides the request itself (`requestParts.ts`: their telemetry, the reading of error answers, bot
 * protection's gate and captcha retry, the telemetry batch's own call), loaded once; a failed fetch is tried again by
 * the next caller.
 */
export const loadRequestParts: () => Promise<RequestParts> = loadOnce(freshImport(() => import('./requestParts.ts')));

/** Runs `task` once a browser is idle (at the latest a second later); never on a server. */
export function whenIdle(task: () => void): void {
  if (typeof window === 'undefined') return;
  const idle = globalThis.requestIdleCallback as typeof requestIdleCallback | undefined;
  if (idle) idle(task, { timeout: 1000 });
  else setTimeout(task, 0);
}

/**
 * Fetches those parts once a browser is idle after a client is made: long before a screen makes its first call,
 * without competing with the page's first paint. A call that comes first fetches them itself.
 */
export function preloadRequestParts(): void {
  whenIdle(() => void loadRequestParts().catch(() => {}));
}
