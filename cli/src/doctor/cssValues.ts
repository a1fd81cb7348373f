/**
 * CSS value checks for theme settings, without a browser. Whether a value is safe for the widget's CSS at all is the
 * sdk's own rule (`themeValueProblem` of `@auth-widget/sdk`), which the theme check imports.
 *
 * The checks scan each value once, left to right, and never go back: the settings file is anyone's text, and the
 * regular expressions these replace (`\d+\.?\d*` for a number, `\s*[,\s/]\s*` between components) could split a
 * long run of digits or spaces in quadratic to polynomial ways, seconds to hours on a value of 30,000 characters.
 */

const NAMED_COLORS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
    'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray ' +
    'darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue ' +
    'firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew ' +
    'hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue ' +
    'mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred ' +
    'midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
    'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple ' +
    'rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
    'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white ' +
    'whitesmoke yellow yellowgreen transparent currentcolor'
  ).split(' '),
);

/** The colour functions, by their lower-case name. */
const COLOR_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch']);

/** Units a colour function's first component may carry (a hue's angle, or a percentage). */
const FIRST_COMPONENT_UNITS = ['%', 'deg', 'turn', 'rad'];

const LENGTH_UNITS = new Set(['px', 'em', 'rem', '%', 'vw', 'vh', 'vmin', 'vmax', 'ch', 'ex', 'pt', 'pc', 'cm', 'mm', 'in', 'svh', 'dvh', 'lvh']);

/** JavaScript's `\s` (what `trim()` removes too): ASCII and Unicode spaces, line ends, and the byte order mark. */
function isSpace(code: number): boolean {
  return (
    (code >= 0x09 && code <= 0x0d) ||
    code === 0x20 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** Index after the digits that start at `i`. */
function digitsEnd(text: string, i: number): number {
  while (i < text.length && isDigit(text.charCodeAt(i))) i += 1;
  return i;
}

/**
 * Index after the CSS number at `i` (`[+-]? (digits [. digits?] | . digits) [e [+-]? digits]`, the exponent's `e`
 * in either case), or -1. Taking the longest number is the only reading: nothing that may follow one (a unit, `%`,
 * a separator, `)`) starts with a digit or a dot.
 */
function numberEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 0x2b || c === 0x2d) i += 1;
  const whole = digitsEnd(text, i);
  let end = whole;
  if (text.charCodeAt(end) === 0x2e) {
    const fraction = digitsEnd(text, end + 1);
    // "1." is a number; a lone "." is not.
    if (whole > i || fraction > end + 1) end = fraction;
  }
  if (whole === i && end === i) return -1;
  const e = text.charCodeAt(end);
  if (e === 0x65 || e === 0x45) {
    let j = end + 1;
    const sign = text.charCodeAt(j);
    if (sign === 0x2b || sign === 0x2d) j += 1;
    const exponent = digitsEnd(text, j);
    // Without digits the "e" is not an exponent (it starts a unit such as em or ex).
    if (exponent > j) end = exponent;
  }
  return end;
}

/** True when `text` has `word` (lower case) at `i`, in any case. */
function hasWordAt(text: string, i: number, word: string): boolean {
  return text.length - i >= word.length && text.slice(i, i + word.length).toLowerCase() === word;
}

/** Index after one colour component at `i`: a number with an optional unit, or `none`; -1 when there is none. */
function componentEnd(text: string, i: number, units: readonly string[]): number {
  if (hasWordAt(text, i, 'none')) return i + 4;
  const end = numberEnd(text, i);
  if (end === -1) return -1;
  const unit = units.find((u) => hasWordAt(text, end, u));
  return unit ? end + unit.length : end;
}

/**
 * True for `name( component (separator component){2,3} )`, spaces allowed inside the parentheses: a separator is a
 * run of spaces with at most one `,` or `/` in it, and never empty.
 */
function isFunctionColor(v: string): boolean {
  const open = v.indexOf('(');
  if (open === -1 || !COLOR_FUNCTIONS.has(v.slice(0, open).toLowerCase())) return false;
  let i = open + 1;
  while (i < v.length && isSpace(v.charCodeAt(i))) i += 1;
  i = componentEnd(v, i, FIRST_COMPONENT_UNITS);
  if (i === -1) return false;
  let components = 1;
  for (;;) {
    const from = i;
    let marks = 0;
    for (; i < v.length; i += 1) {
      const c = v.charCodeAt(i);
      if (c === 0x2c || c === 0x2f) marks += 1;
      else if (!isSpace(c)) break;
    }
    if (marks > 1) return false;
    if (v.charCodeAt(i) === 0x29) return marks === 0 && i === v.length - 1 && components >= 3;
    if (i === from || components === 4) return false;
    i = componentEnd(v, i, ['%']);
    if (i === -1) return false;
    components += 1;
  }
}

/** True for a CSS colour: hex, a functional notation, or a named colour. */
export function isCssColor(value: string): boolean {
  const v = value.trim();
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v) || isFunctionColor(v) || NAMED_COLORS.has(v.toLowerCase());
}

/** True for a CSS length or percentage (`0` may go without a unit). */
export function isCssLength(value: string): boolean {
  const v = value.trim();
  if (v === '0') return true;
  const end = numberEnd(v, 0);
  return end !== -1 && LENGTH_UNITS.has(v.slice(end).toLowerCase());
}
