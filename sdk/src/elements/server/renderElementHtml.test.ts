/**
 * The server render of an element (`renderLoginElementHtml`): its tag with the inputs as attributes and the first
 * screen inside, which the element, once defined, takes over in place (same nodes, what was typed and the focus kept).
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupEmulatorClient } from '../../../test/client/setupEmulatorClient.ts';
import { defineElements } from '../defineElements.ts';
import { renderLoginElementHtml } from './renderElementHtml.ts';
import { loadCatalogue } from '../../ui/strings/locales/loadCatalogue.ts';
import { LOCALES, RTL_LOCALES, type Locale } from '../../ui/strings/locales/localeTags.ts';
import { PSEUDO_LOCALES } from '../../ui/strings/locales/pseudoLocaleTags.ts';
import { summarize } from '../../../test/ui/server/firstScreens.ts';

const env = setupEmulatorClient();
defineElements();

afterEach(async () => {
  document.body.innerHTML = '';
  await new Promise((resolve) => setTimeout(resolve, 0));
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

const CONFIG = { products: ['otp' as const], otpOptions: { methods: ['email' as const] } };

describe('renderLoginElementHtml', () => {
  it('writes the element with its inputs as attributes, escaped, and the first screen of renderLoginHtml inside', async () => {
    const html = await renderLoginElementHtml({ publicToken: 'public-token-test-x', config: CONFIG, strings: { 'main.header': 'Say "hi" & <go>' }, nonce: 'n1' });
    expect(html).toMatch(/^<auth-widget-login public-token="public-token-test-x" config="\{&quot;products&quot;:\[&quot;otp&quot;\]/);
    expect(html).toContain(' strings="{&quot;main.header&quot;:&quot;Say \\&quot;hi\\&quot; &amp; &lt;go>&quot;}" nonce="n1">');
    expect(html).toContain('<style id="auth-widget-styles" nonce="n1">');
    expect(html).toContain('data-auth-widget-server="login"');
    expect(html.endsWith('</auth-widget-login>')).toBe(true);
    const shadow = await renderLoginElementHtml({ publicToken: 'public-token-test-x', config: { ...CONFIG, enableShadowDOM: true } });
    expect(shadow).toMatch(/^<auth-widget-login [^>]*><template shadowrootmode="open"><style/);
  });

  it.each([...LOCALES, ...PSEUDO_LOCALES])('writes the first screen in %s, in its texts and direction', async (locale) => {
    const text = await loadCatalogue(locale);
    // An inert template: the element defined here would otherwise take the markup over.
    const template = document.createElement('template');
    template.innerHTML = await renderLoginElementHtml({ publicToken: 'public-token-test-x', config: CONFIG, locale });
    const element = template.content.querySelector('auth-widget-login')!;
    expect(element.getAttribute('locale')).toBe(locale);
    const root = element.querySelector('.aw-root');
    expect([root?.getAttribute('lang'), root?.getAttribute('dir')]).toEqual([locale, RTL_LOCALES.includes(locale as Locale) || locale === 'ar-XB' ? 'rtl' : 'ltr']);
    expect(summarize(element)).toMatchObject({ headings: [text['main.header']], fields: [text['common.emailLabel']], buttons: [text['form.continueWithEmail']] });
  });

  it('is taken over in place by the element, keeping what was typed and the focus', async () => {
    const html = await renderLoginElementHtml({
      publicToken: env.emulator.publicToken,
      clientOptions: { endpoints: { testApiUrl: env.emulator.url }, autoRefresh: false },
      config: CONFIG,
    });
    const errors = vi.spyOn(console, 'error');
    document.body.innerHTML = html;
    const element = document.querySelector('auth-widget-login')!;
    const field = element.querySelector<HTMLInputElement>('input[name="email"]')!;
    const heading = element.querySelector('h2');
    // The visitor types before the widget's code is here (it loads in a microtask at the earliest).
    field.focus();
    field.value = 'early@example.com';
    await waitFor(() => expect(element.querySelector('[data-waiting]')).toBeNull());
    expect(element.querySelector('input[name="email"]')).toBe(field);
    expect(element.querySelector('h2')).toBe(heading);
    expect(field.value).toBe('early@example.com');
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('button', { name: 'Continue with email' })).toHaveProperty('disabled', false);
    expect(element.querySelector('[data-auth-widget-server]')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});
