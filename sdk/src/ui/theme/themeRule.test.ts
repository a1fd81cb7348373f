import { describe, expect, it } from 'vitest';
import type { WidgetStyles } from '../config.ts';
import { DEFAULT_THEME } from './defaults.ts';
import { themeRule } from './themeRule.ts';

/** The root a widget renders, with its prefix, in a page of this test's DOM. */
function root(idPrefix: string): HTMLElement {
  const element = document.createElement('div');
  element.className = 'aw-root';
  element.setAttribute('data-id-prefix', idPrefix);
  return element;
}

describe('themeRule', () => {
  it("puts the host's values on the root of that prefix alone", () => {
    const rule = themeRule('aw1', { colors: { primary: '#123456' }, container: { borderRadius: '12px' } });
    expect(rule).toMatch(/^\.aw-root\[data-id-prefix="aw1"\]\{--aw-primary:#123456;/);
    expect(rule).toContain(';--aw-container-radius:12px;');
    expect(rule).toContain(`;--aw-font-family:${DEFAULT_THEME.fontFamily};`);
    expect(rule.endsWith('}')).toBe(true);
    const selector = rule.slice(0, rule.indexOf('{'));
    expect(root('aw1').matches(selector)).toBe(true);
    expect(root('aw2').matches(selector)).toBe(false);
  });

  it('cannot end the rule or its <style> element, whatever the prefix and the values', () => {
    const prefix = 'x"]{}</style><script>alert(1)</script>';
    const unchecked = { colors: { primary: 'red</style><script>alert(1)</script>' }, fontFamily: 'a;}</STYLE ' } as WidgetStyles;
    const rule = themeRule(prefix, unchecked);
    expect(rule).not.toMatch(/<|>/);
    // One rule: the only braces are its own, the only quotes those around the prefix.
    expect(rule.match(/[{}]/g)).toEqual(['{', '}']);
    expect(rule.match(/"/g)).toHaveLength(2);
    expect(rule).toContain(`--aw-primary:${DEFAULT_THEME.primary};`);
    // The escaped prefix still names that root, and no other.
    const selector = rule.slice(0, rule.indexOf('{'));
    expect(root(prefix).matches(selector)).toBe(true);
    expect(root('x').matches(selector)).toBe(false);
  });

  it("names the roots of React's ids, and escapes a character outside the BMP as one code point", () => {
    for (const prefix of ['aw:r1:', 'aw«r1»', 'aw_r_1_']) {
      const rule = themeRule(prefix);
      expect(root(prefix).matches(rule.slice(0, rule.indexOf('{'))), prefix).toBe(true);
    }
    // Two escapes of its UTF-16 halves would each read as U+FFFD, and name another root.
    expect(themeRule('aw😀1')).toMatch(/^\.aw-root\[data-id-prefix="aw\\1f600 1"\]\{/);
  });
});
