/**
 * The components' server markup hydrated in a browser (React 19's `hydrateRoot`): no mismatch, no recoverable
 * error, the server's nodes kept (nothing painted twice), the buttons alive once hydrated, what was typed before
 * hydration kept and sent, the server's locale kept, a hydration that waits for a lazy part leaving the server's
 * markup alone meanwhile, and a declarative shadow root replaced in place by the widget's own render.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthClient } from '../client/createAuthClient.ts';
import { setupEmulatorClient } from '../../test/client/setupEmulatorClient.ts';
import type { WidgetConfig, WidgetEvent } from '../ui/config.ts';
import { prepareFirstScreen } from '../ui/prepareFirstScreen.ts';
import de from '../ui/strings/locales/de.ts';
import { FIRST_SCREENS, summarize, type FirstScreenCase } from '../../test/ui/server/firstScreens.ts';
import { Login } from './Login.tsx';
import { PasskeyRegistration } from './PasskeyRegistration.tsx';
import { ResetPassword } from './ResetPassword.tsx';

const env = setupEmulatorClient();

// happy-dom has no `nonce` property, which React reads to compare a hydrated element's nonce: as in a browser, it
// starts as the attribute's value, and setting it leaves the attribute alone.
if (!('nonce' in HTMLElement.prototype)) {
  const slots = new WeakMap<HTMLElement, string>();
  Object.defineProperty(HTMLElement.prototype, 'nonce', {
    configurable: true,
    get(this: HTMLElement) {
      return slots.get(this) ?? this.getAttribute('nonce') ?? '';
    },
    set(this: HTMLElement, value: string) {
      slots.set(this, String(value));
    },
  });
}

let roots: Root[] = [];
afterEach(() => {
  for (const root of roots) root.unmount();
  roots = [];
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

const EMAIL_OTP: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

function widget(
  entry: FirstScreenCase['entry'],
  props: { client: AuthClient; config: WidgetConfig; locale?: string; nonce?: string; onEvent?: (event: WidgetEvent) => void },
): ReactNode {
  const { onEvent, ...rest } = props;
  const common = { ...rest, callbacks: { onEvent } };
  if (entry === 'resetPassword') return <ResetPassword {...common} passwordResetToken="a-reset-token" />;
  if (entry === 'passkeyRegistration') return <PasskeyRegistration {...common} />;
  return <Login {...common} />;
}

/** What a hydration reports: React's recoverable errors (mismatches) and every console error. */
function watchErrors() {
  const consoleErrors = vi.spyOn(console, 'error');
  const recoverable = vi.fn();
  return { consoleErrors, recoverable, seen: () => [...consoleErrors.mock.calls, ...recoverable.mock.calls] };
}

/** Renders as a server does: with no document. */
function renderOnServer(tree: ReactNode): string {
  vi.stubGlobal('document', undefined);
  try {
    return renderToString(tree);
  } finally {
    vi.unstubAllGlobals();
  }
}

/** The server's markup in a page, its elements marked so the test can tell them from new ones. */
function serverPage(html: string): { container: HTMLElement; marked: Element[] } {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const marked = Array.from(container.querySelectorAll('.aw-root, .aw-root *'));
  return { container, marked };
}

async function hydrate(container: Element, tree: ReactNode, onRecoverableError: () => void): Promise<Root> {
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(container, tree, { onRecoverableError });
  });
  roots.push(root);
  return root;
}

