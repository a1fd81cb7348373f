import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { embedTags, sri } from './embedTags.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('embedTags', () => {
  it('preloads each first-load chunk, then loads the entry, each with the integrity of its bytes', () => {
    const entry = { url: './auth-widget.js', contents: bytes('import "./chunks/a.js";') };
    const chunks = [
      { url: './chunks/a.js', contents: bytes('export const a = 1;') },
      { url: './chunks/b.js', contents: bytes('export const b = 2;') },
    ];
    const hash = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
    expect(embedTags(entry, chunks)).toEqual([
      `<link rel="modulepreload" href="./chunks/a.js" integrity="${hash('export const a = 1;')}" crossorigin>`,
      `<link rel="modulepreload" href="./chunks/b.js" integrity="${hash('export const b = 2;')}" crossorigin>`,
      `<script type="module" src="./auth-widget.js" integrity="${hash('import "./chunks/a.js";')}" crossorigin></script>`,
    ]);
  });

  it('changes the integrity when a byte changes', () => {
    expect(sri(bytes('a'))).not.toBe(sri(bytes('b')));
    expect(sri(bytes('a'))).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });
});
