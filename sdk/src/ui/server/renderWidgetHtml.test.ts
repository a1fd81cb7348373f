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
    const html = await RENDER[screen.entry]({ config: screen.config, idPrefix: 'w1' });
    const login = element(html);
    expect(summarize(login)).toMatchObject(screen.expected);
    // The stylesheet, then the container the mount functions take over, marked with the entry.
    expect(login.children[0]?.outerHTML).toMatch(/^<style id="auth-widget-styles">\n\.aw-root \{/);
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

  it('themes the root with the styles, and shows the texts the strings override', async () => {
    const html = await renderLoginHtml({
      config: { products: ['emailMagicLinks'] },
      styles: { colors: { primary: '#123456' }, container: { width: '360px' } },
      strings: { 'main.header': 'Welcome back' },
    });
    const root = element(html).querySelector<HTMLElement>('.aw-root')!;
    expect(root.getAttribute('style')).toContain('--aw-primary:#123456');
    expect(root.getAttribute('style')).toContain('--aw-container-width:360px');
    expect(summarize(root).headings).toEqual(['Welcome back']);
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
