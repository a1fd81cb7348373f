/**
 * SVG attributes React takes in camelCase (`textAnchor` for `text-anchor`); Preact writes a name as it is given.
 * The list is preact/compat's (MIT), which follows React's.
 */
const CAMEL_ATTRIBUTE =
  /^(?:accent|alignment|arabic|baseline|cap|clip(?!PathU)|color|dominant|fill|flood|font|glyph(?!R)|horiz|image(?!S)|letter|lighting|marker(?!H|W|U)|overline|paint|pointer|shape|stop|strikethrough|stroke|text(?!L)|transform|underline|unicode|units|v|vector|vert|word|writing|x(?!C))[A-Z]/;

/** Inputs whose `change` event React's onChange means; on the others (and textareas) it is every `input`. */
const CHANGE_INPUTS = /^(checkbox|radio|file)$/;

/**
 * An element's props as React would apply them, for Preact to apply: `onChange` of a text field fires on every
 * keystroke (React's), camelCase SVG attributes are dashed, and `suppressHydrationWarning`, a hint to React's
 * hydration, is not written into the page as an attribute.
 */
export function domProps(type: string, props: Record<string, unknown>): Record<string, unknown> {
  const applied: Record<string, unknown> = {};
  for (const name in props) {
    let key = name;
    if (name === 'suppressHydrationWarning') continue;
    if (name === 'onChange' && (type === 'textarea' || (type === 'input' && !CHANGE_INPUTS.test(String(props.type))))) key = 'onInput';
    else if (!type.includes('-') && CAMEL_ATTRIBUTE.test(name)) key = name.replace(/[A-Z0-9]/g, '-$&').toLowerCase();
    applied[key] = props[name];
  }
  return applied;
}
