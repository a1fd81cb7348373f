import { describe, expect, expectTypeOf, test } from 'vitest';
import * as protocol from './index.ts';
import {
  AUTH_FLOW_TYPES,
  B2B_MFA_PRODUCTS,
  B2B_OAUTH_PROVIDERS,
  B2B_PRODUCTS,
  type AuthFlowType,
  type B2bMfaProduct,
  type B2bOAuthProvider,
  type B2bProduct,
} from './b2b.ts';

// The values themselves are compared with the reference provider's SDK in the conformance suite (enumerations.spec.ts).
describe('B2B enumerations', () => {
  test('hold the spec\'s values, in its order', () => {
    expect(B2B_PRODUCTS).toEqual(['emailMagicLinks', 'sso', 'passwords', 'oauth']);
    expect(B2B_MFA_PRODUCTS).toEqual(['smsOtp', 'totp']);
    expect(B2B_OAUTH_PROVIDERS).toEqual(['google', 'microsoft']);
    expect(AUTH_FLOW_TYPES).toEqual(['Discovery', 'Organization', 'PasswordReset']);
  });

  test('each type is the union of its array\'s values, and nothing else', () => {
    expectTypeOf<B2bProduct>().toEqualTypeOf<'emailMagicLinks' | 'sso' | 'passwords' | 'oauth'>();
    expectTypeOf<B2bMfaProduct>().toEqualTypeOf<'smsOtp' | 'totp'>();
    expectTypeOf<B2bOAuthProvider>().toEqualTypeOf<'google' | 'microsoft'>();
    expectTypeOf<AuthFlowType>().toEqualTypeOf<'Discovery' | 'Organization' | 'PasswordReset'>();
    // @ts-expect-error -- a consumer OAuth provider is not a B2B one.
    const github: B2bOAuthProvider = 'github';
    expect(github).toBe('github');
  });

  test('are exported by the protocol entry', () => {
    expect(protocol.B2B_PRODUCTS).toBe(B2B_PRODUCTS);
    expect(protocol.B2B_MFA_PRODUCTS).toBe(B2B_MFA_PRODUCTS);
    expect(protocol.B2B_OAUTH_PROVIDERS).toBe(B2B_OAUTH_PROVIDERS);
    expect(protocol.AUTH_FLOW_TYPES).toBe(AUTH_FLOW_TYPES);
  });
});
