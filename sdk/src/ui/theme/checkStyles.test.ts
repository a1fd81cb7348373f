import { describe, expect, it } from 'vitest';
import { isAuthError } from '../../client/core/AuthError.ts';
import { checkStyles } from './checkStyles.ts';
import { themeValueProblem } from '../../config/themeValueProblem.ts';

/** Sets `value` at a dotted path of a fresh styles object. */
function stylesWith(path: string, value: unknown): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  const keys = path.split('.');
  let node = root;
  for (const key of keys.slice(0, -1)) node = (node[key] = {}) as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return root;
}

function refusal(styles: unknown): Error {
  try {
    checkStyles('mountLogin', styles);
  } catch (error) {
    expect(isAuthError(error, 'usage_error')).toBe(true);
    return error as Error;
  }
  throw new Error('checkStyles accepted the styles');
}

/** Every styles field that ends up in the widget's CSS (`themeVariables`). */
const CSS_STYLE_FIELDS = [
  ...['backgroundColor', 'borderColor', 'borderRadius', 'width'].map((f) => `container.${f}`),
  ...['primary', 'secondary', 'success', 'error'].map((f) => `colors.${f}`),
  ...['primary', 'secondary'].flatMap((b) => ['backgroundColor', 'textColor', 'borderColor', 'borderRadius'].map((f) => `buttons.${b}.${f}`)),
  ...['backgroundColor', 'textColor', 'placeholderColor', 'borderColor', 'borderRadius'].map((f) => `inputs.${f}`),
  'fontFamily',
  'typography.fontSize',
  'typography.headerFontSize',
];

const UNSAFE = [
  'url(http://127.0.0.1:1/x.png)',
  'URL ( "x.png" )',
  'image-set(x.png 1x)',
  'expression(alert(1))',
  'red; background: blue',
  'red } .x { color: blue',
  '"Evil Font"',
  "'x'",
  'u\\72l(x.png)',
  '</style><script>',
  '@import x',
  'red\nblue',
  'red /*',
  '*/ blue',
];

describe('themeValueProblem', () => {
  it('accepts plain colours, lengths and font lists', () => {
    for (const value of ['#19303D', 'rgb(25 48 61 / 50%)', 'hsl(200, 40%, 17%)', 'rebeccapurple', '8px', '1.5rem', 'Arial, Helvetica, sans-serif', 'Open Sans, system-ui']) {
      expect(themeValueProblem(value), value).toBeNull();
    }
  });

  it('names what an unsafe value carries', () => {
    for (const value of UNSAFE) expect(themeValueProblem(value), value).not.toBeNull();
    expect(themeValueProblem('url(x)')).toBe('a url()-like function');
    expect(themeValueProblem('red;')).toBe(';');
    expect(themeValueProblem('red /*')).toBe('a CSS comment (/* or */)');
  });
});

describe('checkStyles', () => {
  it('accepts no styles and plain styles', () => {
    expect(() => checkStyles('mountLogin', undefined)).not.toThrow();
    expect(() =>
      checkStyles('mountLogin', {
        colors: { primary: '#19303D' },
        container: { width: '400px', borderRadius: '8px' },
        buttons: { primary: { backgroundColor: 'navy' } },
        fontFamily: 'Arial, sans-serif',
        hideHeaderText: true,
        logo: { logoImageUrl: 'https://example.com/logo.png' },
      }),
    ).not.toThrow();
  });

  it('refuses an unsafe value in every field that ends up in CSS, naming the field', () => {
    for (const field of CSS_STYLE_FIELDS) {
      const error = refusal(stylesWith(field, 'url(http://127.0.0.1:1/x.png)'));
      expect(error.message).toBe(`Invalid call to mountLogin\nstyles.${field} must be a plain CSS value: it contains a url()-like function`);
    }
  });

  it('refuses styles that are not an object; leaves a value of the wrong type to the theme, which ignores it', () => {
    expect(refusal('red').message).toBe('Invalid call to mountLogin\nstyles must be an object');
    expect(() => checkStyles('mountLogin', { colors: { primary: 5 }, buttons: { primary: 'red' } })).not.toThrow();
  });

  it('checks strings in any group, and leaves the logo URL to its own check', () => {
    expect(refusal({ future: { field: 'url(x)' } }).message).toContain('styles.future.field must be a plain CSS value');
    expect(() => checkStyles('mountLogin', { logo: { logoImageUrl: "https://example.com/logo's.png" } })).not.toThrow();
  });

  it('refuses a comment opener, which would hide every later variable of the same style attribute', () => {
    expect(refusal(stylesWith('colors.primary', 'red /*')).message).toBe(
      'Invalid call to mountLogin\nstyles.colors.primary must be a plain CSS value: it contains a CSS comment (/* or */)',
    );
    expect(refusal(stylesWith('inputs.borderColor', 'blue */')).message).toContain('styles.inputs.borderColor');
  });

  it('refuses an object nested deeper than any styles field by its path, however deep it goes', () => {
    let deep: Record<string, unknown> = { primary: 'red' };
    for (let i = 0; i < 20_000; i += 1) deep = { x: deep };
    expect(refusal({ colors: deep }).message).toBe(
      'Invalid call to mountLogin\nstyles.colors.x.x must not be an object: no styles field lies deeper than styles.buttons.primary.backgroundColor',
    );
    expect(() => checkStyles('mountLogin', { buttons: { primary: { backgroundColor: 'navy' } } })).not.toThrow();
  });

  it('lists every unsafe field at once', () => {
    const message = refusal({ colors: { primary: 'red;', error: '@import x' }, fontFamily: '"x"' }).message;
    expect(message.split('\n')).toEqual([
      'Invalid call to mountLogin',
      'styles.colors.primary must be a plain CSS value: it contains ;',
      'styles.colors.error must be a plain CSS value: it contains @ (at-rules such as @import)',
      'styles.fontFamily must be a plain CSS value: it contains quotes',
    ]);
  });
});
