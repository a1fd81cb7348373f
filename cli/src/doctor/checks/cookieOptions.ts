import { cookieOptionProblem } from '@auth-widget/sdk';
import { combine, fail, pass, warn, type Check, type CheckResult } from '../types.ts';
import { isRecord } from '../../utils/isRecord.ts';
import { isLocalHost, redirectUrlsOf } from '../redirectUrlsOf.ts';

/** RFC 6265 cookie-name characters (a token: no separators, spaces or controls). */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Cookie options are strings, names are valid, and the domain covers the site's host. */
export const cookieOptions: Check = {
  id: 'cookie-options',
  title: 'Cookie options',
  run({ site }) {
    const options = site.cookieOptions as unknown;
    if (options === undefined) return pass('Default cookie names and path.');
    if (!isRecord(options)) return fail('cookieOptions must be an object.', 'Make cookieOptions a JSON object.');
    const findings: CheckResult[] = [];
    const known = ['opaqueTokenCookieName', 'jwtCookieName', 'istCookieName', 'path', 'domain'];
    for (const [key, value] of Object.entries(options)) {
      if (!known.includes(key)) findings.push(warn(`cookieOptions.${key} is not a known option.`, `Use only: ${known.join(', ')}.`));
      else if (typeof value !== 'string') findings.push(fail(`cookieOptions.${key} must be a string.`, 'Quote the value.'));
    }
    // The client writes these into `document.cookie` as they are: ";" would start another attribute
    // (`example.com; SameSite=None`). The client's own rule, so doctor fails exactly what createAuthClient refuses.
    for (const key of ['path', 'domain']) {
      const value = options[key];
      const problem = typeof value === 'string' ? cookieOptionProblem(value) : null;
      if (problem) {
        findings.push(
          fail(
            `cookieOptions.${key} ${JSON.stringify(value)} contains ${problem}: the browser would read the rest as other cookie attributes, and the client refuses it.`,
            key === 'domain' ? 'Use a bare domain such as example.com or .example.com, nothing after it.' : 'Use a bare path such as /app, nothing after it.',
          ),
        );
      }
    }
    for (const key of ['opaqueTokenCookieName', 'jwtCookieName', 'istCookieName']) {
      const name = options[key];
      if (typeof name === 'string' && !COOKIE_NAME.test(name)) {
        findings.push(fail(`cookieOptions.${key} "${name}" is not a valid cookie name.`, 'Use letters, digits, - and _ only.'));
      }
    }
    const names = ['opaqueTokenCookieName', 'jwtCookieName', 'istCookieName'].map((k) => options[k]).filter((n) => typeof n === 'string');
    if (new Set(names).size !== names.length) findings.push(fail('Two cookies have the same name.', 'Give each cookie its own name.'));
    const path = options.path;
    if (typeof path === 'string' && !cookieOptionProblem(path) && !path.startsWith('/')) findings.push(fail('cookieOptions.path must start with "/".', 'Use "/" or a path such as "/app".'));
    const domain = options.domain;
    if (typeof domain === 'string' && !cookieOptionProblem(domain)) {
      const bare = domain.replace(/^\./, '').toLowerCase();
      const hosts = redirectUrlsOf(site)
        .map(({ url }) => {
          try {
            return new URL(String(url)).hostname.toLowerCase();
          } catch {
            return null;
          }
        })
        .filter((h): h is string => h !== null && !isLocalHost(h));
      const outside = hosts.filter((h) => h !== bare && !h.endsWith(`.${bare}`));
      if (outside.length > 0) {
        findings.push(
          fail(
            `cookieOptions.domain "${domain}" does not cover the site's host ${outside[0]}: browsers would refuse the cookies.`,
            `Set the domain to ${outside[0]} or a parent domain of it, or remove it.`,
          ),
        );
      }
    }
    return combine(findings, 'Cookie options are valid.');
  },
};
