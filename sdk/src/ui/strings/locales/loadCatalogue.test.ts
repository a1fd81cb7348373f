import { describe, expect, it } from 'vitest';
import { en } from '../en.ts';
import { LOCALES, type Locale } from './localeTags.ts';
import { loadCatalogue } from './loadCatalogue.ts';

describe('loadCatalogue', () => {
  it('gives every shipped locale a whole catalogue: the keys of English, each with a text', async () => {
    const keys = Object.keys(en).sort();
    for (const locale of LOCALES) {
      const catalogue = await loadCatalogue(locale);
      expect(Object.keys(catalogue).sort(), locale).toEqual(keys);
      expect(Object.values(catalogue).every((text) => text.length > 0), locale).toBe(true);
    }
  });

  it('gives English as the widget shows it, and each locale its own texts', async () => {
    expect((await loadCatalogue('en'))['main.header']).toBe('Sign up or log in');
    expect((await loadCatalogue('de'))['main.header']).toBe('Registrieren oder anmelden');
  });

  it('refuses a tag that is no shipped locale, naming it', async () => {
    await expect(loadCatalogue('xx' as Locale)).rejects.toThrow('no catalogue for locale "xx"');
  });
});
