import { describe, expect, it } from 'vitest';
import { DEFAULT_AUTHENTICATE_TEXTS } from '../../site/authenticateTexts.ts';
import { authenticateLocale, loadAuthenticateTexts } from './loadAuthenticateTexts.ts';
import de from './locales/de.ts';
import { LOCALES } from './locales/index.ts';

describe('loadAuthenticateTexts', () => {
  it('reads the visitor\'s catalogue: German for `de-AT`, right to left for Arabic', async () => {
    const german = await loadAuthenticateTexts({ locale: 'de-AT' });
    expect(german).toEqual({
      locale: 'de',
      dir: 'ltr',
      texts: {
        heading: 'Sie werden angemeldet',
        checking: de['authenticate.checking'],
        confirm: de['authenticate.confirm'],
        continue: de['authenticate.continue'],
        signingIn: de['authenticate.signingIn'],
        noLink: de['authenticate.noLink'],
        failed: de['authenticate.failed'],
      },
    });
    expect(german.texts.continue).toBe('Weiter');
    const arabic = await loadAuthenticateTexts({ locale: 'ar-EG,en;q=0.5' });
    expect(arabic.locale).toBe('ar');
    expect(arabic.dir).toBe('rtl');
    expect(arabic.texts.continue).toBe('متابعة');
  });

  it('resolves as the widget does: a language without a catalogue falls back to English', async () => {
    expect(authenticateLocale('pt')).toBe('pt-BR');
    expect(authenticateLocale('zh-HK')).toBe('zh-TW');
    expect(await loadAuthenticateTexts({ locale: 'xx' })).toEqual({ locale: 'en', dir: 'ltr', texts: DEFAULT_AUTHENTICATE_TEXTS });
  });

  it('puts a site\'s `strings` (catalogue keys) over the locale\'s, and its `texts` over both', async () => {
    const { texts } = await loadAuthenticateTexts({
      locale: 'fr',
      strings: { 'authenticate.continue': 'Valider', 'authenticate.failed': 'Raté : {message}' },
      texts: { failed: 'Impossible : {message}' },
    });
    expect(texts.continue).toBe('Valider');
    expect(texts.failed).toBe('Impossible : {message}');
    expect(texts.signingIn).toBe('Connexion en cours…');
    expect(texts.heading).toBe('Connexion en cours');
  });

  it('makes the heading of every locale from its `signingIn`, and of a site\'s own `signingIn`, unless the site words it', async () => {
    const all = await Promise.all(LOCALES.map((locale) => loadAuthenticateTexts({ locale })));
    for (const { locale, texts } of all) {
      expect(texts.heading, locale).toBe(texts.signingIn.slice(0, -1));
      expect(texts.heading, locale).not.toMatch(/[….]$/u);
    }
    expect((await loadAuthenticateTexts({ locale: 'de', strings: { 'authenticate.signingIn': 'Einen Moment...' } })).texts.heading).toBe('Einen Moment');
    expect((await loadAuthenticateTexts({ locale: 'de', texts: { signingIn: 'Gleich geht es los …' } })).texts.heading).toBe('Gleich geht es los');
    expect((await loadAuthenticateTexts({ locale: 'de', texts: { heading: 'Willkommen zurück' } })).texts.heading).toBe('Willkommen zurück');
    // Fifty catalogues, each a module to transform on a first run.
  }, 60_000);
});
