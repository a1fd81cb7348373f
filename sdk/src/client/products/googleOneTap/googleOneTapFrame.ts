import type { OneTapErrorInfo, OneTapState } from './googleOneTapTypes.ts';
import { AuthError, callMessages, clientMessages, formatApiError, isRecord } from '../../core/kernel.ts';

/*
 * The provider's helper frame ("clientside services", which One Tap goes through) in the reference provider's
 * protocol: the page posts `{ method, args }` to the frame's window with a MessageChannel port, and reads one
 * answer on its own port, `{ success: true, payload }` or `{ success: false, error }` with `error` a flattened
 * Error (its fields plus `name`, `message`). Loaded only when a page starts One Tap.
 */

/** How long the frame may take to load, and to answer one call, before the provider counts as unreachable. */
const FRAME_TIMEOUT_MS = 15_000;

/** The provider's error types that are One Tap error states; every other type is `none`. */
const STATE_OF_TYPE: Record<string, OneTapState> = {
  invalid_public_token: 'invalid_client',
  invalid_client: 'invalid_client',
  oauth_config_not_found: 'no_oauth_config_found',
  default_provider_not_allowed: 'default_provider_not_allowed',
  origin_not_allowed_for_client: 'origin_not_allowed_for_client',
  no_login_redirect_urls_set: 'no_login_redirect_urls_set',
  no_signup_redirect_urls_set: 'no_signup_redirect_urls_set',
};

/** The One Tap details of a failure of this type: its state, and its failure reason. */
export function oneTapInfo(type: string, message: string): OneTapErrorInfo {
  return {
    type,
    state: STATE_OF_TYPE[type] ?? 'none',
    reason: type === 'oauth_config_not_found' ? 'oauth_config_not_found' : type === 'user_cancel' ? 'user_cancel' : 'unknown_reason',
    message,
  };
}

/** The AuthError of a flattened error from the frame: an API error when it has an `error_type`. */
function errorFromFrame(error: unknown): AuthError {
  if (isRecord(error) && typeof error.error_type === 'string') {
    const status = typeof error.status_code === 'number' ? error.status_code : 400;
    const message = typeof error.error_message === 'string' ? error.error_message : '';
    const url = typeof error.error_url === 'string' ? error.error_url : undefined;
    return new AuthError('api_error', formatApiError(status, error.error_type, message, url), {
      cause: oneTapInfo(error.error_type, message),
      api: {
        status_code: status,
        error_type: error.error_type,
        error_message: message,
        ...(url ? { error_url: url } : {}),
        ...(typeof error.request_id === 'string' ? { request_id: error.request_id } : {}),
      },
    });
  }
  const message = isRecord(error) && typeof error.message === 'string' ? error.message : callMessages.invalidResponse;
  return new AuthError('network_error', message, { cause: oneTapInfo('unknown_reason', message) });
}

/** The hidden helper frame of one One Tap start. */
export class ClientsideServicesFrame {
  private readonly frame: HTMLIFrameElement;
  private readonly loaded: Promise<void>;
  private readonly origin: string;
  private readonly ports = new Set<MessagePort>();
  private readonly failures = new Set<(error: AuthError) => void>();
  private disposed = false;

  constructor(url: URL) {
    this.origin = url.origin;
    this.frame = document.createElement('iframe');
    this.frame.title = 'Sign-in helper';
    this.frame.setAttribute('aria-hidden', 'true');
    this.frame.tabIndex = -1;
    this.frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
    // The origin alone, even on a page whose policy is no-referrer: the provider frames the helper only for allowed
    // origins, and tells a page it does not allow why rather than leaving it to a frame the browser blocks.
    this.frame.referrerPolicy = 'origin';
    // Posting before the frame has loaded reaches the blank document that precedes it, and is lost.
    this.loaded = new Promise<void>((resolve) => this.frame.addEventListener('load', () => resolve(), { once: true }));
    this.frame.src = url.toString();
    document.body.appendChild(this.frame);
  }

  /** Calls a method with its one argument object and waits for the answer's payload. */
  async call(method: 'oneTapStart' | 'oneTapSubmit', arg: Record<string, unknown>): Promise<Record<string, unknown>> {
    await this.withTimeout(this.loaded);
    const target = this.frame.contentWindow;
    if (this.disposed || !target) throw closedError();
    const channel = new MessageChannel();
    this.ports.add(channel.port1);
    const answer = new Promise<unknown>((resolve) => {
      channel.port1.onmessage = (event: MessageEvent) => resolve(event.data);
    });
    // The target origin makes the browser drop the message if the frame was navigated to another origin; the
    // answer comes on our own port, which only the frame holds, so nothing else can answer for it.
    target.postMessage({ method, args: [arg] }, this.origin, [channel.port2]);
    try {
      const data = await this.withTimeout(answer);
      if (!isRecord(data) || typeof data.success !== 'boolean') throw new AuthError('invalid_response', callMessages.invalidResponse);
      if (!data.success) throw errorFromFrame(data.error);
      if (!isRecord(data.payload)) throw new AuthError('invalid_response', callMessages.invalidResponse);
      return data.payload;
    } finally {
      channel.port1.close();
      this.ports.delete(channel.port1);
    }
  }

  /** Rejects when the frame does not load or answer in time, or is disposed first. */
  private withTimeout<T>(promise: Promise<T>): Promise<T> {
    if (this.disposed) return Promise.reject(closedError());
    return new Promise<T>((resolve, reject) => {
      const fail = (error: AuthError) => {
        clearTimeout(timer);
        this.failures.delete(fail);
        reject(error);
      };
      const timer = setTimeout(() => fail(new AuthError('network_error', clientMessages.networkError)), FRAME_TIMEOUT_MS);
      this.failures.add(fail);
      promise.then(
        (value) => {
          clearTimeout(timer);
          this.failures.delete(fail);
          resolve(value);
        },
        (error: unknown) => fail(error instanceof AuthError ? error : new AuthError('other', String(error), { cause: error })),
      );
    });
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const port of this.ports) port.close();
    this.ports.clear();
    for (const fail of [...this.failures]) fail(closedError());
    this.frame.remove();
  }
}

function closedError(): AuthError {
  return new AuthError('user_cancellation', 'The One Tap prompt was closed.', { cause: oneTapInfo('user_cancel', 'The One Tap prompt was closed.') });
}
