import { AuthError } from '../AuthError.ts';
import { clientMessages } from '../messages.ts';
import { loadRequestParts, preloadRequestParts } from './loadRequestParts.ts';
import type { TelemetryBlob, TelemetrySubject } from './telemetryBlob.ts';
import type { NetworkOptions, ProviderLink, RequestOptions } from './networkTypes.ts';

export type { AnswerKind, BotFieldSource, NetworkOptions, RequestOptions, SendResult } from './networkTypes.ts';

/**
 * The one way the client talks to the provider: Basic auth with the public token and
 * the session token, JSON in and out, telemetry and parent-origin headers, `data` unwrapped, errors mapped to the
 * error catalogue (`messages.ts`), and one retry with a fresh captcha token when the provider asks for one. All but
 * the session check is done by the lazily loaded request parts (`callProvider`), which every call waits for anyway.
 */
export class Network implements ProviderLink {
  readonly apiUrl: string;
  readonly options: NetworkOptions;

  constructor(options: NetworkOptions) {
    this.options = options;
    this.apiUrl = options.apiUrl.replace(/\/+$/, '');
    preloadRequestParts();
  }

  /** Who is signed in now, for the telemetry of a call or an event. */
  telemetrySubject(): TelemetrySubject {
    return this.options.telemetrySubject?.() ?? {};
  }

  /** The client telemetry of a call made now, or of an event of that moment and subject. */
  async telemetry(subject: TelemetrySubject = this.telemetrySubject(), at?: Date): Promise<TelemetryBlob> {
    return (await loadRequestParts()).telemetryBlob(subject, at);
  }

  /** The project's public token. */
  get publicToken(): string {
    return this.options.publicToken;
  }

  /** Calls the provider and returns the `data` of its answer. */
  async request<T>(request: RequestOptions): Promise<T> {
    if (request.needsSession && !this.options.sessionToken()) throw new AuthError('no_current_session', clientMessages.noCurrentSession);
    // Parts that cannot be fetched fail the call as one that cannot reach the provider.
    const parts = await loadRequestParts().catch((cause: unknown) => {
      throw new AuthError('network_error', clientMessages.networkError, { cause });
    });
    return (await parts.callProvider(this, request)) as T;
  }
}
