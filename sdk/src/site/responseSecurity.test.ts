import { describe, expect, it } from 'vitest';
import { parseSiteSettings } from './parseSiteSettings.ts';
import { responseSecurity } from './responseSecurity.ts';
import { policyNonce } from './sameOriginScriptPolicy.ts';
import { securityHeaders } from './securityHeaders.ts';

const FILE = { publicToken: 'public-token-test-abc', config: { products: ['otp'], otpOptions: { methods: ['email'] } } };
const extra = { standard: { script: ["'unsafe-inline'"] }, strict: { trustedTypes: ['nextjs'] } };

describe('responseSecurity', () => {
  it('under the standard policy: the same headers for every response, with the framework additions, and no nonce', () => {
    const settings = parseSiteSettings(FILE);
    const answer = responseSecurity(settings, { mode: 'dev', extra });
    expect(answer).toEqual({ headers: securityHeaders(settings, { mode: 'dev', extra: extra.standard }) });
  });

  it('under the strict policy: a nonce of its own per response, named in its policy', () => {
    const settings = parseSiteSettings({ ...FILE, securityPolicy: 'strict' });
    const [first, second] = [responseSecurity(settings, { mode: 'production', extra }), responseSecurity(settings, { mode: 'production', extra })];
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.nonce).not.toBe(first.nonce);
    expect(first.headers).toEqual(securityHeaders(settings, { mode: 'production', policy: 'strict', nonce: first.nonce!, extra: extra.strict }));
    expect(policyNonce(first.headers['Content-Security-Policy'])).toBe(first.nonce);
  });
});
