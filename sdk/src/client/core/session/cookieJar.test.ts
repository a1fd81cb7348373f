import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { blockCookies } from '../../../../test/client/blockStorage.ts';
import { createCookieJar } from './cookieJar.ts';
import { readCookie } from './cookies.ts';
import { createStorageWarnings } from './storageWarnings.ts';
import type { StorageWarning } from './storageWarningTypes.ts';

const TOKEN = 'secret-token-value';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  for (const name of ['a_session', 'a_jwt']) {
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function jar(scope: { path?: string; domain?: string } = {}) {
  const warnings = createStorageWarnings();
  const seen: StorageWarning[] = [];
  warnings.listen((w) => seen.push(w));
  return { jar: createCookieJar(scope, warnings, readCookie), seen };
}

/** Puts the page at another URL for the rest of the test (happy-dom keeps cookies per host, as a browser does). */
function pageAt(url: string): void {
  const before = location.href;
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
  onTestFinished(() => (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(before));
}

/** The one warning raised, once its text has loaded, checked to name the cookie and never carry its value. */
async function onlyWarning(seen: StorageWarning[]): Promise<StorageWarning> {
  await vi.waitFor(() => expect(seen).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(seen).toHaveLength(1);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]?.[0])).toBe(seen[0]?.message);
  expect(seen[0]?.message).toContain(seen[0]?.cookie);
  expect(seen[0]?.message).not.toContain(TOKEN);
  return seen[0]!;
}

describe('createCookieJar', () => {
  it('writes browser cookies when the browser keeps them, silently', async () => {
    const { jar: j, seen } = jar();
    j.write('a_session', TOKEN, { maxAge: 60 });
    expect(readCookie('a_session')).toBe(TOKEN);
    expect(j.read('a_session')).toBe(TOKEN);
    j.remove('a_session');
    expect(readCookie('a_session')).toBeNull();
    expect(j.read('a_session')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps cookies in memory where document.cookie throws, with one warning', async () => {
    blockCookies();
    const { jar: j, seen } = jar();
    expect(j.read('a_session')).toBeNull();
    j.write('a_session', TOKEN, { maxAge: 60 });
    j.write('a_jwt', 'jwt', { maxAge: 60 });
    expect(j.read('a_session')).toBe(TOKEN);
    expect(j.read('a_jwt')).toBe('jwt');
    j.remove('a_session');
    expect(j.read('a_session')).toBeNull();
    const warning = await onlyWarning(seen);
    expect(warning).toMatchObject({ kind: 'cookies_blocked', cookie: 'a_session' });
    expect(warning.message).toContain('SecurityError');
  });

  it('keeps in memory a cookie outside cookieOptions.domain, which the browser refuses, and says why once', async () => {
    const { jar: j, seen } = jar({ domain: 'example.com' });
    j.write('a_session', TOKEN, { maxAge: 60 });
    j.write('a_jwt', 'jwt', { maxAge: 60 });
    expect(readCookie('a_session')).toBeNull();
    expect(j.read('a_session')).toBe(TOKEN);
    expect(j.read('a_jwt')).toBe('jwt');
    const warning = await onlyWarning(seen);
    expect(warning).toMatchObject({ kind: 'cookie_refused', cookie: 'a_session' });
    expect(warning.message).toContain('cookieOptions.domain (example.com) does not cover this host (localhost)');
  });

  it('says that a Secure cookie is dropped on a plain http page that is not local', async () => {
    pageAt('http://shop.example/account');
    const { jar: j, seen } = jar();
    j.write('a_session', TOKEN, { maxAge: 60 });
    expect(j.read('a_session')).toBe(TOKEN);
    expect((await onlyWarning(seen)).message).toContain('served over plain http');
  });

  it('says that cookieOptions.path does not cover the page, where the cookie is written but not visible', async () => {
    const { jar: j, seen } = jar({ path: '/app' });
    j.write('a_session', TOKEN, { maxAge: 60 });
    expect(j.read('a_session')).toBe(TOKEN);
    expect((await onlyWarning(seen)).message).toContain('cookieOptions.path (/app) does not cover this page');
  });

  it('takes the browser\'s cookie again once it keeps one', async () => {
    const { jar: j } = jar();
    const setter = vi.spyOn(document, 'cookie', 'set').mockImplementationOnce(() => {});
    j.write('a_session', 'kept in memory', { maxAge: 60 });
    setter.mockRestore();
    j.write('a_session', TOKEN, { maxAge: 60 });
    document.cookie = 'a_session=written-by-another-tab; path=/';
    expect(j.read('a_session')).toBe('written-by-another-tab');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  });

  it('writes no cookie too large for a browser, keeps it in memory and says so once, without its value', async () => {
    const { jar: j, seen } = jar();
    // An earlier session's JWT cookie: the next page must not read it in place of the one kept in memory.
    j.write('a_jwt', 'older', { maxAge: 60 });
    const jwt = `${TOKEN}.${'x'.repeat(4096)}`;
    j.write('a_session', TOKEN, { maxAge: 60 });
    j.write('a_jwt', jwt, { maxAge: 60 }, true);
    expect(readCookie('a_session')).toBe(TOKEN);
    expect(readCookie('a_jwt')).toBeNull();
    expect(j.read('a_jwt')).toBe(jwt);
    expect(j.kept('a_jwt')).toBe(true);
    const warning = await onlyWarning(seen);
    expect(warning).toMatchObject({ kind: 'cookie_too_large', cookie: 'a_jwt' });
    expect(warning.message).toBe(
      `auth-widget: the cookie a_jwt would be ${'a_jwt'.length + jwt.length} bytes (name and value), over the 4096 a browser keeps, so it was not written; ` +
        "this page keeps the value in memory, and the next page asks the provider for a new one with the session token's cookie (a server reading this cookie finds none).",
    );
  });

  it('says a session token too large for a cookie ends with the page', async () => {
    const { jar: j, seen } = jar();
    j.write('a_session', 'é'.repeat(700), { maxAge: 60 });
    expect(readCookie('a_session')).toBeNull();
    const warning = await onlyWarning(seen);
    // Counted as written: each é is six bytes once percent-encoded.
    expect(warning.message).toContain(`would be ${'a_session'.length + 700 * 6} bytes`);
    expect(warning.message).toContain('it ends when the page is closed or reloaded');
  });
});
