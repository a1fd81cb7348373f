/**
 * The mount functions over a server's HTML (`renderLoginHtml` and its siblings): they take it over where it is (a
 * hydration with no mismatch), keep what was typed, adopt its stylesheet, and leave markup of another entry to be
 * replaced. The browser suite (widget-serverRender.spec.ts) does the same with the standalone runtime, the script
 * held back while a visitor types.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupEmulatorClient } from '../../../test/client/setupEmulatorClient.ts';
import type { WidgetConfig, WidgetEvent } from '../config.ts';
import { renderLoginHtml } from '../server/renderWidgetHtml.tsx';
import { summarize } from '../../../test/ui/server/firstScreens.ts';
import { mountLogin, mountResetPassword } from './mount.tsx';

const env = setupEmulatorClient();
const handles: { unmount(): void }[] = [];

afterEach(() => {
  for (const handle of handles.splice(0)) handle.unmount();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const EMAIL_OTP: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

/**
 * Puts server HTML in `#login`, as a page sent by a server holds it once parsed (the login form's capture script, run
 * and gone: `captureScript.test.ts` runs it), and marks its elements.
 */
function serverPage(html: string): { element: HTMLElement; marked: Element[] } {
  document.body.innerHTML = `<div id="login">${html}</div>`;
  const element = document.getElementById('login')!;
  element.querySelector('script')?.remove();
  return { element, marked: Array.from(element.querySelectorAll('.aw-root, .aw-root *')) };
}

function watchErrors() {
  return vi.spyOn(console, 'error');
}

/** Mounts and waits until the widget has taken the markup over (its buttons no longer wait). */
async function takeOver(mount: () => { unmount(): void }, scope: ParentNode = document) {
  await act(async () => {
    handles.push(mount());
  });
  await waitFor(() => expect(scope.querySelector('[data-waiting]')).toBeNull());
}

describe('mounting over a server\'s HTML', () => {
  it('takes the markup over in place, keeps what was typed, adopts the stylesheet, and signs in with it', async () => {
    const { element, marked } = serverPage(await renderLoginHtml({ config: EMAIL_OTP }));
    const field = element.querySelector<HTMLInputElement>('input[name="email"]')!;
    field.value = 'early@example.com';
    const errors = watchErrors();
    const events: WidgetEvent[] = [];
    await takeOver(() => mountLogin({ elementId: '#login', client: env.client(), config: EMAIL_OTP, callbacks: { onEvent: (e) => events.push(e) } }));
    expect(marked.filter((node) => !element.contains(node)).map((node) => node.className)).toEqual(['aw-sr-only']);
    expect(field.value).toBe('early@example.com');
    // The server's stylesheet is the page's one stylesheet of the widget, in the head now.
    expect(document.querySelectorAll('#auth-widget-styles')).toHaveLength(1);
    expect(document.head.querySelector('#auth-widget-styles')?.textContent).toContain('.aw-main-sections');
    expect(element.querySelector('[data-auth-widget-server]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    expect(events.map((e) => e.type)).toEqual(['passcode_sent']);
    // The next screen's rules joined the adopted stylesheet.
    expect(document.head.querySelector('#auth-widget-styles')?.textContent).toContain('.aw-passcode');
    expect(errors).not.toHaveBeenCalled();
  });

  it('takes a declarative shadow root\'s markup over inside it', async () => {
    const config: WidgetConfig = { ...EMAIL_OTP, enableShadowDOM: true };
    const html = await renderLoginHtml({ config });
    document.body.innerHTML = '<div id="login"></div>';
    const element = document.getElementById('login')!;
    // As a browser parses it: the template is the element's shadow root.
    const shadow = element.attachShadow({ mode: 'open' });
    shadow.innerHTML = /<template shadowrootmode="open">([^]*)<\/template>/.exec(html)![1]!;
    const heading = shadow.querySelector('h2');
    const errors = watchErrors();
    await takeOver(() => mountLogin({ elementId: '#login', client: env.client(), config }), shadow);
    expect(shadow.querySelector('h2')).toBe(heading);
    expect(shadow.querySelectorAll('#auth-widget-styles')).toHaveLength(1);
    expect(document.getElementById('auth-widget-styles')).toBeNull();
    expect(summarize(shadow).buttons).toEqual(['Continue with email']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('stays in the locale the server rendered, whatever the browser prefers', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr']);
    serverPage(await renderLoginHtml({ config: EMAIL_OTP, locale: 'de' }));
    const errors = watchErrors();
    await takeOver(() => mountLogin({ elementId: '#login', client: env.client(), config: EMAIL_OTP }));
    expect(screen.getByRole('heading').textContent).toBe('Registrieren oder anmelden');
    expect(errors).not.toHaveBeenCalled();
  });

  it('replaces the markup of another entry, as any content of the element', async () => {
    serverPage(await renderLoginHtml({ config: { products: ['passwords'] } }));
    await act(async () => {
      handles.push(mountResetPassword({ elementId: '#login', client: env.client(), config: { products: ['passwords'] }, passwordResetToken: 't' }));
    });
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign up or log in' })).toBeNull();
    // The stylesheet sent with it stays the widget's, in the head.
    expect(document.head.querySelector('#auth-widget-styles')?.textContent).toContain('.aw-root{');
  });

  it('unmounted before it took the markup over, leaves the element empty and renders nothing later', async () => {
    const { element } = serverPage(await renderLoginHtml({ config: EMAIL_OTP }));
    const errors = watchErrors();
    await act(async () => {
      mountLogin({ elementId: '#login', client: env.client(), config: EMAIL_OTP }).unmount();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(element.children).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it('mounted twice before the takeover, hydrates once with the latest options', async () => {
    const { element } = serverPage(await renderLoginHtml({ config: EMAIL_OTP, strings: { 'main.header': 'Welcome back' } }));
    const client = env.client();
    const errors = watchErrors();
    await takeOver(() => {
      mountLogin({ elementId: '#login', client, config: EMAIL_OTP });
      return mountLogin({ elementId: '#login', client, config: EMAIL_OTP, strings: { 'main.header': 'Welcome back' } });
    });
    expect(element.querySelectorAll('.aw-root')).toHaveLength(1);
    expect(screen.getByRole('heading').textContent).toBe('Welcome back');
    expect(errors).not.toHaveBeenCalled();
  });
});
