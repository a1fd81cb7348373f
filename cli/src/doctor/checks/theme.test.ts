import { describe, expect, it } from 'vitest';
import type { CheckContext, SiteConfig } from '../types.ts';
import { theme } from './theme.ts';

const run = (styles: unknown) => theme.run({ site: { styles } as SiteConfig, api: null, fetch } satisfies CheckContext);

describe('theme check', () => {
  it('passes plain colours, lengths and font lists', async () => {
    const result = await run({
      colors: { primary: '#19303D', error: 'rgb(139 18 20)' },
      container: { width: '400px', borderRadius: '8px', backgroundColor: 'white' },
      fontFamily: 'Open Sans, Arial, sans-serif',
      logo: { logoImageUrl: 'https://example.com/logo.png' },
    });
    expect(result.status).toBe('pass');
  });

  it('fails every value the widget refuses, in any field, with a fix', async () => {
    const cases: [path: string[], value: string, found: string][] = [
      [['colors', 'primary'], 'url(http://cdn.example/x.png)', 'a url()-like function'],
      [['container', 'backgroundColor'], 'IMAGE-SET(x.png 1x)', 'a url()-like function'],
      [['buttons', 'primary', 'borderRadius'], 'expression(alert(1))', 'a url()-like function'],
      [['inputs', 'textColor'], 'red; background: blue', ';'],
      [['typography', 'fontSize'], '16px}', 'braces'],
      [['fontFamily'], '"Evil", sans-serif', 'quotes'],
      [['fontFamily'], 'u\\72l(x)', 'a backslash'],
      [['fontFamily'], 'Arial</style>', '< or >'],
      [['fontFamily'], '@import x', '@ (at-rules such as @import)'],
      [['colors', 'primary'], 'red /*', 'a CSS comment (/* or */)'],
      [['container', 'width'], '400px */', 'a CSS comment (/* or */)'],
    ];
    for (const [path, value, found] of cases) {
      const styles: Record<string, unknown> = {};
      let node = styles;
      for (const key of path.slice(0, -1)) node = (node[key] = {}) as Record<string, unknown>;
      node[path.at(-1)!] = value;
      const result = await run(styles);
      expect(result.status, value).toBe('fail');
      expect(result.message).toContain(`styles.${path.join('.')} ${JSON.stringify(value)} contains ${found}`);
      expect(result.message).toContain('the widget refuses to mount with it');
      expect(result.fix).toContain('no url()');
    }
  });
});

describe('theme check on deep values', () => {
  it('fails an object nested deeper than any styles field, by its path, however deep it goes', async () => {
    let deep: Record<string, unknown> = { primary: 'red' };
    for (let i = 0; i < 20_000; i += 1) deep = { x: deep };
    const result = await run({ colors: deep, buttons: { primary: { backgroundColor: 'navy' } } });
    expect(result.status).toBe('fail');
    expect(result.message).toBe('styles.colors.x.x is an object nested deeper than any styles field: the widget refuses to mount with it.');
  });
});

describe('theme check on long values', () => {
  // Values of the size an attacker or a broken generator can put in a settings file; the regular expressions this
  // check once used took seconds on the first and hours on the nested-whitespace one.
  for (const n of [30_000, 300_000]) {
    it(`checks ${n.toLocaleString('en')}-character values and reports each by its rule`, async () => {
      const digits = '1'.repeat(n);
      const spaces = ' '.repeat(n / 3);
      const result = await run({
        colors: { primary: `rgb(${digits}`, secondary: `rgb(1${spaces}1${spaces}1${spaces}x`, success: `rgb(${digits} 1 1)` },
        container: { width: `${digits}x`, borderRadius: `${digits}px`, backgroundColor: `url${' '.repeat(n)}(x)` },
        fontFamily: `${'Arial, '.repeat(n / 7)}sans-serif`,
      });
      expect(result.status).toBe('fail');
      expect(result.message).toContain('styles.colors.primary "rgb(111');
      expect(result.message).toContain('styles.colors.secondary "rgb(1 ');
      expect(result.message).toContain('styles.container.width "111');
      expect(result.message).toContain('styles.container.backgroundColor "url ');
      expect(result.message).toContain(' contains a url()-like function');
      // Valid values pass, however long: a long colour, a long length, a long font list.
      expect(result.message).not.toContain('styles.colors.success');
      expect(result.message).not.toContain('styles.container.borderRadius');
      expect(result.message).not.toContain('styles.fontFamily');
      expect(result.message.match(/is not a CSS colour/g)).toHaveLength(2);
      expect(result.message.match(/is not a CSS length/g)).toHaveLength(1);
    });
  }
});
