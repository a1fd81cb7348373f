import type { RequestOptions } from './network/networkTypes.ts';
import type { TelemetryBlob, TelemetrySubject } from './network/telemetryBlob.ts';

/** One entry of the telemetry batch, in the reference provider's shape: the client's telemetry and the event. */
export interface BatchEntry {
  telemetry: TelemetryBlob;
  event: Event;
}

interface Event {
  public_token: string;
  event_name: string;
  details?: Record<string, unknown>;
}

/** An event waiting for its batch: the moment and who was signed in are kept, the telemetry is built when sent. */
export interface PendingEvent {
  at: Date;
  subject: TelemetrySubject;
  event: Event;
}

/** What sending a batch takes of `Network` (the class module is not imported: it leads back to this one's loader). */
export interface EventNetwork {
  telemetry(subject: TelemetrySubject, at: Date): Promise<TelemetryBlob>;
  request<T>(request: RequestOptions): Promise<T>;
}

/**
 * Sends one telemetry batch as the reference provider's SDK does: a bare JSON array of `{ telemetry, event }`, with
 * no Authorization header (each event names its public token); each event's telemetry is built now, for its own
 * moment and subject. Telemetry never breaks a flow: a failed send is dropped.
 */
export async function sendEventBatch(network: EventNetwork, pending: PendingEvent[]): Promise<void> {
  try {
    const body = await Promise.all(
      pending.map(async ({ at, subject, event }): Promise<BatchEntry> => ({ telemetry: await network.telemetry(subject, at), event })),
    );
    await network.request({ method: 'POST', path: '/events', body, anonymous: true });
  } catch {
    // Dropped, as said above.
  }
}
