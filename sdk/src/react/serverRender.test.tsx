// @vitest-environment node
/**
 * The React components on a server (React 19's `react-dom/server`, no DOM): each product's first screen with its
 * stylesheet, from the config alone and without a call, through `renderToString` and the streaming renderers.
 */
import { PassThrough } from 'node:stream';
import { Window } from 'happy-dom';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToReadableStream, renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthClient } from '../client/createAuthClient.ts';
import type { WidgetConfig } from '../ui/config.ts';
import { prepareFirstScreen } from '../ui/prepareFirstScreen.ts';
import { loadCatalogue } from '../ui/strings/locales/loadCatalogue.ts';
import { LOCALES, RTL_LOCALES, type Locale } from '../ui/strings/locales/localeTags.ts';
import { PSEUDO_LOCALES } from '../ui/strings/locales/pseudoLocaleTags.ts';
import { FIRST_SCREENS, summarize, type FirstScreenCase } from '../../test/ui/server/firstScreens.ts';
import { AuthProvider } from './AuthProvider.tsx';
import { Login } from './Login.tsx';
import { PasskeyRegistration } from './PasskeyRegistration.tsx';
import { ResetPassword } from './ResetPassword.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const client = createAuthClient('public-token-test-5f0c7a1e-2b9d-4e63-8a14-c3d2e1f0a9b8', { endpoints: { testApiUrl: 'http://127.0.0.1:9' } });

function component(screen: FirstScreenCase, props: { locale?: string; nonce?: string } = {}): ReactNode {
  const { config } = screen;
  if (screen.entry === 'resetPassword') return <ResetPassword config={config} passwordResetToken="a-reset-token" {...props} />;
  if (screen.entry === 'passkeyRegistration') return <PasskeyRegistration config={config} {...props} />;
  return <Login config={config} id="login" {...props} />;
}

/** The markup as a browser would parse it, to read like a visitor. */
function parse(html: string): Document {
  const window = new Window();
  window.document.body.innerHTML = html;
  return window.document as unknown as Document;
}

/** The whole HTML `renderToPipeableStream` sends once everything is ready. */
function piped(tree: ReactNode): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(tree, { onAllReady: () => stream.pipe(sink), onShellError: reject });
  });
}

async function renderScreen(screen: FirstScreenCase, props: { locale?: string } = {}): Promise<string> {
  await prepareFirstScreen({ entry: screen.entry, config: screen.config, locale: props.locale });
  return renderToString(<AuthProvider client={client}>{component(screen, props)}</AuthProvider>);
}

