import { describe, expect, it } from 'vitest';
import { withoutScripts } from './withoutScripts.ts';

describe('withoutScripts', () => {
  it('keeps the markup and styles of a server-rendered page and drops its scripts and script preloads', () => {
    // The shapes SvelteKit, Astro and Next.js write: href before rel, a nonce on the inline start script.
    const html = [
      '<!doctype html><html><head>',
      '<link href="/_app/immutable/entry/start.js" rel="modulepreload">',
      '<link rel="preload" href="/_next/static/chunks/main.js" as="script">',
      '<link rel="stylesheet" href="/_astro/index.css">',
      '<link rel="preload" href="/font.woff2" as="font">',
      '<style nonce="abc">.widget{color:red}</style>',
      '<script type="module" src="/_astro/index.js"></script>',
      '</head><body><h1>Sign in</h1><form><button disabled data-waiting>Continue</button></form>',
      '<script nonce="abc">\n  { __sveltekit = {}; import("/_app/start.js"); }\n</script>',
      '</body></html>',
    ].join('\n');
    expect(withoutScripts(html)).toBe(
      [
        '<!doctype html><html><head>',
        '',
        '',
        '<link rel="stylesheet" href="/_astro/index.css">',
        '<link rel="preload" href="/font.woff2" as="font">',
        '<style nonce="abc">.widget{color:red}</style>',
        '',
        '</head><body><h1>Sign in</h1><form><button disabled data-waiting>Continue</button></form>',
        '',
        '</body></html>',
      ].join('\n'),
    );
  });

  it('refuses a page whose script it cannot take out', () => {
    expect(() => withoutScripts('<body><script src="/a.js"></body>')).toThrow('a script is left');
  });
});
