import { describe, expect, it } from 'vitest';
import { cookieRefusalReason, warningMessage } from './storageWarningText.ts';

const page = (url: string) => new URL(url);

describe('cookieRefusalReason', () => {
  it('blames a Secure cookie on a plain http page first', () => {
    expect(cookieRefusalReason({ secure: true }, page('http://shop.example/'))).toContain('plain http');
    expect(cookieRefusalReason({ secure: true, domain: 'other.example' }, page('http://shop.example/'))).toContain('plain http');
    expect(cookieRefusalReason({ secure: true }, page('https://shop.example/'))).not.toContain('plain http');
    // On local hosts the client writes no Secure flag.
    expect(cookieRefusalReason({ secure: false }, page('http://localhost:3000/'))).not.toContain('plain http');
  });

  it('names a domain that does not cover the host, and accepts one that does', () => {
    expect(cookieRefusalReason({ domain: 'shop.example' }, page('https://www.example.com/'))).toBe(
      'cookieOptions.domain (shop.example) does not cover this host (www.example.com)',
    );
    for (const domain of ['example.com', '.example.com', 'www.example.com', 'WWW.Example.com']) {
      expect(cookieRefusalReason({ domain }, page('https://www.example.com/')), domain).not.toContain('cookieOptions.domain');
    }
    expect(cookieRefusalReason({ domain: 'ample.com' }, page('https://www.example.com/'))).toContain('cookieOptions.domain');
  });

  it('names a path that does not cover the page', () => {
    expect(cookieRefusalReason({ path: '/app' }, page('https://example.com/'))).toBe('cookieOptions.path (/app) does not cover this page');
    expect(cookieRefusalReason({ path: '/app' }, page('https://example.com/apple'))).toContain('cookieOptions.path');
    for (const url of ['https://example.com/app', 'https://example.com/app/', 'https://example.com/app/login']) {
      expect(cookieRefusalReason({ path: '/app' }, page(url)), url).not.toContain('cookieOptions.path');
    }
  });

  it('tells a cookie read in its place from a cookie not kept at all', () => {
    expect(cookieRefusalReason({ shadowed: true }, page('https://example.com/'))).toContain('another cookie of that name');
    expect(cookieRefusalReason({}, page('https://example.com/'))).toContain('does not keep cookies');
  });
});

describe('warningMessage', () => {
  const at = page('https://www.example.com/');

  it('names the cookie, what the browser threw, and what it means for the session', () => {
    const blocked = warningMessage('cookies_blocked', { cookie: 'a_session', error: new DOMException('x', 'SecurityError') }, at);
    expect(blocked).toMatch(/^auth-widget: the cookie a_session cannot be used: .*\(SecurityError\); the session is kept in this page's memory only/);
    const refused = warningMessage('cookie_refused', { cookie: 'a_session', domain: 'shop.example' }, at);
    expect(refused).toBe(
      "auth-widget: the browser did not keep the cookie a_session: cookieOptions.domain (shop.example) does not cover this host (www.example.com); the session is kept in this page's memory only: it ends when the page is closed or reloaded.",
    );
  });

  it('says that other tabs no longer follow when localStorage is lost', () => {
    expect(warningMessage('storage_blocked', { error: new DOMException('x', 'SecurityError') }, at)).toMatch(
      /^auth-widget: this page may not use localStorage \(SecurityError\); .*other tabs do not follow/,
    );
    expect(warningMessage('storage_full', { error: new DOMException('x', 'QuotaExceededError') }, at)).toMatch(
      /^auth-widget: localStorage is full \(QuotaExceededError\); .*other tabs do not follow/,
    );
  });
});