describe('the components rendered on a server', () => {
  it.each(FIRST_SCREENS.map((screen) => [screen.name, screen] as const))('%s: the first screen, whole', async (_name, screen) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const html = await renderScreen(screen);
    const document = parse(html);
    expect(summarize(document)).toMatchObject(screen.expected);
    // Rendered, not a fallback for the browser to fill: no Suspense boundary was left to the client.
    expect(html).not.toContain('<!--$!-->');
    expect(document.querySelector(`[data-auth-widget="${screen.entry}"] > .aw-root`)).not.toBeNull();
    // Every button waits, disabled and described as loading, until the browser has taken the markup over.
    for (const button of document.querySelectorAll('button.aw-button')) {
      expect(button.hasAttribute('disabled')).toBe(true);
      expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe('Loading');
    }
    // So does every other button (a link-styled one, a password's show toggle, a tab not selected): none does nothing
    // when pressed. The selected tab stays a tab stop.
    for (const button of document.querySelectorAll('button:not([aria-selected="true"])')) expect(button.hasAttribute('disabled'), button.outerHTML).toBe(true);
    // Nothing was asked of the network: bootstrap, the session, telemetry all wait for the browser.
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the stylesheet with the markup, in the widget\'s element: the base rules, Main\'s, and the wallet buttons\'', async () => {
    const html = await renderScreen(FIRST_SCREENS.find((screen) => screen.name === 'crypto wallets')!);
    const style = parse(html).querySelector('[data-auth-widget="login"] > style');
    expect(style?.textContent).toContain('.aw-root{');
    expect(style?.textContent).toContain('.aw-main-sections');
    expect(style?.textContent).toContain('.aw-setup-wallet');
    // Not one React hoists: that one would lose the widget's nonce.
    expect(html).not.toContain('data-precedence');
  });

  it.each(FIRST_SCREENS.map((screen) => [screen.name, screen] as const))(
    '%s: no style attribute, and the nonce on every style element, with each renderer',
    async (_name, screen) => {
      await prepareFirstScreen({ entry: screen.entry, config: screen.config });
      const tree = <AuthProvider client={client}>{component(screen, { nonce: 'n0nce' })}</AuthProvider>;
      const { prelude } = await prerender(tree);
      for (const html of [renderToString(tree), await piped(tree), await new Response(prelude).text()]) {
        expect(html).not.toMatch(/\sstyle=/i);
        const styles = Array.from(parse(html).querySelectorAll('style'));
        // The first screen's stylesheet, and the theme's rule.
        expect(styles).toHaveLength(2);
        for (const style of styles) expect(style.getAttribute('nonce')).toBe('n0nce');
      }
    },
  );

  it('renders the same first screen given a public token, by a provider or as its own client, and makes no call', async () => {
    const screen = FIRST_SCREENS[0]!;
    await prepareFirstScreen({ entry: screen.entry, config: screen.config });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const token = 'public-token-test-5f0c7a1e-2b9d-4e63-8a14-c3d2e1f0a9b8';
    const clientOptions = { endpoints: { testApiUrl: 'http://127.0.0.1:9' } };
    const expected = renderToString(<AuthProvider client={client}>{component(screen)}</AuthProvider>);
    expect(renderToString(<AuthProvider client={token} clientOptions={clientOptions}>{component(screen)}</AuthProvider>)).toBe(expected);
    expect(renderToString(<Login config={screen.config} id="login" client={token} clientOptions={clientOptions} />)).toBe(expected);
    // A bad option is refused on the server as in the browser.
    expect(() => renderToString(<Login config={screen.config} client={token} clientOptions={{ timeoutMs: -1 }} />)).toThrow(/timeoutMs/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("takes the nonce of the AuthProvider above it, unless given one of its own", async () => {
    const screen = FIRST_SCREENS[0]!;
    await prepareFirstScreen({ entry: screen.entry, config: screen.config });
    const noncesOf = (tree: ReactNode) => Array.from(parse(renderToString(tree)).querySelectorAll('style')).map((style) => style.getAttribute('nonce'));
    expect(noncesOf(<AuthProvider client={client} nonce="fr0mProvider">{component(screen)}</AuthProvider>)).toEqual(['fr0mProvider', 'fr0mProvider']);
    expect(noncesOf(<AuthProvider client={client} nonce="fr0mProvider">{component(screen, { nonce: 'own' })}</AuthProvider>)).toEqual(['own', 'own']);
  });

  it.each([...LOCALES, ...PSEUDO_LOCALES])('renders Main in %s, in its texts and direction', async (locale) => {
    const text = await loadCatalogue(locale);
    const emailOtp = FIRST_SCREENS.find((screen) => screen.name === 'email passcodes alone')!;
    const document = parse(await renderScreen(emailOtp, { locale }));
    const root = document.querySelector('.aw-root');
    expect([root?.getAttribute('lang'), root?.getAttribute('dir')]).toEqual([locale, RTL_LOCALES.includes(locale as Locale) || locale === 'ar-XB' ? 'rtl' : 'ltr']);
    expect(summarize(document)).toMatchObject({ headings: [text['main.header']], fields: [text['common.emailLabel']], buttons: [text['form.continueWithEmail']] });
  });

  it('renders in the locale given, right to left for Arabic, with the right-to-left rules', async () => {
    const emailOtp = FIRST_SCREENS.find((screen) => screen.name === 'email passcodes alone')!;
    const german = parse(await renderScreen(emailOtp, { locale: 'de-AT' }));
    expect(german.querySelector('.aw-root')?.getAttribute('lang')).toBe('de');
    expect(summarize(german).headings).toEqual(['Registrieren oder anmelden']);
    const arabic = parse(await renderScreen(emailOtp, { locale: 'ar' }));
    expect(arabic.querySelector('.aw-root')?.getAttribute('dir')).toBe('rtl');
    expect(arabic.querySelector('style')?.textContent).toContain('.aw-root[dir="rtl"]');
    // Without the option, a server has no browser languages to read: English.
    expect(parse(await renderScreen(emailOtp)).querySelector('.aw-root')?.getAttribute('lang')).toBe('en');
  });

  it('with enableShadowDOM, sends a declarative shadow root holding the stylesheet and the markup', async () => {
    const config: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] }, enableShadowDOM: true };
    await prepareFirstScreen({ config });
    const html = renderToString(<Login client={client} config={config} nonce="n0nce" />);
    const document = parse(html);
    const template = document.querySelector<HTMLTemplateElement>('[data-auth-widget="login"] > template[shadowrootmode="open"]');
    expect(template).not.toBeNull();
    const shadow = template!.content;
    expect(shadow.querySelector('style')?.textContent).toContain('.aw-root{');
    expect(shadow.querySelector('style')?.getAttribute('nonce')).toBe('n0nce');
    expect(summarize(shadow)).toMatchObject({ headings: ['Sign up or log in'], fields: ['Email'], buttons: ['Continue with email'] });
    // Nothing of it outside the shadow root: the page's styles and the widget's do not meet.
    expect(document.querySelectorAll('body > style')).toHaveLength(0);
  });

  it('streams the same first screen with renderToPipeableStream and renderToReadableStream', async () => {
    const screen = FIRST_SCREENS.find((s) => s.name === 'every product')!;
    const tree = <AuthProvider client={client}>{component(screen)}</AuthProvider>;
    expect(summarize(parse(await piped(tree)))).toMatchObject(screen.expected);
    const readable = await renderToReadableStream(tree);
    await readable.allReady;
    expect(summarize(parse(await new Response(readable).text()))).toMatchObject(screen.expected);
  });
});
