import { PROVIDER_NAME } from '../../../protocol/constants.ts';
import { CLIENT_VERSION, TELEMETRY_SESSION_ID_FIELD, TELEMETRY_USER_ID_FIELD } from '../../../protocol/callWire.ts';

/**
 * The client telemetry the provider reads from the `X-SDK-Client` header of every call and from each telemetry event,
 * in the shape the reference provider's SDK sends: ids of the event, the page load and the browser, the time, the
 * time zone, the signed-in user and session when there are, the app (the page's host name) and the SDK (name and
 * version). The user and session ids carry the reference SDK's own field names (wire facts of the protocol module).
 */
export type TelemetryBlob = TelemetryFields & { [K in typeof TELEMETRY_USER_ID_FIELD | typeof TELEMETRY_SESSION_ID_FIELD]?: string };

interface TelemetryFields {
  event_id: string;
  app_session_id: string;
  persistent_id: string;
  client_sent_at: string;
  timezone: string;
  app: { identifier: string };
  sdk: { identifier: string; version: string };
}

/**
 * A random id in UUID form. `crypto.randomUUID` exists only in secure contexts, so a plain-http page gets the same
 * shape from `getRandomValues` (an id, not a version-4 UUID to the bit).
 */
const uuid = (): string =>
  crypto.randomUUID?.() ??
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');

/** One id for this page load, shared by every client on the page. */
const appSessionId = `app-session-id-${uuid()}`;

let zone: string | undefined;

/**
 * The browser's time zone, read once per page: the first `Intl.DateTimeFormat` of a page loads the time zone data,
 * 20 to 80 ms of main thread in Chromium, so the widget's first screen never waits on it (telemetry events read it
 * when their batch goes out, the first call after the first paint).
 */
function timeZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone;
}

/** Who is signed in, for the telemetry of a call. */
export interface TelemetrySubject {
  user_id?: string;
  session_id?: string;
}

/** A fresh telemetry blob: a new event id each call, sent now unless the moment is given (an event's, sent later). */
export function telemetryBlob(subject: TelemetrySubject = {}, sentAt: Date = new Date()): TelemetryBlob {
  return {
    event_id: `event-id-${uuid()}`,
    app_session_id: appSessionId,
    // Not kept across visits: the client stores no identifier of its own about the visitor.
    persistent_id: `persistent-id-${uuid()}`,
    client_sent_at: sentAt.toISOString(),
    timezone: timeZone(),
    [TELEMETRY_USER_ID_FIELD]: subject.user_id,
    [TELEMETRY_SESSION_ID_FIELD]: subject.session_id,
    app: { identifier: typeof location === 'undefined' ? '' : location.hostname },
    sdk: { identifier: `${PROVIDER_NAME} JavaScript SDK`, version: CLIENT_VERSION },
  };
}
