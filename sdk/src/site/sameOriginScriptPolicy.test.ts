import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';
import { parseSiteSettings } from './parseSiteSettings.ts';
import { policyNonce, SAME_ORIGIN_SCRIPT_POLICY } from './sameOriginScriptPolicy.ts';

type Rules = { createScriptURL(url: string): string };

/** Runs the script as a page at `href` would, with a Trusted Types factory that records the policy it creates. */
function installedPolicy(href: string): { name: string; rules: Rules } {
  const created: { name: string; rules: Rules }[] = [];
  const window = { trustedTypes: { createPolicy: (name: string, rules: Rules) => created.push({ name, rules }) } };
  new Function('window', 'location', SAME_ORIGIN_SCRIPT_POLICY)(window, new URL(href));
  expect(created).toHaveLength(1);
  return created[0]!;
}

describe('SAME_ORIGIN_SCRIPT_POLICY', () => {
  it("creates the default policy, which passes the site's own script URLs and refuses any other", () => {
    const { name, rules } = installedPolicy('http://localhost:3000/account');
    expect(name).toBe('default');
    expect(rules.createScriptURL('/_next/static/chunks/a.js')).toBe('/_next/static/chunks/a.js');
    expect(rules.createScriptURL('http://localhost:3000/b.js')).toBe('http://localhost:3000/b.js');
    expect(() => rules.createScriptURL('https://attacker.example/x.js')).toThrow(/Only this site's scripts/);
    expect(() => rules.createScriptURL('//attacker.example/x.js')).toThrow(TypeError);
  });

  it('does nothing in a browser without Trusted Types', () => {
    expect(() => new Function('window', 'location', SAME_ORIGIN_SCRIPT_POLICY)({}, new URL('http://localhost/'))).not.toThrow();
  });
});

describe('policyNonce', () => {
  it('reads the nonce the strict policy names, and nothing from a policy without one', () => {
    const settings = parseSiteSettings({ publicToken: 'public-token-test-abc', config: { products: ['otp'], otpOptions: { methods: ['email'] } } });
    expect(policyNonce(contentSecurityPolicy(settings, { mode: 'production', policy: 'strict', nonce: 'bm9uY2Utb2YtdGhpcw==' }))).toBe('bm9uY2Utb2YtdGhpcw==');
    expect(policyNonce(contentSecurityPolicy(settings, { mode: 'production' }))).toBeUndefined();
    expect(policyNonce(null)).toBeUndefined();
  });
});
