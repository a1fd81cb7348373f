import { expect, test } from 'vitest';
import { createAuthClient } from '../../../client/createAuthClient.ts';
import { nextLoads } from './nextLoads.ts';

const client = createAuthClient('public-token-test-00000000-0000-4000-8000-000000000000', { fetch: async () => new Response('{}') });

test('the groups a config leads to, one preload per client namespace it calls, and the email form\'s submit', () => {
  const { groups, preloads } = nextLoads({ products: ['oauth', 'emailMagicLinks', 'passwords'], oauthOptions: { providers: [{ type: 'google' }] } }, client);
  expect(groups).toEqual(['email', 'passwords']);
  expect(preloads).toHaveLength(4);
  expect(nextLoads({ products: ['oauth', 'crypto'], oauthOptions: { providers: [{ type: 'google' }] } }, client).preloads).toHaveLength(2);
});

test('a phone field adds the other countries\' metadata; email passcodes alone do not', () => {
  expect(nextLoads({ products: ['otp'], otpOptions: { methods: ['sms'] } }, client).preloads).toHaveLength(2);
  expect(nextLoads({ products: ['otp'], otpOptions: { methods: ['email'] } }, client).preloads).toHaveLength(2);
  expect(nextLoads({ products: ['otp'], otpOptions: { methods: ['email', 'whatsapp'] } }, client).preloads).toHaveLength(3);
});
