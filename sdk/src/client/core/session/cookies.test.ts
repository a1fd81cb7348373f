import { describe, expect, it } from 'vitest';
import { cookieOptionProblem } from './cookies.ts';
import { cookieString } from './writeCookie.ts';

describe('cookieOptionProblem', () => {
  it('accepts domains, paths and cookie names', () => {
    for (const value of ['example.com', '.shop.example', '/', '/app/v2', 'site_session', '']) expect(cookieOptionProblem(value), value).toBeNull();
  });

  it('names what would end the cookie string or split it', () => {
    expect(cookieOptionProblem('example.com; SameSite=None')).toBe('";"');
    expect(cookieOptionProblem('a.example,b.example')).toBe('","');
    expect(cookieOptionProblem('/app\nSet-Cookie')).toBe('a control character');
    expect(cookieOptionProblem('/my app')).toBe('whitespace');
    expect(cookieOptionProblem('example.com\u00a0')).toBe('whitespace');
  });

  it('guards what cookieString would otherwise write as an extra attribute', () => {
    const domain = 'example.com; SameSite=None';
    expect(cookieString('a', 'v', { domain }, 'www.example.com').split('; ')).toContain('SameSite=None');
    expect(cookieOptionProblem(domain)).not.toBeNull();
  });
});

describe('cookieString lifetimes', () => {
  it('writes max-age, which the browser counts from its own clock, and expires only when given', () => {
    expect(cookieString('a', 'v', { maxAge: 1800 }, 'localhost')).toBe('a=v; path=/; SameSite=Lax; max-age=1800');
    expect(cookieString('a', '', { expires: new Date(0) }, 'localhost')).toBe('a=; path=/; SameSite=Lax; expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });
});
