import { describe, expect, it } from 'vitest';
import { cspAllows, type CspRequest } from './cspAllows.ts';

const SCRIPT = 'https://www.google.com/recaptcha/enterprise.js?render=k';
const allowed = (policy: string, request: CspRequest, url: string, self: string | null = 'https://shop.example') =>
  cspAllows(policy, request, url, self).result === 'allowed';

describe('cspAllows', () => {
  it('allows everything a policy does not govern', () => {
    expect(cspAllows('', 'script', SCRIPT)).toEqual({ result: 'allowed', directive: null, none: false });
    expect(cspAllows("img-src 'self'; style-src *", 'connect', 'https://telemetry.example.com/submit')).toMatchObject({ result: 'allowed', directive: null });
  });

  it("'self' is the page's origin, its https upgrade, and nothing when the page is unknown", () => {
    expect(allowed("script-src 'self'", 'script', 'https://shop.example/widget.js')).toBe(true);
    expect(allowed("script-src 'SELF'", 'script', 'https://shop.example/widget.js')).toBe(true);
    expect(allowed("script-src 'self'", 'script', 'https://cdn.shop.example/widget.js')).toBe(false);
    expect(allowed("script-src 'self'", 'script', 'https://shop.example/w.js', 'http://shop.example')).toBe(true);
    expect(allowed("script-src 'self'", 'script', 'http://shop.example/w.js', 'https://shop.example')).toBe(false);
    expect(allowed("script-src 'self'", 'script', 'http://localhost:4455/x.js', 'http://localhost:5173')).toBe(false);
    expect(allowed("script-src 'self'", 'script', 'https://shop.example/w.js', null)).toBe(false);
  });

  it('* allows any http(s) URL; a scheme source allows its scheme and the https upgrade of http', () => {
    expect(allowed('script-src *', 'script', SCRIPT)).toBe(true);
    expect(allowed('script-src *', 'script', 'http://127.0.0.1:4455/__recaptcha/enterprise.js')).toBe(true);
    expect(allowed('script-src https:', 'script', SCRIPT)).toBe(true);
    expect(allowed('script-src HTTPS:', 'script', SCRIPT)).toBe(true);
    expect(allowed('script-src https:', 'script', 'http://127.0.0.1:4455/x.js')).toBe(false);
    expect(allowed('script-src http:', 'script', SCRIPT)).toBe(true);
    expect(allowed('script-src data: blob:', 'script', SCRIPT)).toBe(false);
  });

  it('host sources: exact hosts, *. wildcards (subdomains only), schemes, ports', () => {
    expect(allowed('script-src https://www.google.com', 'script', SCRIPT)).toBe(true);
    expect(allowed('script-src WWW.Google.COM', 'script', SCRIPT)).toBe(true);
    expect(allowed('script-src google.com', 'script', SCRIPT)).toBe(false);
    expect(allowed('script-src *.google.com', 'script', SCRIPT)).toBe(true);
    expect(allowed('script-src https://*.google.com', 'script', SCRIPT)).toBe(true);
    expect(allowed('script-src *.google.com', 'script', 'https://google.com/x.js')).toBe(false);
    expect(allowed('script-src *.www.google.com', 'script', SCRIPT)).toBe(false);
    expect(allowed('script-src https://*', 'script', SCRIPT)).toBe(true);
    expect(allowed('script-src http://www.google.com', 'script', SCRIPT)).toBe(true);
    expect(allowed('script-src https://www.google.com', 'script', 'http://www.google.com/x.js')).toBe(false);
    // A source without a scheme takes the page's.
    expect(allowed('script-src 127.0.0.1:4455', 'script', 'http://127.0.0.1:4455/x.js', 'http://localhost:5173')).toBe(true);
    expect(allowed('script-src 127.0.0.1:4455', 'script', 'http://127.0.0.1:4455/x.js', 'https://shop.example')).toBe(false);
    expect(allowed('script-src 127.0.0.1:4455', 'script', 'http://127.0.0.1:4455/x.js', null)).toBe(true);
    // Ports: none means the default, * any, and 80 allows 443 (upgrade).
    expect(allowed('script-src http://127.0.0.1', 'script', 'http://127.0.0.1:4455/x.js')).toBe(false);
    expect(allowed('script-src http://127.0.0.1:*', 'script', 'http://127.0.0.1:4455/x.js')).toBe(true);
    expect(allowed('script-src http://127.0.0.1:4456', 'script', 'http://127.0.0.1:4455/x.js')).toBe(false);
    expect(allowed('script-src https://www.google.com:443', 'script', SCRIPT)).toBe(true);
    expect(allowed('script-src http://www.google.com:80', 'script', SCRIPT)).toBe(true);
    expect(allowed('script-src https://www.google.com:8443', 'script', SCRIPT)).toBe(false);
    // Malformed sources match nothing.
    for (const bad of ['https://www.google.com:', 'https://www.google.com:x', 'https://www..google.com', 'ht tp://x', 'https://goo_gle.com', 'https://']) {
      expect(allowed(`script-src ${bad}`, 'script', SCRIPT), bad).toBe(false);
    }
  });

  it('paths: a folder ending in / is a prefix, anything else must be the exact path; the query never counts', () => {
    expect(allowed('script-src https://www.google.com/recaptcha/', 'script', SCRIPT)).toBe(true);
    expect(allowed('script-src https://www.google.com/recaptcha/enterprise.js', 'script', SCRIPT)).toBe(true);
    expect(allowed('script-src https://www.google.com/recaptcha', 'script', SCRIPT)).toBe(false);
    expect(allowed('script-src https://www.google.com/recaptcha/api.js', 'script', SCRIPT)).toBe(false);
    expect(allowed('script-src https://www.google.com/other/', 'script', SCRIPT)).toBe(false);
    expect(allowed('script-src https://www.google.com/', 'script', SCRIPT)).toBe(true);
    expect(allowed('script-src https://www.google.com/re%63aptcha/', 'script', SCRIPT)).toBe(true);
    expect(allowed('script-src https://www.google.com/Recaptcha/', 'script', SCRIPT)).toBe(false);
    expect(allowed('script-src https://www.gstatic.com/recaptcha/', 'script', 'https://www.gstatic.com/recaptcha/releases/')).toBe(true);
    expect(allowed('connect-src https://telemetry.example.com/submit', 'connect', 'https://telemetry.example.com/submit')).toBe(true);
    expect(allowed('connect-src https://telemetry.example.com/submit/', 'connect', 'https://telemetry.example.com/submit')).toBe(false);
  });

  it('falls back script-src-elem → script-src → default-src, connect-src → default-src, frame-src → child-src → default-src', () => {
    expect(cspAllows("default-src 'self'; script-src https://www.google.com", 'script', SCRIPT)).toMatchObject({ result: 'allowed', directive: 'script-src' });
    expect(cspAllows("default-src https://www.google.com; script-src 'self'", 'script', SCRIPT)).toMatchObject({ result: 'blocked', directive: 'script-src' });
    expect(cspAllows("default-src 'self'", 'script', SCRIPT)).toMatchObject({ result: 'blocked', directive: 'default-src' });
    expect(cspAllows("script-src https:; script-src-elem 'self'", 'script', SCRIPT)).toMatchObject({ result: 'blocked', directive: 'script-src-elem' });
    expect(cspAllows("default-src 'self'; connect-src https://telemetry.example.com", 'connect', 'https://telemetry.example.com/submit').directive).toBe('connect-src');
    expect(cspAllows("default-src 'self'; script-src https:", 'connect', 'https://telemetry.example.com/submit')).toMatchObject({ result: 'blocked', directive: 'default-src' });
    const frame = 'https://www.google.com/recaptcha/';
    expect(cspAllows("default-src 'self'; child-src https://www.google.com", 'frame', frame)).toMatchObject({ result: 'allowed', directive: 'child-src' });
    expect(cspAllows("child-src https://www.google.com; frame-src 'self'", 'frame', frame)).toMatchObject({ result: 'blocked', directive: 'frame-src' });
    expect(cspAllows("default-src 'self'", 'frame', frame)).toMatchObject({ result: 'blocked', directive: 'default-src' });
  });

  it("'none' (or an empty value) allows nothing, but is ignored beside other sources", () => {
    expect(cspAllows("script-src 'none'", 'script', SCRIPT)).toEqual({ result: 'blocked', directive: 'script-src', none: true });
    expect(cspAllows("default-src 'NONE'", 'frame', 'https://www.google.com/recaptcha/')).toEqual({ result: 'blocked', directive: 'default-src', none: true });
    expect(cspAllows('script-src ; default-src *', 'script', SCRIPT)).toEqual({ result: 'blocked', directive: 'script-src', none: true });
    expect(cspAllows("script-src 'none' https://www.google.com", 'script', SCRIPT)).toEqual({ result: 'allowed', directive: 'script-src', none: false });
  });

  it("'strict-dynamic' makes host sources of scripts irrelevant, but not of calls or frames", () => {
    const policy = "script-src 'nonce-abc' 'strict-dynamic' https://www.google.com; default-src 'self'";
    expect(cspAllows(policy, 'script', SCRIPT)).toEqual({ result: 'strict-dynamic', directive: 'script-src', none: false });
    expect(cspAllows(policy, 'script', 'https://elsewhere.example/x.js').result).toBe('strict-dynamic');
    expect(cspAllows("default-src 'strict-dynamic' 'nonce-abc'", 'script', SCRIPT).result).toBe('strict-dynamic');
    expect(cspAllows("default-src 'strict-dynamic' 'nonce-abc'", 'connect', 'https://telemetry.example.com/submit').result).toBe('blocked');
  });

  it('reads directive names case-insensitively, keeps the first of a repeated directive, and needs every policy of a list', () => {
    expect(allowed('SCRIPT-SRC https://www.google.com', 'script', SCRIPT)).toBe(true);
    expect(allowed("script-src 'self'; script-src https://www.google.com", 'script', SCRIPT)).toBe(false);
    expect(allowed("  ;; script-src\thttps://www.google.com\n ;", 'script', SCRIPT)).toBe(true);
    expect(cspAllows("script-src https:, script-src 'self'", 'script', SCRIPT)).toMatchObject({ result: 'blocked', directive: 'script-src' });
    expect(cspAllows("script-src https:, script-src 'strict-dynamic'", 'script', SCRIPT).result).toBe('strict-dynamic');
    expect(cspAllows("script-src 'strict-dynamic', script-src 'self'", 'script', SCRIPT).result).toBe('blocked');
    expect(allowed('script-src https:, img-src *', 'script', SCRIPT)).toBe(true);
  });

  it('checks a 30,000-character policy, hostile or not, in milliseconds', () => {
    const hosts = Array.from({ length: 1200 }, (_, i) => `https://cdn${i}.example.com/assets/`).join(' ');
    const policies = [
      `default-src 'self'; script-src ${hosts} https://www.google.com/recaptcha/; connect-src ${hosts}`,
      // Shapes that make backtracking parsers crawl: long runs of separators, wildcards, colons and slashes.
      `script-src ${'*.'.repeat(15_000)}`,
      `script-src https://${'a'.repeat(29_000)}:${'9'.repeat(1000)}`,
      `script-src ${':'.repeat(10_000)}${'/'.repeat(10_000)}${"'".repeat(10_000)}`,
      `${' \t'.repeat(7_500)}script-src${';'.repeat(15_000)}`,
      `script-src https://x.example${'/a'.repeat(15_000)}/`,
      `${'script-src x, '.repeat(2_200)}`,
    ];
    // Compiled once on a small policy, so the bound measures the scan, not the JIT; then the best of three runs,
    // each a fresh parse (a trailing space makes another header): load on a shared machine only adds time, while a
    // backtracking or quadratic parser is slow every time (seconds on these shapes). Warm, each takes 1-10 ms.
    for (let i = 0; i < 20; i += 1) cspAllows(`script-src https://a${i}.example/x/ 'self' *.b.example:443; connect-src *`, 'script', SCRIPT, 'https://shop.example');
    const timeOf = (policy: string) => {
      const started = performance.now();
      for (const request of ['script', 'connect', 'frame'] as const) cspAllows(policy, request, SCRIPT, 'https://shop.example');
      return performance.now() - started;
    };
    for (const policy of policies) {
      expect(policy.length).toBeGreaterThanOrEqual(29_000);
      const best = Math.min(timeOf(policy), timeOf(`${policy} `), timeOf(`${policy}  `));
      expect(best, policy.slice(0, 40)).toBeLessThan(100);
    }
    expect(cspAllows(policies[0]!, 'script', SCRIPT).result).toBe('allowed');
    expect(cspAllows(policies[0]!, 'connect', SCRIPT)).toMatchObject({ result: 'blocked', directive: 'connect-src' });
  });
});
