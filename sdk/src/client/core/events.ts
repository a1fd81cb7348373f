import { loadRequestParts } from './network/loadRequestParts.ts';
import type { Network } from './network/Network.ts';
import type { PendingEvent } from './sendEventBatch.ts';

/** Most events in one batch, and the flush interval. */
export const EVENT_BATCH_SIZE = 15;
export const EVENT_FLUSH_MS = 800;

/**
 * Batches telemetry events: a batch goes out when it holds 15 events or 800 ms after its first event, and
 * whatever is pending goes out when the page hides, so no event is lost on navigation. Telemetry never breaks a
 * flow: a failed send is dropped. The send itself (`sendEventBatch`) comes with the other parts of calls the first
 * load goes without (`loadRequestParts`).
 */
export class EventLogger {
  private queue: PendingEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners: (() => void)[] = [];

  constructor(private readonly network: Network) {
    if (typeof window !== 'undefined' && typeof document !== 'undefined') {
      const flushOnHide = () => {
        if (document.visibilityState === 'hidden') this.flush({ keepalive: true });
      };
      const flushNow = () => this.flush({ keepalive: true });
      document.addEventListener('visibilitychange', flushOnHide);
      window.addEventListener('pagehide', flushNow);
      this.listeners.push(
        () => document.removeEventListener('visibilitychange', flushOnHide),
        () => window.removeEventListener('pagehide', flushNow),
      );
    }
  }

  log(name: string, details: Record<string, unknown> = {}): void {
    // The moment and the subject are taken now, so the telemetry says when the event happened and to whom; the rest
    // of it (the time zone's first read is slow) waits for the batch, off the path of the first screen.
    this.queue.push({
      at: new Date(),
      subject: this.network.telemetrySubject(),
      event: { public_token: this.network.publicToken, event_name: name, details },
    });
    if (this.queue.length >= EVENT_BATCH_SIZE) {
      this.flush();
      return;
    }
    this.timer ??= setTimeout(() => this.flush(), EVENT_FLUSH_MS);
  }

  /** Sends what is pending now. */
  flush(_options: { keepalive?: boolean } = {}): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const pending = this.queue.splice(0, EVENT_BATCH_SIZE);
    const sent = pending.length
      ? loadRequestParts().then(
          (parts) => parts.sendEventBatch(this.network, pending),
          () => undefined,
        )
      : Promise.resolve();
    if (this.queue.length > 0) return Promise.all([sent, this.flush()]).then(() => undefined);
    return sent;
  }

  /** Stops listening to the page (the client is being disposed). */
  dispose(): void {
    for (const remove of this.listeners) remove();
    if (this.timer) clearTimeout(this.timer);
  }
}
