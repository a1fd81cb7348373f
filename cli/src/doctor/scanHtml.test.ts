import { describe, expect, it } from 'vitest';
import { metaCsp, scanHtml } from './scanHtml.ts';

describe('scanHtml', () => {
  it('reads start tags and their attributes, quoted, unquoted, bare and entity-encoded', () => {
    const { elements } = scanHtml(`<DIV Id="login" class='a b' data-auth-widget hidden=yes data-x="&quot;&#39;&#x41;&amp;">text</div><br/><img src=x.png alt=a>`);
    expect(elements.map((e) => e.name)).toEqual(['div', 'br', 'img']);
    expect(Object.fromEntries(elements[0]!.attributes)).toEqual({ id: 'login', class: 'a b', 'data-auth-widget': '', hidden: 'yes', 'data-x': `"'A&` });
    expect(elements[2]!.attributes.get('src')).toBe('x.png');
  });

  it('keeps the first of a repeated attribute, as browsers do', () => {
    expect(scanHtml('<div id="a" id="b">').elements[0]!.attributes.get('id')).toBe('a');
  });

  it('sees no element inside comments, scripts, styles, templates of text, or in a script\'s strings', () => {
    const html = [
      '<!-- <div id="login"></div> -->',
      '<script>document.write(\'<div id="login"></div>\'); self.__next_f.push("<div data-auth-widget>")</script>',
      '<style>#login::before { content: "<div id=login>" }</style>',
      '<textarea><div id="login"></div></textarea>',
      '<noscript><div id="login"></div></noscript>',
      '<SCRIPT type=module>"</scrip" + "t>"</SCRIPT >',
      '<p>after</p>',
    ].join('');
    expect(scanHtml(html).elements.map((e) => e.name)).toEqual(['script', 'style', 'textarea', 'noscript', 'script', 'p']);
  });

  it('tells an empty element from one with content, counts text and external scripts', () => {
    const shell = scanHtml('<!doctype html><html><head><title>App</title></head><body><div id="root">\n </div><script type="module" src="/src/main.tsx"></script></body></html>');
    expect(shell.elements.find((e) => e.attributes.get('id') === 'root')?.empty).toBe(true);
    expect(shell.textLength).toBe(0);
    expect(shell.externalScripts).toBe(1);
    const page = scanHtml('<div id="root"><p>Hello there</p></div>');
    expect(page.elements[0]!.empty).toBe(false);
    expect(page.textLength).toBe('Hellothere'.length);
  });

  it('survives unterminated markup', () => {
    for (const html of ['<div id="x', '<!-- open', '<script>never closed', '<div a=', '<', '</', '<a', '< p>']) {
      expect(() => scanHtml(html), html).not.toThrow();
    }
    expect(scanHtml('<div id="x').elements[0]!.attributes.get('id')).toBe('x');
  });
});

describe('metaCsp', () => {
  it("reads the head's <meta http-equiv> policies, not the body's, and not other meta elements", () => {
    const html = [
      '<head><meta charset="utf-8"><META HTTP-EQUIV="content-security-policy" CONTENT="default-src \'self\'">',
      '<meta name="Content-Security-Policy" content="script-src \'none\'">',
      '<meta http-equiv="Content-Security-Policy" content="  ">',
      '<meta http-equiv=" Content-Security-Policy " content="connect-src https://api.example.com"></head>',
      '<body><meta http-equiv="Content-Security-Policy" content="img-src \'none\'"></body>',
    ].join('');
    expect(metaCsp(scanHtml(html))).toEqual(["default-src 'self'", 'connect-src https://api.example.com']);
  });
});
