import { describe, expect, it } from 'vitest';
import { trustedTypesAllows } from './trustedTypesAllows.ts';

const allows = (header: string) => trustedTypesAllows(header, 'auth-widget');

describe('trustedTypesAllows', () => {
  it('allows any name when no policy has a trusted-types directive, required or not', () => {
    expect(allows("default-src 'self'")).toEqual({ required: false, allowed: true, refusing: null });
    expect(allows("require-trusted-types-for 'script'")).toEqual({ required: true, allowed: true, refusing: null });
  });

  it('allows a listed name or *, case-sensitively', () => {
    expect(allows("require-trusted-types-for 'script'; trusted-types app auth-widget 'allow-duplicates'").allowed).toBe(true);
    expect(allows('trusted-types *').allowed).toBe(true);
    expect(allows('trusted-types Auth-Widget')).toEqual({ required: false, allowed: false, refusing: ['Auth-Widget'] });
  });

  it("refuses under 'none', an empty list, or a list without the name, in any policy of the header", () => {
    expect(allows("trusted-types 'none'").allowed).toBe(false);
    expect(allows('trusted-types').allowed).toBe(false);
    expect(allows("require-trusted-types-for 'script'; trusted-types app-policy")).toEqual({ required: true, allowed: false, refusing: ['app-policy'] });
    expect(allows("trusted-types auth-widget, trusted-types other")).toMatchObject({ allowed: false, refusing: ['other'] });
  });

  it("reads names case-insensitively and needs 'script' for the requirement", () => {
    expect(allows("REQUIRE-TRUSTED-TYPES-FOR 'SCRIPT'").required).toBe(true);
    expect(allows("require-trusted-types-for 'style'").required).toBe(false);
  });
});
