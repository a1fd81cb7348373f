import type { HtmlElement } from './scanHtml.ts';

/** One condition of a compound selector. */
type Condition =
  | { kind: 'tag'; name: string }
  | { kind: 'id'; value: string }
  | { kind: 'class'; value: string }
  | { kind: 'attribute'; name: string; value: string | null };

/** A CSS identifier as doctor reads it: letters, digits, "-" and "_" (and any non-ASCII), no escapes. */
function identifierEnd(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    const ok = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x2d || c === 0x5f || c > 0x7f;
    if (!ok) break;
    i += 1;
  }
  return i;
}

/** One compound selector (`div#login.box[data-x="y"]`), or null when it uses anything else. */
function parseCompound(text: string): Condition[] | null {
  const conditions: Condition[] = [];
  let i = 0;
  if (text === '') return null;
  const tagEnd = identifierEnd(text, 0);
  if (tagEnd > 0) {
    conditions.push({ kind: 'tag', name: text.slice(0, tagEnd).toLowerCase() });
    i = tagEnd;
  }
  while (i < text.length) {
    const c = text[i];
    if (c === '#' || c === '.') {
      const end = identifierEnd(text, i + 1);
      if (end === i + 1) return null;
      conditions.push({ kind: c === '#' ? 'id' : 'class', value: text.slice(i + 1, end) });
      i = end;
    } else if (c === '[') {
      const close = text.indexOf(']', i);
      if (close === -1) return null;
      const inside = text.slice(i + 1, close).trim();
      const equals = inside.indexOf('=');
      const name = (equals === -1 ? inside : inside.slice(0, equals)).trim();
      if (name === '' || identifierEnd(name, 0) !== name.length) return null;
      let value: string | null = null;
      if (equals !== -1) {
        const raw = inside.slice(equals + 1).trim();
        const quoted = raw.length >= 2 && (raw[0] === '"' || raw[0] === "'") && raw.at(-1) === raw[0];
        value = quoted ? raw.slice(1, -1) : raw;
        if (!quoted && (value === '' || identifierEnd(value, 0) !== value.length)) return null;
      }
      conditions.push({ kind: 'attribute', name: name.toLowerCase(), value });
      i = close + 1;
    } else {
      return null;
    }
  }
  return conditions;
}

function matchesCondition(element: HtmlElement, condition: Condition): boolean {
  switch (condition.kind) {
    case 'tag':
      return element.name === condition.name;
    case 'id':
      return element.attributes.get('id') === condition.value;
    case 'class':
      return (element.attributes.get('class') ?? '').split(/[\t\n\f\r ]+/).includes(condition.value);
    case 'attribute': {
      const value = element.attributes.get(condition.name);
      return value !== undefined && (condition.value === null || value === condition.value);
    }
  }
}

/** A selector doctor can look for in fetched HTML. */
export interface ElementSelector {
  /** As given. */
  text: string;
  matches(element: HtmlElement): boolean;
}

/**
 * The selector a site mounts the widget with (`mountLogin({ elementId })`), when it is a list of compound selectors:
 * a tag, `#id`, `.class`, `[attr]` and `[attr="value"]`, joined by ",". Null for anything else (combinators,
 * pseudo-classes, escapes): doctor sees the HTML as sent, not a DOM, and will not guess what those would match.
 */
export function elementSelector(text: string): ElementSelector | null {
  const list = text.split(',').map((part) => parseCompound(part.trim()));
  if (list.length === 0 || list.some((c) => c === null)) return null;
  const compounds = list as Condition[][];
  return { text, matches: (element) => compounds.some((conditions) => conditions.every((c) => matchesCondition(element, c))) };
}
