import { describe, expect, it } from 'vitest';
import type { CheckContext, SiteConfig } from '../types.ts';
import { locale } from './locale.ts';

const run = (value: unknown) => locale.run({ site: { locale: value } as SiteConfig, api: null, fetch } satisfies CheckContext);

describe('locale check', () => {
  it('passes without a locale, and for every shipped one', async () => {
    expect((await run(undefined)).status).toBe('pass');
    for (const tag of ['en', 'de', 'pt-BR', 'zh-CN', 'ar', 'he']) expect((await run(tag)).status, tag).toBe('pass');
  });

  it('warns with the fallback the widget will use for a tag it has no catalogue for', async () => {
    const cases: [tag: string, used: string][] = [
      ['pt', '"pt-BR"'],
      ['en-AU', 'English (en)'],
      ['de-CH', '"de"'],
      ['kl', 'English (en)'],
    ];
    for (const [tag, used] of cases) {
      const result = await run(tag);
      expect(result.status, tag).toBe('warn');
      expect(result.message).toContain(`the widget will show ${used}`);
      expect(result.fix).toContain('pt-BR');
    }
  });

  it('fails a malformed tag or a value that is not a string', async () => {
    for (const value of ['', 'german!', 'de--DE', 'x', 42, ['de']]) {
      const result = await run(value);
      expect(result.status, String(value)).toBe('fail');
      expect(result.fix).toContain('"pt-BR"');
    }
  });

  it('reads a tag longer than RFC 5646 asks readers to handle as the widget does, quickly, and prints its start only', async () => {
    const long = `de-x-${'ab-'.repeat(1000)}ab`;
    const result = await run(long);
    expect(result.status).toBe('warn');
    expect(result.message).toContain(`is ${long.length} characters long`);
    expect(result.message).toContain('will show "de"');
    expect(result.message.length).toBeLessThan(400);
  });
});
