// @vitest-environment node
/**
 * `@auth-widget/sdk/ui/server` on a server with no DOM: each product's first screen as an HTML string, with its
 * stylesheet (in a declarative shadow root with `enableShadowDOM`), in a locale, with no call made, and the marker
 * the mount functions take it over by.
 */
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAuthError } from '../../client/core/AuthError.ts';
import fr from '../strings/locales/fr.ts';
import { loadCatalogue } from '../strings/locales/loadCatalogue.ts';
import { LOCALES, RTL_LOCALES } from '../strings/locales/localeTags.ts';
import { PSEUDO_LOCALES } from '../strings/locales/pseudoLocaleTags.ts';
import { CAPTURE_SCRIPT } from './captureScript.ts';
import { renderLoginHtml, renderPasskeyRegistrationHtml, renderResetPasswordHtml } from './renderWidgetHtml.tsx';
import { FIRST_SCREENS, summarize } from '../../../test/ui/server/firstScreens.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

const RENDER = { login: renderLoginHtml, resetPassword: renderResetPasswordHtml, passkeyRegistration: renderPasskeyRegistrationHtml };

/** The element a page puts the HTML in, as a browser parses it. */
function element(html: string): Element {
  const window = new Window();
  window.document.body.innerHTML = `<div id="login">${html}</div>`;
  return window.document.getElementById('login') as unknown as Element;
}

