import { afterEach, describe, expect, it } from 'vitest';
import { Browser } from 'happy-dom';
import { useEmulator } from '../testing.ts';
import type { OneTapReply } from './protocol.ts';

const api = useEmulator();

let browser: Browser | null = null;
afterEach(async () => {
  await browser?.close();
  browser = null;
});

/**
 * A host page at `origin` with the helper in a frame, as the widget embeds it. The helper's own script runs (it
 * is the code under test), talking to the real emulator.
 */
async function hostPage(origin: string) {
  browser = new Browser({
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true, disableIframePageLoading: false },
  });
  const page = browser.newPage();
  page.url = `${origin}/`;
  const window = page.mainFrame.window;
  const messages: { data: unknown }[] = [];
  const waiters: (() => void)[] = [];
  window.addEventListener('message', (event) => {
    messages.push({ data: (event as unknown as { data: unknown }).data });
    for (const wake of waiters.splice(0)) wake();
  });
  const frame = window.document.createElement('iframe');
  frame.setAttribute('src', `${api.emulator.url}/v1/public/oauth/google/onetap?public_token=${api.emulator.publicToken}`);
  window.document.body.appendChild(frame);
  await page.waitUntilComplete();

  /** Posts a request to the frame and resolves with the reply of the same id. */
  async function request(id: number, op: string, args: Record<string, unknown>): Promise<OneTapReply> {
    const target = frame.contentWindow;
    if (!target) throw new Error('The helper frame did not load.');
    target.postMessage({ id, op, args }, '*');
    for (;;) {
      const reply = messages.find((m) => (m.data as { id?: unknown }).id === id);
      // happy-dom reports the receiver's own origin on frame-to-parent messages, so `reply.origin` is not checked.
      if (reply) return reply.data as OneTapReply;
      await new Promise<void>((wake) => waiters.push(wake));
    }
  }
  return { messages, request };
}

const REDIRECTS = { login_redirect_url: 'http://localhost:5173/login', signup_redirect_url: 'http://localhost:5173/signup' };

describe('One Tap helper frame', () => {
  it('says it is ready, then answers oneTapStart and oneTapSubmit by postMessage', async () => {
    const host = await hostPage('http://localhost:5173');
    expect(host.messages[0]?.data).toEqual({ ready: true });

    const started = await host.request(1, 'oneTapStart', REDIRECTS);
    expect(started).toEqual({ id: 1, result: { provider: 'google', account: { email: 'ada@google.example', name: 'Ada Lovelace' } } });

    const submitted = await host.request(2, 'oneTapSubmit', { email: 'ada@google.example', ...REDIRECTS });
    if (!('result' in submitted)) throw new Error(`oneTapSubmit failed: ${JSON.stringify(submitted)}`);
    const token = new URL(String(submitted.result.redirect_url)).searchParams.get('token');
    expect((await api.call('POST', '/oauth/authenticate', { token })).status).toBe(200);
  });

  it('uses the origin the browser reports, so a foreign page is refused', async () => {
    const host = await hostPage('https://evil.example');
    const reply = await host.request(7, 'oneTapStart', REDIRECTS);
    expect(reply).toMatchObject({ id: 7, error: { state: 'origin_not_allowed_for_client', reason: 'unknown_reason' } });
  });

  it('answers an unknown operation with unknown_reason', async () => {
    const host = await hostPage('http://localhost:5173');
    const reply = await host.request(3, 'deleteEverything', {});
    expect(reply).toMatchObject({ id: 3, error: { reason: 'unknown_reason', state: 'none' } });
  });
});
