import { describe, expect, it } from 'vitest';
import { EMULATOR_PUBLIC_TOKEN } from '../protocol/constants.ts';
import { contentSecurityPolicy } from './contentSecurityPolicy.ts';
import { securityHeaders } from './securityHeaders.ts';

describe('securityHeaders', () => {
  it('sends the policy, nosniff and a referrer policy that gives other sites the origin only', () => {
    const settings = { publicToken: EMULATOR_PUBLIC_TOKEN, config: { products: ['otp' as const] } };
    const options = { mode: 'dev' as const, extra: { script: ["'unsafe-inline'"] } };
    expect(securityHeaders(settings, options)).toEqual({
      'Content-Security-Policy': contentSecurityPolicy(settings, options),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });
});
