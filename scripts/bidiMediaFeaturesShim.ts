/**
 * A stop-gap between Playwright's WebDriver BiDi driver and a stock Firefox that predates one command.
 *
 * Playwright 1.65 sends `emulation.setMediaFeaturesOverride` (the `colorScheme` emulation) to every new browser context
 * and page, and awaits the answer. Firefox 153 ESR answers "unknown command", so without this no context ever opens.
 * The shim lets the command go to the browser as usual and, only when the browser answers that very command with
 * "unknown command", hands Playwright a success instead. Every other message, and every answer of a browser that
 * knows the command, passes untouched, so the shim is inert on a newer Firefox and on Chromium (whose CDP never
 * carries that method). The cost in a Firefox that lacks the command: `colorScheme` is not emulated there.
 *
 * It wraps the `send` of Playwright's WebSocket transport, the one BiDi connections use, in the process that loads
 * it: `playwright.config.ts` installs it, and the config runs in the runner and in every worker, where browsers are
 * launched. Remove it once the Firefox the suites run has the command (Debian's firefox-esr after 153).
 */
import { createRequire } from 'node:module';

/** The one BiDi command the shim answers for a browser that does not know it. */
export const SHIMMED_COMMAND = 'emulation.setMediaFeaturesOverride';

/** A WebDriver BiDi message as it crosses the transport (command, answer or event). */
export interface BidiMessage {
  id?: number;
  method?: string;
  type?: string;
  error?: string;
  result?: unknown;
}

/** The part of Playwright's transport the shim touches. */
export interface BidiTransport {
  send(message: BidiMessage): void;
  onmessage?: ((message: BidiMessage) => void) | undefined;
}

const installed = Symbol('bidiMediaFeaturesShim');
const wrapped = Symbol('bidiMediaFeaturesShim.onmessage');

type Handler = ((message: BidiMessage) => void) & { [wrapped]?: Set<number> };
type Patchable = { prototype: BidiTransport } & { [installed]?: true };

/** Ids of shimmed commands still waiting for their answer, kept with the handler that receives answers. */
function pendingIds(transport: BidiTransport): Set<number> | null {
  const current = transport.onmessage as Handler | undefined;
  if (!current) return null;
  const existing = current[wrapped];
  if (existing) return existing;
  const ids = new Set<number>();
  const handler: Handler = (message) => {
    if (typeof message.id === 'number' && ids.delete(message.id) && message.type === 'error' && message.error === 'unknown command') {
      // The shape of a BiDi success answer; the emulation commands' result is empty.
      current({ type: 'success', id: message.id, result: {} });
      return;
    }
    current(message);
  };
  handler[wrapped] = ids;
  transport.onmessage = handler;
  return ids;
}

/** Installs the shim on a transport class (Playwright's `WebSocketTransport`); a second call does nothing. */
export function installBidiMediaFeaturesShim(Transport: Patchable): void {
  if (Transport[installed]) return;
  Transport[installed] = true;
  const send = Transport.prototype.send;
  Transport.prototype.send = function (this: BidiTransport, message: BidiMessage): void {
    if (message.method === SHIMMED_COMMAND && typeof message.id === 'number') pendingIds(this)?.add(message.id);
    send.call(this, message);
  };
}

/**
 * Installs the shim on the transport of the Playwright that `@playwright/test` runs (resolved through its own
 * dependencies, so that it is the same module instance the runner and workers load). Returns false, with a warning,
 * when that Playwright keeps its transport elsewhere: the Chromium projects must not stop over a Firefox stop-gap.
 */
export function installForPlaywrightTest(): boolean {
  try {
    const fromHere = createRequire(import.meta.url);
    const fromTest = createRequire(fromHere.resolve('@playwright/test'));
    const fromPlaywright = createRequire(fromTest.resolve('playwright'));
    const core = fromPlaywright('playwright-core/lib/coreBundle') as { server?: { WebSocketTransport?: Patchable } };
    const Transport = core.server?.WebSocketTransport;
    if (typeof Transport?.prototype?.send !== 'function') throw new Error('playwright-core exports no WebSocketTransport');
    installBidiMediaFeaturesShim(Transport);
    return true;
  } catch (error) {
    process.emitWarning(`the BiDi ${SHIMMED_COMMAND} shim is not installed (${(error as Error).message}); a Firefox that lacks the command will not open pages`);
    return false;
  }
}