describe('the HTML of a first screen', () => {
  it('reads no browser global: this module and the widget it renders load on a server', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(FIRST_SCREENS.map((screen) => [screen.name, screen] as const))('%s', async (_name, screen) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const html = await RENDER[screen.entry]({ config: screen.config, idPrefix: 'w1', nonce: 'n0nce' });
    const login = element(html);
    expect(summarize(login)).toMatchObject(screen.expected);
    // The stylesheet, then the container the mount functions take over, marked with the entry.
    expect(login.children[0]?.outerHTML).toMatch(/^<style id="auth-widget-styles" nonce="n0nce">\n\.aw-root\{/);
    // Styled under a CSP without 'unsafe-inline': no style attribute, and the nonce on every style element.
    expect(html).not.toMatch(/\sstyle=/i);
    expect(login.querySelectorAll('style')).toHaveLength(2);
    for (const style of login.querySelectorAll('style')) expect(style.getAttribute('nonce')).toBe('n0nce');
    const container = login.children[1]!;
    expect(container.getAttribute('data-auth-widget-server')).toBe(screen.entry);
    expect(container.firstElementChild?.getAttribute('data-id-prefix')).toBe('w1');
    expect(container.querySelectorAll('[id]:not([id^="w1-"])')).toHaveLength(0);
    for (const button of container.querySelectorAll('button.aw-button')) expect(button.hasAttribute('disabled')).toBe(true);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('puts a locale\'s texts in, with its direction and rules', async () => {
    const config = { products: ['emailMagicLinks' as const] };
    const french = element(await renderLoginHtml({ config, locale: 'fr-CA' }));
    expect(french.querySelector('.aw-root')?.getAttribute('lang')).toBe('fr');
    expect(summarize(french)).toMatchObject({ headings: [fr['main.header']], buttons: [fr['form.continueWithEmail']] });
    const hebrew = element(await renderLoginHtml({ config, locale: 'iw' }));
    expect(hebrew.querySelector('.aw-root')?.getAttribute('lang')).toBe('he');
    expect(hebrew.querySelector('.aw-root')?.getAttribute('dir')).toBe('rtl');
    expect(hebrew.querySelector('style')?.textContent).toContain('.aw-root[dir="rtl"]');
  });

  it.each([...LOCALES, ...PSEUDO_LOCALES])('renders Main in %s, in its texts and direction', async (locale) => {
    const text = await loadCatalogue(locale);
    const root = element(await renderLoginHtml({ config: { products: ['otp'], otpOptions: { methods: ['email'] } }, locale })).querySelector('.aw-root');
    expect(root?.getAttribute('lang')).toBe(locale);
    expect(root?.getAttribute('dir')).toBe((RTL_LOCALES as readonly string[]).includes(locale) || locale === 'ar-XB' ? 'rtl' : 'ltr');
    expect(summarize(root!)).toMatchObject({ headings: [text['main.header']], fields: [text['common.emailLabel']], buttons: [text['form.continueWithEmail']] });
  });

  it('with enableShadowDOM, is a declarative shadow root holding the stylesheet and the markup', async () => {
    const html = await renderLoginHtml({ config: { products: ['otp'], otpOptions: { methods: ['email'] }, enableShadowDOM: true }, nonce: 'a"b' });
    expect(html).toMatch(/^<template shadowrootmode="open"><style id="auth-widget-styles" nonce="a&quot;b">/);
    const shadow = element(html).querySelector('template')!.content;
    expect(summarize(shadow)).toMatchObject({ headings: ['Sign up or log in'], fields: ['Email'], buttons: ['Continue with email'] });
    expect(shadow.querySelector('[data-auth-widget-server="login"]')).not.toBeNull();
  });

  it('themes the root with a rule of its own, in a <style> with the nonce, and shows the texts the strings override', async () => {
    const html = await renderLoginHtml({
      config: { products: ['emailMagicLinks'] },
      styles: { colors: { primary: '#123456' }, container: { width: '360px' } },
      strings: { 'main.header': 'Welcome back' },
      nonce: 'n0nce',
    });
    const root = element(html).querySelector<HTMLElement>('.aw-root')!;
    expect(root.hasAttribute('style')).toBe(false);
    const theme = root.querySelector(':scope > style')!;
    expect(theme.getAttribute('nonce')).toBe('n0nce');
    expect(theme.textContent).toContain('--aw-primary:#123456;');
    expect(theme.textContent).toContain('--aw-container-width:360px;');
    expect(root.matches(theme.textContent!.slice(0, theme.textContent!.indexOf('{')))).toBe(true);
    expect(summarize(root).headings).toEqual(['Welcome back']);
  });

  it('keeps two widgets of a page to their own themes: each rule names its own root', async () => {
    const config = { products: ['emailMagicLinks' as const] };
    const page = element(
      (await renderLoginHtml({ config, styles: { colors: { primary: '#111111' } } })) +
        (await renderLoginHtml({ config, styles: { colors: { primary: '#222222' } } })),
    );
    const [first, second] = Array.from(page.querySelectorAll<HTMLElement>('.aw-root'));
    const selector = (root: HTMLElement) => {
      const rule = root.querySelector(':scope > style')!.textContent!;
      return rule.slice(0, rule.indexOf('{'));
    };
    expect(first!.querySelector('style')!.textContent).toContain('--aw-primary:#111111;');
    expect(second!.querySelector('style')!.textContent).toContain('--aw-primary:#222222;');
    expect(first!.matches(selector(first!)) && !second!.matches(selector(first!))).toBe(true);
    expect(second!.matches(selector(second!)) && !first!.matches(selector(second!))).toBe(true);
  });

  it('writes a prefix that could end the style element as CSS escapes', async () => {
    const idPrefix = 'p</style><script>alert(1)</script>';
    const html = await renderLoginHtml({ config: { products: ['emailMagicLinks'] }, idPrefix, nonce: 'n0nce' });
    const login = element(html);
    // The one script is the capture script, unchanged.
    expect(Array.from(login.querySelectorAll('script'), (script) => script.textContent)).toEqual([CAPTURE_SCRIPT]);
    expect(login.querySelectorAll('style')).toHaveLength(2);
    const root = login.querySelector<HTMLElement>('.aw-root')!;
    expect(root.getAttribute('data-id-prefix')).toBe(idPrefix);
    const rule = root.querySelector(':scope > style')!.textContent!;
    expect(rule).not.toContain('<');
    expect(root.matches(rule.slice(0, rule.indexOf('{')))).toBe(true);
  });

  it('gives each call its own ids, so two widgets can share a page', async () => {
    const config = { products: ['emailMagicLinks' as const] };
    const first = element(await renderLoginHtml({ config })).querySelector('input')!.id;
    const second = element(await renderLoginHtml({ config })).querySelector('input')!.id;
    expect(first).not.toBe(second);
  });

  it('refuses what a mount function refuses, with the same usage errors', async () => {
    const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);
    const unsafe = await refusal(renderLoginHtml({ config: { products: ['otp'] }, styles: { colors: { primary: 'url(https://x.test/a.png)' } } }));
    expect(isAuthError(unsafe, 'usage_error')).toBe(true);
    expect((unsafe as Error).message).toMatch(/^Invalid call to renderLoginHtml\nstyles\.colors\.primary must be a plain CSS value/);
    const unknown = await refusal(renderLoginHtml({ config: { products: ['fax' as never] } }));
    expect((unknown as Error).message).toContain('config.products has unknown products: fax');
  });
});