describe('hydrating the server markup of the components', () => {
  it.each(FIRST_SCREENS.map((s) => [s.name, s] as const))('%s: the same nodes, no mismatch, the buttons alive', async (_name, first) => {
    const client = env.client();
    // The browser's word on passkey autofill comes after hydration: held back, so that the screen compared is the one
    // hydrated, not one the answer redrew (on Node 22 and 24 it landed before the comparison, on Node 20 after).
    vi.spyOn(client.webauthn, 'browserSupportsAutofill').mockReturnValue(new Promise<boolean>(() => {}));
    await prepareFirstScreen({ entry: first.entry, config: first.config });
    const { container, marked } = serverPage(renderOnServer(widget(first.entry, { client, config: first.config, nonce: 'n0nce' })));
    // The stylesheet came with the markup, in the widget's element.
    const serverSheet = container.querySelector('[data-auth-widget] > style')!;
    expect(serverSheet.textContent).toContain('.aw-root{');
    const errors = watchErrors();
    await hydrate(container, widget(first.entry, { client, config: first.config, nonce: 'n0nce' }), errors.recoverable);
    expect(errors.seen()).toEqual([]);
    // Hydrated, the widget's rules are in the page's stylesheet, with the nonce, and the server's is gone: the page
    // holds that one and the root's theme.
    const page = document.head.querySelector<HTMLStyleElement>('#auth-widget-styles')!;
    expect(page.nonce).toBe('n0nce');
    const lines = serverSheet.textContent!.split('\n').filter((line) => !/aw-wait|data-waiting/.test(line));
    expect(lines.filter((line) => !page.textContent!.includes(line))).toEqual([]);
    expect(serverSheet.isConnected).toBe(false);
    expect(Array.from(document.querySelectorAll('style'))).toEqual([page, container.querySelector('.aw-root > style')]);
    // Hydrated where it is: every server element is still in the page (the hint that buttons wait is gone).
    const kept = marked.filter((element) => container.contains(element));
    expect(kept.length).toBe(marked.filter((element) => element.id?.endsWith('-wait') !== true).length);
    expect(summarize(container)).toMatchObject(first.expected);
    // No button waits any more (the reset form's Continue stays disabled until a strong password is typed).
    for (const button of container.querySelectorAll<HTMLButtonElement>('button.aw-button')) {
      expect(button.hasAttribute('data-waiting')).toBe(false);
      expect(button.hasAttribute('aria-describedby')).toBe(false);
      if (first.entry === 'login') expect(button.disabled).toBe(false);
    }
  });

  it('makes no call before hydration, and starts bootstrap only after it', async () => {
    const client = env.client();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await prepareFirstScreen({ config: EMAIL_OTP });
    const { container } = serverPage(renderOnServer(<Login client={client} config={EMAIL_OTP} />));
    expect(fetchSpy).not.toHaveBeenCalled();
    await hydrate(container, <Login client={client} config={EMAIL_OTP} />, () => {});
    await waitFor(() => expect(fetchSpy.mock.calls.map(([url]) => String(url)).some((url) => url.includes('/projects/bootstrap/'))).toBe(true));
  });

  it('keeps what was typed before hydration and sends it', async () => {
    const client = env.client();
    const events: WidgetEvent[] = [];
    await prepareFirstScreen({ config: EMAIL_OTP });
    const { container } = serverPage(renderOnServer(<Login client={client} config={EMAIL_OTP} />));
    const field = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    field.value = 'early@example.com';
    const errors = watchErrors();
    await hydrate(container, <Login client={client} config={EMAIL_OTP} callbacks={{ onEvent: (e) => events.push(e) }} />, errors.recoverable);
    expect(container.querySelector('input[name="email"]')).toBe(field);
    expect(field.value).toBe('early@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }));
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    expect(screen.getByText('A 6-digit passcode was sent to you at early@example.com.')).toBeTruthy();
    expect(events.map((e) => e.type)).toEqual(['passcode_sent']);
    expect(errors.seen()).toEqual([]);
  });

  it('hydrates in the server\'s locale: the option\'s, or English without one whatever the browser prefers', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'fr']);
    const client = env.client();
    await prepareFirstScreen({ config: EMAIL_OTP, locale: 'de' });
    const german = serverPage(renderOnServer(<Login client={client} config={EMAIL_OTP} locale="de" />));
    const english = serverPage(renderOnServer(<Login client={client} config={EMAIL_OTP} />));
    const errors = watchErrors();
    await hydrate(german.container, <Login client={client} config={EMAIL_OTP} locale="de" />, errors.recoverable);
    await hydrate(english.container, <Login client={client} config={EMAIL_OTP} />, errors.recoverable);
    expect(summarize(german.container).headings).toEqual([de['main.header']]);
    expect(summarize(english.container).headings).toEqual(['Sign up or log in']);
    expect(errors.seen()).toEqual([]);
  });

  it('waits for a lazy part with the server markup left as it is, through a host re-render, then hydrates it', async () => {
    const client = env.client();
    const config: WidgetConfig = { products: ['crypto', 'emailMagicLinks'] };
    await prepareFirstScreen({ config, locale: 'ja' });
    const { container, marked } = serverPage(renderOnServer(<Login client={client} config={config} locale="ja" />));
    // A browser that has loaded nothing yet: the widget's modules afresh, the Japanese catalogue and wallet
    // buttons not loaded.
    vi.resetModules();
    const fresh = await import('./Login.tsx');
    const errors = watchErrors();
    const root = await hydrate(container, <fresh.Login client={client} config={config} locale="ja" />, errors.recoverable);
    // The host renders again with a config equal in value, while the widget waits.
    await act(async () => root.render(<fresh.Login client={client} config={{ ...config }} locale="ja" />));
    await waitFor(() => expect(container.querySelector<HTMLButtonElement>('button.aw-button')?.disabled).toBe(false));
    expect(marked.filter((element) => !container.contains(element)).map((element) => element.className)).toEqual(['aw-sr-only']);
    expect(container.querySelector('.aw-root')?.getAttribute('lang')).toBe('ja');
    expect(errors.seen()).toEqual([]);
  });

  it('replaces a declarative shadow root\'s markup with its own render in place, keeping what was typed and the focus', async () => {
    const client = env.client();
    const config: WidgetConfig = { ...EMAIL_OTP, enableShadowDOM: true };
    await prepareFirstScreen({ config });
    const html = renderOnServer(<Login client={client} config={config} />);
    // As a browser parses it: the template becomes the element's shadow root.
    const template = /<template shadowrootmode="open">([^]*)<\/template>/.exec(html)![1]!;
    const container = document.createElement('div');
    // The login form's capture script follows the template in the element (run, it stays: React hydrates it).
    container.innerHTML = '<div data-auth-widget="login"><script></script></div>';
    document.body.appendChild(container);
    const shadow = container.firstElementChild!.attachShadow({ mode: 'open' });
    shadow.innerHTML = template;
    const field = shadow.querySelector<HTMLInputElement>('input[name="email"]')!;
    field.value = 'shadow@example.com';
    field.focus();
    const errors = watchErrors();
    await hydrate(container, <Login client={client} config={config} />, errors.recoverable);
    await waitFor(() => expect(shadow.querySelector('[data-auth-widget-server]')).toBeNull());
    expect(shadow.querySelectorAll('[data-auth-widget-root]')).toHaveLength(1);
    const taken = shadow.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(taken).not.toBe(field);
    expect(taken.value).toBe('shadow@example.com');
    expect(shadow.activeElement).toBe(taken);
    expect(shadow.querySelector<HTMLButtonElement>('button.aw-button')?.disabled).toBe(false);
    // The server's stylesheet is the widget's own from now on: one, in the shadow root, none in the page.
    expect(shadow.querySelectorAll('style#auth-widget-styles')).toHaveLength(1);
    expect(document.getElementById('auth-widget-styles')).toBeNull();
    expect(errors.seen()).toEqual([]);
  });
});
