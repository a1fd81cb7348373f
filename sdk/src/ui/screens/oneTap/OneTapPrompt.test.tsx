import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from '../../../client/core/AuthError.ts';
import type { AuthClient } from '../../../client/createAuthClient.ts';
import {
  oneTapErrorInfo,
  type GoogleOneTapPrompt,
  type GoogleOneTapStartOptions,
  type OneTapErrorInfo,
  type OneTapState,
} from '../../../client/products/googleOneTap/googleOneTap.ts';
import { setupEmulatorClient } from '../../../../test/client/setupEmulatorClient.ts';
import type { OneTapPosition, WidgetConfig } from '../../config.ts';
import { en } from '../../strings/en.ts';
import { renderWidget } from '../../../../test/ui/renderWidget.tsx';
import { ONE_TAP_DEFAULT_HEIGHT, ONE_TAP_RESIZE_DEBOUNCE_MS } from './useHelperFrameHeight.ts';

const env = setupEmulatorClient();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const oneTapConfig = (position?: OneTapPosition): WidgetConfig => ({
  products: ['oauth'],
  oauthOptions: {
    providers: [{ type: 'google', one_tap: true, ...(position ? { position } : {}) }],
    loginRedirectURL: 'http://localhost:3000/login',
    signupRedirectURL: 'http://localhost:3000/signup',
  },
});

/**
 * happy-dom runs neither the provider's helper frame nor Google's script, so `googleOneTap.start` is replaced: it
 * draws a frame where Google's embedded prompt would go (resize messages are checked against it) and settles as
 * the client would. The real frame and prompt are exercised by the Playwright spec.
 */
function stubOneTap(client: AuthClient, answer: { error?: AuthError } = {}) {
  const started: GoogleOneTapStartOptions[] = [];
  let settle: { resolve: (value: { redirect_url: string }) => void; reject: (error: unknown) => void } | null = null;
  const result = new Promise<{ redirect_url: string }>((resolve, reject) => (settle = { resolve, reject }));
  const prompt = {
    provider: 'google' as const,
    position: 'embedded' as const,
    google_client_id: 'client.apps.googleusercontent.com',
    result,
    cancel: vi.fn(),
  } satisfies GoogleOneTapPrompt;
  vi.spyOn(client.oauth.googleOneTap, 'start').mockImplementation(async (options = {}) => {
    started.push(options);
    if (answer.error) throw answer.error;
    const parent = options.prompt_parent_id ? document.getElementById(options.prompt_parent_id) : null;
    parent?.appendChild(document.createElement('iframe'));
    return prompt;
  });
  return { started, prompt, settle: () => settle! };
}

function helperError(state: OneTapState, reason: OneTapErrorInfo['reason'] = 'unknown_reason'): AuthError {
  const info: OneTapErrorInfo = { type: state, state, reason, message: `provider says ${state}` };
  return new AuthError('api_error', `[400] ${state}`, { cause: info, api: { status_code: 400, error_type: state, error_message: info.message } });
}

