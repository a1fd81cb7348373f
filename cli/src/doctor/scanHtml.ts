/** One start tag of a page, as doctor needs it. */
export interface HtmlElement {
  /** Lower case, such as `div`. */
  name: string;
  /** Attribute names in lower case; the first of a repeated attribute wins, as in browsers. Values entity-decoded. */
  attributes: Map<string, string>;
  /** Nothing but whitespace between the start tag and its end tag (`<div id="root"></div>`). */
  empty: boolean;
  /** Before the page's `<body>`: where a `<meta http-equiv>` policy counts. */
  inHead: boolean;
}

export interface HtmlScan {
  elements: HtmlElement[];
  /** How many characters of text the page shows, whitespace and script or style content left out. */
  textLength: number;
  /** `<script>` elements with a `src`. */
  externalScripts: number;
}

/** Elements whose content is text up to their end tag, never markup: a marker inside a script's string is no element. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noscript', 'iframe', 'noembed', 'noframes', 'plaintext']);

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** Decodes the character references an attribute value most often holds: the five named ones and numeric ones. */
function decodeEntities(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(#[0-9]{1,7}|#x[0-9a-f]{1,6}|amp|quot|apos|lt|gt);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

/** HTML whitespace: tab, line feed, form feed, carriage return, space. */
function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;
}

function isAsciiLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** True when html has `</name` (any case) at i. */
function endTagAt(html: string, i: number, name: string): boolean {
  return html.charCodeAt(i) === 0x3c && html.charCodeAt(i + 1) === 0x2f && html.slice(i + 2, i + 2 + name.length).toLowerCase() === name;
}

/**
 * The start tags, the amount of text and the external scripts of a page, after the HTML tokenizer's main rules: tags
 * and their attributes (quoted or not), comments, and raw-text elements whose content is skipped. A page comes from
 * a site doctor did not write, so this is one forward pass with `indexOf`, never a backtracking pattern: a hostile
 * page of the size doctor reads costs linear time. It is no full parser (no implied tags, no foreign content), which
 * what doctor asks of a page does not need.
 */
export function scanHtml(html: string): HtmlScan {
  const elements: HtmlElement[] = [];
  let textLength = 0;
  let externalScripts = 0;
  let inHead = true;
  let i = 0;
  const n = html.length;
  while (i < n) {
    const code = html.charCodeAt(i);
    if (code !== 0x3c) {
      if (!isSpace(code)) textLength += 1;
      i += 1;
      continue;
    }
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end === -1 ? n : end + 3;
      continue;
    }
    const next = html.charCodeAt(i + 1);
    if (next === 0x21 || next === 0x3f || next === 0x2f) {
      // A doctype, a bogus comment or an end tag: skipped to its ">".
      const end = html.indexOf('>', i + 2);
      i = end === -1 ? n : end + 1;
      continue;
    }
    if (!isAsciiLetter(next)) {
      textLength += 1;
      i += 1;
      continue;
    }
    // A start tag: its name, then attributes up to ">".
    let j = i + 1;
    while (j < n && !isSpace(html.charCodeAt(j)) && html.charCodeAt(j) !== 0x3e && html.charCodeAt(j) !== 0x2f) j += 1;
    const name = html.slice(i + 1, j).toLowerCase();
    const attributes = new Map<string, string>();
    while (j < n) {
      while (j < n && (isSpace(html.charCodeAt(j)) || html.charCodeAt(j) === 0x2f)) j += 1;
      if (j >= n || html.charCodeAt(j) === 0x3e) break;
      const from = j;
      // An attribute name may start with "=" (the tokenizer keeps it), never end with one.
      j += 1;
      while (j < n && !isSpace(html.charCodeAt(j)) && html.charCodeAt(j) !== 0x3e && html.charCodeAt(j) !== 0x2f && html.charCodeAt(j) !== 0x3d) j += 1;
      const attribute = html.slice(from, j).toLowerCase();
      let k = j;
      while (k < n && isSpace(html.charCodeAt(k))) k += 1;
      let value = '';
      if (html.charCodeAt(k) === 0x3d) {
        k += 1;
        while (k < n && isSpace(html.charCodeAt(k))) k += 1;
        const quote = html.charCodeAt(k);
        if (quote === 0x22 || quote === 0x27) {
          const end = html.indexOf(quote === 0x22 ? '"' : "'", k + 1);
          value = html.slice(k + 1, end === -1 ? n : end);
          j = end === -1 ? n : end + 1;
        } else {
          const start = k;
          while (k < n && !isSpace(html.charCodeAt(k)) && html.charCodeAt(k) !== 0x3e) k += 1;
          value = html.slice(start, k);
          j = k;
        }
      }
      if (!attributes.has(attribute)) attributes.set(attribute, decodeEntities(value));
    }
    i = j < n ? j + 1 : n;
    if (name === 'body') inHead = false;
    if (name === 'script' && attributes.has('src')) externalScripts += 1;
    let k = i;
    while (k < n && isSpace(html.charCodeAt(k))) k += 1;
    elements.push({ name, attributes, empty: endTagAt(html, k, name), inHead });
    if (RAW_TEXT.has(name)) {
      // Skip to the element's end tag; each "</" is looked at once.
      let end = html.indexOf('</', i);
      while (end !== -1 && !endTagAt(html, end, name)) end = html.indexOf('</', end + 2);
      i = end === -1 ? n : end;
    }
  }
  return { elements, textLength, externalScripts };
}

/** The policies of a page's `<meta http-equiv="Content-Security-Policy">` elements (only those in its head count). */
export function metaCsp(scan: HtmlScan): string[] {
  return scan.elements
    .filter((e) => e.name === 'meta' && e.inHead && e.attributes.get('http-equiv')?.trim().toLowerCase() === 'content-security-policy')
    .map((e) => e.attributes.get('content') ?? '')
    .filter((content) => content.trim() !== '');
}
