import { describe, expect, it } from 'vitest';
import { domainCovers, isIpAddress, isPublicSuffixLike } from './domainCovers.ts';

describe('domainCovers', () => {
  it('covers the host itself and its parent domains, a leading dot ignored, any case', () => {
    expect(domainCovers('shop.example.com', 'shop.example.com')).toBe('ok');
    expect(domainCovers('shop.example.com', 'example.com')).toBe('ok');
    expect(domainCovers('shop.example.com', '.Example.COM')).toBe('ok');
    expect(domainCovers('localhost', 'localhost')).toBe('ok');
  });

  it('does not cover another domain, a sibling, or a name that only ends the same', () => {
    expect(domainCovers('shop.example.com', 'other.example')).toBe('outside');
    expect(domainCovers('shop.example.com', 'app.example.com')).toBe('outside');
    expect(domainCovers('myexample.com', 'example.com')).toBe('outside');
    expect(domainCovers('example.com', 'shop.example.com')).toBe('outside');
  });

  it('refuses public suffixes: a single label, or a known multi-label suffix', () => {
    expect(domainCovers('shop.example.com', 'com')).toBe('public-suffix');
    expect(domainCovers('shop.example.co.uk', '.co.uk')).toBe('public-suffix');
    expect(domainCovers('my-app.vercel.app', 'vercel.app')).toBe('public-suffix');
    expect(domainCovers('shop.example.co.uk', 'example.co.uk')).toBe('ok');
  });

  it('covers an IP address only with itself', () => {
    expect(domainCovers('10.0.0.5', '10.0.0.5')).toBe('ok');
    expect(domainCovers('10.0.0.5', '0.0.5')).toBe('ip-host');
    expect(domainCovers('[::1]', 'localhost')).toBe('ip-host');
  });

  it('knows IP addresses and public-suffix-like names', () => {
    expect([isIpAddress('127.0.0.2'), isIpAddress('[::1]'), isIpAddress('example.com'), isIpAddress('1.2.3.example')]).toEqual([true, true, false, false]);
    expect([isPublicSuffixLike('com'), isPublicSuffixLike('github.io'), isPublicSuffixLike('example.com')]).toEqual([true, true, false]);
  });
});
