import { describe, expect, it } from 'vitest';
import { cspDirectives } from './cspDirectives.ts';

describe('cspDirectives', () => {
  it('splits policies on ",", directives on ";", words on whitespace, keeping only the wanted ones', () => {
    const policies = cspDirectives("default-src 'self';\tSCRIPT-SRC  a b ; img-src *, trusted-types x", new Set(['script-src', 'trusted-types']));
    expect(policies.map((p) => Object.fromEntries(p))).toEqual([{ 'script-src': ['a', 'b'] }, { 'trusted-types': ['x'] }]);
  });

  it('keeps the first of a repeated directive and an empty one as empty', () => {
    expect(Object.fromEntries(cspDirectives('trusted-types; trusted-types a', new Set(['trusted-types']))[0]!)).toEqual({ 'trusted-types': [] });
  });
});