describe('One Tap prompt', () => {
  it('gives Google a box in place of the Google button, 47px high by default', async () => {
    const client = env.client();
    const { started } = stubOneTap(client);
    const { container } = renderWidget(client, oneTapConfig());
    await waitFor(() => expect(container.querySelector('.aw-one-tap')?.getAttribute('data-state')).toBe('ready'), { timeout: 4000 });
    const box = container.querySelector<HTMLElement>('.aw-one-tap')!;
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    expect(box.getAttribute('data-placement')).toBe('embedded');
    expect(box.style.height).toBe(`${ONE_TAP_DEFAULT_HEIGHT}px`);
    expect(started[0]).toMatchObject({ login_redirect_url: 'http://localhost:3000/login', signup_redirect_url: 'http://localhost:3000/signup' });
    // Google draws its embedded prompt into the element of that id, inside the widget.
    expect(box.querySelector(`[id="${started[0]?.prompt_parent_id}"] iframe`)).not.toBeNull();
  });

  it('lets Google float its prompt for the floating positions', async () => {
    const client = env.client();
    const { started } = stubOneTap(client);
    const { container } = renderWidget(client, oneTapConfig('floatingOrEmbedded'));
    await waitFor(() => expect(container.querySelector('.aw-one-tap')?.getAttribute('data-state')).toBe('ready'));
    expect(container.querySelector('.aw-one-tap')?.getAttribute('data-placement')).toBe('floating');
    expect(started[0]?.prompt_parent_id).toBeUndefined();
  });

  it('is not used with the embeddedOnly position: Google is a normal button', async () => {
    const client = env.client();
    const start = vi.spyOn(client.oauth.googleOneTap, 'start');
    renderWidget(client, oneTapConfig('embeddedOnly'));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(start).not.toHaveBeenCalled();
  });

  it('reports the start when Google hands over the ID token', async () => {
    const client = env.client();
    const { started } = stubOneTap(client);
    const { events } = renderWidget(client, oneTapConfig());
    await waitFor(() => expect(started).toHaveLength(1));
    act(() => started[0]?.onSubmit?.());
    expect(events).toContainEqual({ type: 'one_tap_start', data: { provider: 'google' } });
  });

  it('falls back to the Google button when Google\'s prompt is closed, reporting user_cancel without a message', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = env.client();
    const { settle } = stubOneTap(client);
    const { container, errors } = renderWidget(client, oneTapConfig());
    await waitFor(() => expect(container.querySelector('.aw-one-tap')?.getAttribute('data-state')).toBe('ready'));
    const info: OneTapErrorInfo = { type: 'user_cancel', state: 'none', reason: 'user_cancel', message: 'The One Tap prompt was dismissed.' };
    act(() => settle().reject(new AuthError('user_cancellation', info.message, { cause: info })));
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(oneTapErrorInfo(errors[0])?.reason).toBe('user_cancel');
    expect(container.querySelector('.aw-banner')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  const states: [OneTapState, keyof typeof en][] = [
    ['origin_not_allowed_for_client', 'oneTap.originNotAllowed'],
    ['invalid_client', 'oneTap.invalidClient'],
    ['no_oauth_config_found', 'oneTap.noOAuthConfig'],
    ['no_login_redirect_urls_set', 'oneTap.noLoginRedirect'],
    ['no_signup_redirect_urls_set', 'oneTap.noSignupRedirect'],
    ['default_provider_not_allowed', 'oneTap.defaultProviderNotAllowed'],
  ];

  it.each(states)('tells the integrator about %s on the console and in a warning banner', async (state, key) => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = env.client();
    const error = helperError(state, state === 'no_oauth_config_found' ? 'oauth_config_not_found' : 'unknown_reason');
    stubOneTap(client, { error });
    const { container, errors } = renderWidget(client, oneTapConfig());
    const expected = en[key].replace('{origin}', window.location.origin);
    await waitFor(() => expect(container.querySelector('.aw-banner')?.textContent).toBe(expected));
    expect(container.querySelector('.aw-banner')?.getAttribute('data-variant')).toBe('warning');
    expect(consoleError).toHaveBeenCalledWith(expected);
    expect(errors).toEqual([error]);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('logs a failure that is not a configuration state without a banner', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = env.client();
    stubOneTap(client, { error: helperError('none') });
    const { container } = renderWidget(client, oneTapConfig());
    await screen.findByRole('button', { name: 'Continue with Google' });
    expect(container.querySelector('.aw-banner')).toBeNull();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('cancels the prompt when the widget goes away', async () => {
    const client = env.client();
    const { prompt, started } = stubOneTap(client);
    const view = renderWidget(client, oneTapConfig());
    await waitFor(() => expect(started).toHaveLength(1));
    await waitFor(() => expect(view.container.querySelector('.aw-one-tap')?.getAttribute('data-state')).toBe('ready'));
    view.unmount();
    expect(prompt.cancel).toHaveBeenCalled();
  });

  it('applies the helper frame resize messages, debounced by 100 ms, and ignores other senders', async () => {
    const client = env.client();
    const { started } = stubOneTap(client);
    const { container } = renderWidget(client, oneTapConfig());
    await waitFor(() => expect(container.querySelector('.aw-one-tap')?.getAttribute('data-state')).toBe('ready'));
    const frame = document.getElementById(started[0]!.prompt_parent_id!)!.querySelector('iframe')!;
    const origin = 'https://accounts.google.com';
    const prompt = container.querySelector<HTMLElement>('.aw-one-tap')!;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const send = (height: number, from: { origin: string; source: Window | null }) =>
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data: { type: 'resize', height }, origin: from.origin, source: from.source }));
      });

    send(120, { origin, source: frame.contentWindow });
    act(() => vi.advanceTimersByTime(ONE_TAP_RESIZE_DEBOUNCE_MS - 10));
    send(160, { origin, source: frame.contentWindow });
    act(() => vi.advanceTimersByTime(ONE_TAP_RESIZE_DEBOUNCE_MS - 10));
    expect(prompt.style.height).toBe('47px');
    act(() => vi.advanceTimersByTime(10));
    expect(prompt.style.height).toBe('160px');

    send(300, { origin, source: window });
    act(() => vi.advanceTimersByTime(ONE_TAP_RESIZE_DEBOUNCE_MS * 2));
    expect(prompt.style.height).toBe('160px');
  });
});
