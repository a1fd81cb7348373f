import type { GoogleOneTapPrompt, GoogleOneTapStartOptions, OneTapErrorInfo } from './googleOneTap.ts';
import {
  AuthError,
  checkUsage,
  clientMessages,
  formatApiError,
  isErrorInfo,
  isRecord,
  pkceStore,
  type ClientContext,
} from './kernel.ts';

/*
 * The browser side of One Tap: the provider's helper frame and its message protocol. Loaded when a page first
 * starts One Tap, so the headless entry stays small for everyone else.
 */

/** How long the helper frame may take to load and say it is ready. */
const FRAME_READY_TIMEOUT_MS = 15_000;

/** Path of the helper page on the provider (served for `google` only). */
const HELPER_PATH = '/v1/public/oauth/google/onetap';


function errorFromInfo(info: OneTapErrorInfo): AuthError {
  return new AuthError('api_error', formatApiError(400, info.type, info.message), {
    cause: info,
    api: { status_code: 400, error_type: info.type, error_message: info.message },
  });
}

/**
 * The helper frame: requests go out with `postMessage` to the provider's origin only, and a message is read only
 * when it comes from that frame's window at that origin, so another frame or page cannot answer for it.
 */
class HelperFrame {
  private readonly frame: HTMLIFrameElement;
  private readonly origin: string;
  private readonly pending = new Map<number, { resolve: (result: Record<string, unknown>) => void; reject: (error: unknown) => void }>();
  private nextId = 1;
  private readonly ready: Promise<void>;
  private markReady: () => void = () => {};
  private failReady: (error: unknown) => void = () => {};
  private readyTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;

  constructor(url: URL, container: HTMLElement) {
    this.origin = url.origin;
    this.ready = new Promise<void>((resolve, reject) => {
      this.markReady = resolve;
      this.failReady = reject;
    });
    // A rejection nobody awaits yet (dispose before the first call) must not surface as unhandled.
    this.ready.catch(() => {});
    window.addEventListener('message', this.onMessage);
    this.frame = document.createElement('iframe');
    this.frame.title = 'Google One Tap helper';
    this.frame.setAttribute('aria-hidden', 'true');
    this.frame.tabIndex = -1;
    this.frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
    this.frame.src = url.toString();
    container.appendChild(this.frame);
    this.readyTimer = setTimeout(() => {
      this.failReady(new AuthError('network_error', clientMessages.networkError));
      this.dispose();
    }, FRAME_READY_TIMEOUT_MS);
  }

  private readonly onMessage = (event: MessageEvent): void => {
    if (event.origin !== this.origin || event.source !== this.frame.contentWindow) return;
    const data: unknown = event.data;
    if (!isRecord(data)) return;
    if (data.ready === true) {
      if (this.readyTimer) clearTimeout(this.readyTimer);
      this.readyTimer = null;
      this.markReady();
      return;
    }
    if (typeof data.id !== 'number') return;
    const waiting = this.pending.get(data.id);
    if (!waiting) return;
    this.pending.delete(data.id);
    if (isRecord(data.result)) waiting.resolve(data.result);
    else if (isErrorInfo(data.error)) waiting.reject(errorFromInfo(data.error));
    else waiting.reject(new AuthError('invalid_response', clientMessages.invalidResponse));
  };

  /** Sends one operation to the helper and waits for its reply. */
  async call(op: 'oneTapStart' | 'oneTapSubmit' | 'parsedPhoneNumber', args: Record<string, unknown>): Promise<Record<string, unknown>> {
    await this.ready;
    const target = this.frame.contentWindow;
    if (this.disposed || !target) throw new AuthError('user_cancellation', 'The One Tap prompt was closed.');
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      target.postMessage({ id, op, args }, this.origin);
    });
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    if (this.readyTimer) clearTimeout(this.readyTimer);
    window.removeEventListener('message', this.onMessage);
    this.frame.remove();
    this.failReady(new AuthError('user_cancellation', 'The One Tap prompt was closed.'));
    for (const waiting of this.pending.values()) waiting.reject(new AuthError('user_cancellation', 'The One Tap prompt was closed.'));
    this.pending.clear();
  }
}

function redirectOf(result: Record<string, unknown>): { redirect_url: string } {
  const value = result.redirect_url;
  if (typeof value !== 'string') throw new AuthError('invalid_response', clientMessages.invalidResponse);
  let url: URL;
  try {
    url = new URL(value);
  } catch (cause) {
    throw new AuthError('invalid_redirect_scheme', 'The One Tap redirect URL is not a valid URL.', { cause });
  }
  // Only ever navigate to http(s): a `javascript:` URL would run script in the host page.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AuthError('invalid_redirect_scheme', `Refusing to redirect to a ${url.protocol} URL after One Tap.`);
  }
  return { redirect_url: url.toString() };
}

/** Loads the helper frame and asks it for the Google account to offer; see `oauth.googleOneTap.start`. */
export async function startOneTap(ctx: ClientContext, options: GoogleOneTapStartOptions): Promise<GoogleOneTapPrompt> {
  const url = new URL(HELPER_PATH, `${ctx.apiUrl}/`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new AuthError('invalid_start_url', `Refusing to load the One Tap helper from a ${url.protocol} URL.`);
  }
  url.searchParams.set('public_token', ctx.publicToken);
  const bootstrap = await ctx.bootstrap.get();
  const redirects = {
    ...(options.login_redirect_url ? { login_redirect_url: options.login_redirect_url } : {}),
    ...(options.signup_redirect_url ? { signup_redirect_url: options.signup_redirect_url } : {}),
  };
  const frame = new HelperFrame(url, options.container ?? document.body);
  let started: Record<string, unknown>;
  try {
    started = await frame.call('oneTapStart', redirects);
  } catch (error) {
    frame.dispose();
    throw error;
  }
  const account = isRecord(started.account) ? started.account : {};
  const finish = async (op: 'oneTapSubmit' | 'parsedPhoneNumber', args: Record<string, unknown>) => {
    // Like a redirect start, the pair is stored before the redirect that ends the flow (spec section 4).
    const pair = bootstrap.pkce_required_for_oauth ? await pkceStore(ctx).start('oauth') : null;
    const result = redirectOf(await frame.call(op, { ...redirects, ...args, ...(pair ? { code_challenge: pair.code_challenge } : {}) }));
    frame.dispose();
    if (options.onSuccess) options.onSuccess(result);
    else window.location.assign(result.redirect_url);
    return result;
  };
  return {
    provider: 'google',
    account: {
      email: typeof account.email === 'string' ? account.email : '',
      name: typeof account.name === 'string' ? account.name : '',
    },
    position: options.position ?? 'embedded',
    async submit(submitOptions: { email?: string } = {}) {
      checkUsage('oauth.googleOneTap.submit', [['email', submitOptions.email, 'string', 'optional']]);
      const email = submitOptions.email ?? (typeof account.email === 'string' ? account.email : undefined);
      return finish('oneTapSubmit', email === undefined ? {} : { email });
    },
    async parsedPhoneNumber(phoneOptions: { phone_number: string }) {
      checkUsage('oauth.googleOneTap.parsedPhoneNumber', [['phone_number', phoneOptions?.phone_number, 'string']]);
      return finish('parsedPhoneNumber', { phone_number: phoneOptions.phone_number });
    },
    cancel() {
      frame.dispose();
    },
  };
}
