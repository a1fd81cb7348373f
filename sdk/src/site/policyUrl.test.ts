import { describe, expect, it } from 'vitest';
import { policyUrl } from './policyUrl.ts';

describe('policyUrl', () => {
  it('gives http(s) URLs whose host a policy can hold', () => {
    expect(policyUrl('https://auth.shop.example/provider')).toEqual(new URL('https://auth.shop.example/provider'));
    expect(policyUrl('http://[::1]:4455/')).toEqual(new URL('http://[::1]:4455/'));
  });

  it('says why anything else is refused, quoting the value', () => {
    expect(policyUrl('not a url')).toBe('is "not a url", not an absolute http(s) URL');
    expect(policyUrl('javascript:alert(1)')).toBe('is "javascript:alert(1)", not an http(s) URL');
    // The URL parser keeps these in a host name; a policy would read a new directive or a new policy from them.
    expect(policyUrl('http://a;script-src')).toBe('has a host name a Content-Security-Policy cannot hold: "a;script-src"');
    expect(policyUrl('http://a,b')).toBe('has a host name a Content-Security-Policy cannot hold: "a,b"');
  });
});
