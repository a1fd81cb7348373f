import { describe, expect, it } from 'vitest';
import type { WidgetStyles } from '../config.ts';
import { baseCss } from './baseCss.ts';
import { DEFAULT_THEME } from './defaults.ts';
import { themeVariables } from './themeVariables.ts';

describe('themeVariables', () => {
  it("maps a host's plain values to the custom properties", () => {
    const vars = themeVariables({ colors: { primary: '#123456' }, container: { width: '320px' }, fontFamily: 'Georgia, serif' });
    expect(vars['--aw-primary']).toBe('#123456');
    expect(vars['--aw-button-primary-background']).toBe('#123456');
    expect(vars['--aw-container-width']).toBe('320px');
    expect(vars['--aw-font-family']).toBe('Georgia, serif');
  });

  it('carries only what a host can set: the sizes no option sets are in the stylesheet, once a page', () => {
    const vars = Object.keys(themeVariables());
    expect(vars).not.toContain('--aw-control-height');
    expect(vars.filter((name) => /padding|watermark|toast|progress/.test(name))).toEqual([]);
    expect(baseCss).toContain('--aw-control-height:45px;');
  });

  it('drops values that could load a resource or leave the value, for the defaults (styles not checked by a mount)', () => {
    const styles = {
      colors: { primary: 'url(http://127.0.0.1:1/x.png)' },
      container: { backgroundColor: 'image-set(x.png 1x)', width: 5 },
      fontFamily: '"x"; background: red',
      typography: { fontSize: '16px}' },
    } as unknown as WidgetStyles;
    const vars = themeVariables(styles);
    expect(vars['--aw-primary']).toBe(DEFAULT_THEME.primary);
    expect(vars['--aw-container-background']).toBe('#FFFFFF');
    expect(vars['--aw-container-width']).toBe(DEFAULT_THEME.width);
    expect(vars['--aw-font-family']).toBe(DEFAULT_THEME.fontFamily);
    expect(vars['--aw-font-size']).toBe('16px');
    expect(Object.values(vars).join(' ')).not.toMatch(/url|image-set|[;{}"]/);
  });
});
