import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { injectFault } from '../../../test/client/devApi.ts';
import { setupEmulatorClient } from '../../../test/client/setupEmulatorClient.ts';
import type { WidgetConfig } from '../config.ts';
import { otpStateAtom, screenAtom } from '../state/atoms.ts';
import { renderWidget, type RenderWidgetOptions } from '../../../test/ui/renderWidget.tsx';
import { prepareFirstScreen } from '../prepareFirstScreen.ts';
import { loadedLocale } from './useLocale.ts';
import ar from './locales/ar.ts';
import de from './locales/de.ts';
import pl from './locales/pl.ts';
import ptBR from './locales/pt-BR.ts';

const env = setupEmulatorClient();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const emailOtp: WidgetConfig = { products: ['otp'], otpOptions: { methods: ['email'] } };

/** The widget's root element, once its texts are in (a non-English catalogue arrives after the first render). */
async function renderIn(options: RenderWidgetOptions, config: WidgetConfig = emailOtp) {
  const view = renderWidget(env.client(), config, options);
  await screen.findByRole('heading');
  return { ...view, root: view.container.querySelector<HTMLElement>('.aw-root')! };
}

function preferLanguages(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

describe('the widget locale', () => {
  it('is English at once, with no catalogue to load, when the first preference is English', () => {
    preferLanguages('en-AU', 'de');
    const { container } = renderWidget(env.client(), emailOtp);
    expect(screen.getByRole('heading').textContent).toBe('Sign up or log in');
    expect(container.querySelector('.aw-root')?.getAttribute('lang')).toBe('en');
    expect(container.querySelector('.aw-root')?.getAttribute('dir')).toBe('ltr');
  });

  it('follows navigator.languages, and renders nothing rather than English while the catalogue loads', async () => {
    preferLanguages('de-CH', 'en');
    const view = renderWidget(env.client(), emailOtp);
    // Nothing but the root's theme rule, which shows no text.
    expect(Array.from(view.container.querySelectorAll('.aw-root *'), (element) => element.localName)).toEqual(['style']);
    await screen.findByRole('heading', { name: de['main.header'] });
    expect(view.container.querySelector('.aw-root')?.getAttribute('lang')).toBe('de');
  });

  it.each([
    ['pt', 'pt-BR'],
    ['pt-BR-x-test', 'pt-BR'],
    ['zh-Hans-CN', 'zh-CN'],
    ['iw', 'he'],
    ['en-GB', 'en'],
    ['tlh', 'en'],
  ])('falls back from the locale option %s to %s', async (locale, expected) => {
    preferLanguages('ja');
    const { root } = await renderIn({ locale });
    await waitFor(() => expect(root.getAttribute('lang')).toBe(expected));
    if (expected === 'pt-BR') expect(screen.getByRole('heading').textContent).toBe(ptBR['main.header']);
  });

  it.each(['en', 'de', 'ar', 'ja'])('lets the strings overrides win, key by key, in %s', async (locale) => {
    const { root } = await renderIn({ locale, strings: { 'main.header': 'Welcome back' } });
    await waitFor(() => expect(root.getAttribute('lang')).toBe(locale));
    expect(screen.getByRole('heading').textContent).toBe('Welcome back');
    // The keys not overridden stay the locale's.
    const continueText = locale === 'de' ? de['form.continueWithEmail'] : locale === 'ar' ? ar['form.continueWithEmail'] : null;
    if (continueText) expect(screen.getByRole('button', { name: continueText })).toBeTruthy();
  });

  it.each([
    ['ar', 'rtl'],
    ['he', 'rtl'],
    ['de', 'ltr'],
  ])('sets dir on the root for %s: %s', async (locale, dir) => {
    const { root } = await renderIn({ locale });
    expect(root.getAttribute('dir')).toBe(dir);
  });

  it('shows the client error of a dropped request by its code in the locale', async () => {
    await injectFault(env.emulator, { path: '/sdk/v1/otps/email/login_or_create', drop: true });
    await renderIn({ locale: 'de' });
    fireEvent.change(screen.getByRole('textbox', { name: de['common.emailLabel'] }), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: de['form.continueWithEmail'] }));
    await waitFor(() => expect(document.querySelector('.aw-field-error')?.textContent).toBe(de['error.network_error']));
  });

  it.each([
    ['pl', pl],
    ['ar', ar],
  ])('counts down in %s with its numbers', async (locale, catalogue) => {
    // The locale's digits as this engine's Intl writes them (Arabic-Indic or Latin, depending on its CLDR data).
    const clock = `${new Intl.NumberFormat(locale).format(4)}:${new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 }).format(5)}`;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    try {
      renderWidget(env.client(), { ...emailOtp, otpOptions: { methods: ['email'], expirationMinutes: 5 } }, {
        locale,
        prepare: (store) => {
          store.set(otpStateAtom, { type: 'email', methodId: 'email-test', otpDestination: 'ada@example.com' });
          store.set(screenAtom, 'OTPAuthenticate');
        },
      });
      await screen.findByRole('heading', { name: catalogue['otp.header'] });
      vi.setSystemTime(new Date('2026-01-01T00:00:55Z'));
      const expected = catalogue['otp.expiresIn'].replace('{time}', clock);
      await waitFor(() => expect(document.querySelector('.aw-otp-countdown')?.textContent).toContain(expected), { timeout: 3000 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the loaded catalogues', () => {
  it('are kept by the locale each value resolves to, not one per value asked for', async () => {
    // A server passing each visitor's own value: a cache keyed by the raw value would grow with every one.
    for (let i = 0; i < 200; i += 1) await prepareFirstScreen({ config: emailOtp, locale: `de-x-visitor${i}` });
    expect(loadedLocale('de-CH-x-never-asked')?.locale).toBe('de');
    expect(loadedLocale('fr-x-never-asked')).toBeUndefined();
    await prepareFirstScreen({ config: emailOtp, locale: 'fr-CA' });
    expect(loadedLocale('fr-x-never-asked')?.locale).toBe('fr');
  });
});
