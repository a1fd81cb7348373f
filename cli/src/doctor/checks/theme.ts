import { MAX_STYLES_DEPTH, themeValueProblem } from '@auth-widget/sdk';
import { combine, fail, type Check, type CheckResult } from '../types.ts';
import { isCssColor, isCssLength } from '../cssValues.ts';
import { quoted } from '../quoted.ts';
import { isRecord } from '../../utils/isRecord.ts';

/** Which theme fields hold colours and which hold lengths (the widget's theme). */
const COLOR_KEYS = new Set(['backgroundColor', 'borderColor', 'textColor', 'placeholderColor', 'primary', 'secondary', 'success', 'error']);
const LENGTH_KEYS = new Set(['borderRadius', 'width', 'fontSize', 'headerFontSize']);

function walk(value: unknown, path: string, findings: CheckResult[], depth = 0): void {
  if (!isRecord(value)) return;
  for (const [key, child] of Object.entries(value)) {
    const where = `${path}.${key}`;
    const unsafe = typeof child === 'string' && key !== 'logoImageUrl' ? themeValueProblem(child) : null;
    if (isRecord(child) && depth + 1 === MAX_STYLES_DEPTH) {
      findings.push(fail(`${where} is an object nested deeper than any styles field: the widget refuses to mount with it.`, 'Nest styles as documented, at most as deep as styles.buttons.primary.backgroundColor.'));
    } else if (isRecord(child)) {
      walk(child, where, findings, depth + 1);
    } else if (unsafe) {
      findings.push(
        fail(
          `${where} ${quoted(String(child))} contains ${unsafe}: it could make the widget load a URL or break out of its CSS, and the widget refuses to mount with it.`,
          'Use plain values only: a colour such as #19303D, a length such as 8px, a font list without quotes such as Arial, sans-serif; no url(), ;, braces, quotes, backslashes, comments, < or @.',
        ),
      );
    } else if (COLOR_KEYS.has(key) && (typeof child !== 'string' || !isCssColor(child))) {
      findings.push(fail(`${where} ${quoted(String(child))} is not a CSS colour.`, 'Use a colour such as #19303D, rgb(25 48 61) or a named colour.'));
    } else if (LENGTH_KEYS.has(key) && (typeof child !== 'string' || !isCssLength(child))) {
      findings.push(fail(`${where} ${quoted(String(child))} is not a CSS length.`, 'Use a length with a unit, such as 400px or 8px.'));
    } else if (key === 'fontFamily' && (typeof child !== 'string' || /[;{}<>]/.test(child))) {
      findings.push(fail(`${where} is not a font-family list.`, 'Use a list such as "Arial, Helvetica, sans-serif".'));
    }
  }
}

/** Theme values are plain (nothing the widget would fetch or that leaves the value), colours and lengths are valid CSS; the logo URL is https. */
export const theme: Check = {
  id: 'theme',
  title: 'Theme and logo',
  run({ site }) {
    const findings: CheckResult[] = [];
    walk(site.styles, 'styles', findings);
    const logos = [site.config?.logo?.logoImageUrl, site.styles?.logo?.logoImageUrl].filter((u) => u !== undefined);
    for (const logo of logos) {
      let ok: boolean;
      try {
        const url = new URL(String(logo));
        ok = url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname));
      } catch {
        ok = false;
      }
      if (!ok) findings.push(fail(`The logo URL ${quoted(String(logo))} is not an https URL: the widget will not show it.`, 'Host the logo on https.'));
    }
    return combine(findings, 'Theme values are valid.');
  },
};
