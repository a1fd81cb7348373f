import { describe, expect, test } from 'vitest';
import { TOKEN_TYPE_PARAM } from '../protocol/constants.ts';
import { parseAuthenticateLink, takeAuthenticateLink } from './authenticateLink.ts';

/** Puts the test page on an address, as a link would open it. */
function open(path: string): void {
  window.history.replaceState(null, '', path);
}

describe('parseAuthenticateLink', () => {
  test('reads the token type and the token of a URL', () => {
    expect(parseAuthenticateLink(`https://site.example/authenticate?${TOKEN_TYPE_PARAM}=magic_links&token=abc`)).toEqual({
      tokenType: 'magic_links',
      token: 'abc',
    });
    expect(parseAuthenticateLink(new URL(`https://site.example/a?token=t&${TOKEN_TYPE_PARAM}=oauth`))).toEqual({ tokenType: 'oauth', token: 't' });
  });

  test('is null when either part is missing or empty', () => {
    expect(parseAuthenticateLink('https://site.example/authenticate')).toBeNull();
    expect(parseAuthenticateLink('https://site.example/authenticate?token=abc')).toBeNull();
    expect(parseAuthenticateLink(`https://site.example/authenticate?${TOKEN_TYPE_PARAM}=oauth`)).toBeNull();
    expect(parseAuthenticateLink(`https://site.example/authenticate?${TOKEN_TYPE_PARAM}=oauth&token=`)).toBeNull();
  });
});

describe('takeAuthenticateLink', () => {
  test('takes the link out of the address bar, keeping the rest of the address', () => {
    open(`/authenticate?next=%2Fbilling&${TOKEN_TYPE_PARAM}=magic_links&token=take-1#top`);
    expect(takeAuthenticateLink()).toEqual({ tokenType: 'magic_links', token: 'take-1' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/authenticate?next=%2Fbilling#top');
  });

  test('takes a link once: a second call finds the address clean; a new link is read anew', () => {
    open(`/authenticate?${TOKEN_TYPE_PARAM}=oauth&token=take-2`);
    expect(takeAuthenticateLink()).toEqual({ tokenType: 'oauth', token: 'take-2' });
    expect(window.location.search).toBe('');
    expect(takeAuthenticateLink()).toBeNull();

    open(`/authenticate?${TOKEN_TYPE_PARAM}=magic_links&token=take-3`);
    expect(takeAuthenticateLink()).toEqual({ tokenType: 'magic_links', token: 'take-3' });
  });

  test('a token without its type still leaves the address bar', () => {
    open('/authenticate?token=take-4');
    expect(takeAuthenticateLink()).toBeNull();
    expect(window.location.search).toBe('');
  });
});
