import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from '../../../client/AuthError.ts';
import type { AuthClient } from '../../../client/createAuthClient.ts';
import {
  oneTapErrorInfo,
  type GoogleOneTapPrompt,
  type GoogleOneTapStartOptions,
  type OneTapErrorInfo,
  type OneTapState,
} from '../../../client/googleOneTap.ts';
import { useEmulatorClient } from '../../../client/testing/useEmulatorClient.ts';
import type { OneTapPosition, WidgetConfig } from '../../config.ts';
import { en } from '../../strings/en.ts';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { ONE_TAP_DEFAULT_HEIGHT, ONE_TAP_RESIZE_DEBOUNCE_MS } from './useHelperFrameHeight.ts';

const env = useEmulatorClient();
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
 * happy-dom does not run the provider's helper frame, so `googleOneTap.start` is replaced: it puts a blank frame
 * where the helper would go (resize messages are checked against it) and answers as the helper would. The real
 * helper is exercised by the Playwright spec.
 */
function stubOneTap(client: AuthClient, answer: { account?: { email: string; name: string }; error?: AuthError }) {
  const started: GoogleOneTapStartOptions[] = [];
  const prompt = {
    provider: 'google' as const,
    account: answer.account ?? { email: '', name: '' },
    position: 'embedded' as const,
    submit: vi.fn(async () => ({ redirect_url: 'http://localhost:3000/login?token=t' })),
    parsedPhoneNumber: vi.fn(),
    cancel: vi.fn(),
  } satisfies GoogleOneTapPrompt;
  vi.spyOn(client.oauth.googleOneTap, 'start').mockImplementation(async (options = {}) => {
    started.push(options);
    const frame = document.createElement('iframe');
    options.container?.appendChild(frame);
    if (answer.error) throw answer.error;
    return prompt;
  });
  return { started, prompt };
}

function helperError(state: OneTapState, reason: OneTapErrorInfo['reason'] = 'unknown_reason'): AuthError {
  const info: OneTapErrorInfo = { type: state, state, reason, message: `provider says ${state}` };
  return new AuthError('api_error', `[400] ${state}`, { cause: info, api: { status_code: 400, error_type: state, error_message: info.message } });
}

describe('One Tap prompt', () => {
  it('offers the Google account in place of the Google button, 47px high by default', async () => {
    const client = env.client();
    const { started } = stubOneTap(client, { account: { email: 'ada@gmail.test', name: 'Ada Lovelace' } });
    const { container } = renderWidget(client, oneTapConfig());
    const continueAs = await screen.findByRole('button', { name: /Continue as Ada Lovelace/ });
    expect(continueAs.textContent).toContain('ada@gmail.test');
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    const prompt = container.querySelector<HTMLElement>('.aw-one-tap')!;
    expect(prompt.getAttribute('data-placement')).toBe('embedded');
    expect(prompt.style.height).toBe(`${ONE_TAP_DEFAULT_HEIGHT}px`);
    expect(started[0]).toMatchObject({ login_redirect_url: 'http://localhost:3000/login', signup_redirect_url: 'http://localhost:3000/signup' });
    expect(container.contains(started[0]?.container ?? null)).toBe(true);
  });

  it('floats for the floating positions', async () => {
    const client = env.client();
    stubOneTap(client, { account: { email: 'ada@gmail.test', name: 'Ada' } });
    const { container } = renderWidget(client, oneTapConfig('floatingOrEmbedded'));
    await screen.findByRole('button', { name: /Continue as Ada/ });
    expect(container.querySelector('.aw-one-tap')?.getAttribute('data-placement')).toBe('floating');
  });

  it('is not used with the embeddedOnly position: Google is a normal button', async () => {
    const client = env.client();
    const start = vi.spyOn(client.oauth.googleOneTap, 'start');
    renderWidget(client, oneTapConfig('embeddedOnly'));
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(start).not.toHaveBeenCalled();
  });

  it('submits the offered account and reports the start', async () => {
    const client = env.client();
    const { prompt } = stubOneTap(client, { account: { email: 'ada@gmail.test', name: 'Ada' } });
    const { events } = renderWidget(client, oneTapConfig());
    fireEvent.click(await screen.findByRole('button', { name: /Continue as Ada/ }));
    await waitFor(() => expect(prompt.submit).toHaveBeenCalledTimes(1));
    expect(events).toContainEqual({ type: 'one_tap_start', data: { provider: 'google' } });
  });

  it('falls back to the Google button when closed, reporting user_cancel', async () => {
    const client = env.client();
    const { prompt } = stubOneTap(client, { account: { email: 'ada@gmail.test', name: 'Ada' } });
    const { errors } = renderWidget(client, oneTapConfig());
    fireEvent.click(await screen.findByRole('button', { name: 'Close the Google sign-in prompt' }));
    expect(prompt.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(oneTapErrorInfo(errors[0])?.reason).toBe('user_cancel');
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

  it('cancels the helper when the widget goes away', async () => {
    const client = env.client();
    const { prompt } = stubOneTap(client, { account: { email: 'ada@gmail.test', name: 'Ada' } });
    const view = renderWidget(client, oneTapConfig());
    await screen.findByRole('button', { name: /Continue as Ada/ });
    view.unmount();
    expect(prompt.cancel).toHaveBeenCalled();
  });

  it('applies the helper frame resize messages, debounced by 100 ms, and ignores other senders', async () => {
    const client = env.client();
    const { started } = stubOneTap(client, { account: { email: 'ada@gmail.test', name: 'Ada' } });
    const { container } = renderWidget(client, oneTapConfig());
    await screen.findByRole('button', { name: /Continue as Ada/ });
    const frame = started[0]!.container!.querySelector('iframe')!;
    const origin = new URL(client.apiUrl).origin;
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

    send(300, { origin: 'http://evil.example', source: frame.contentWindow });
    send(300, { origin, source: window });
    act(() => vi.advanceTimersByTime(ONE_TAP_RESIZE_DEBOUNCE_MS * 2));
    expect(prompt.style.height).toBe('160px');
  });
});
