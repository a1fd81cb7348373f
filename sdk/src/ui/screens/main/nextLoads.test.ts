import { expect, test } from 'vitest';
import { createAuthClient } from '../../../client/createAuthClient.ts';
import { nextLoads } from './nextLoads.ts';

const client = createAuthClient('public-token-test-00000000-0000-4000-8000-000000000000', { fetch: async () => new Response('{}') });

test('the groups a config leads to, and one preload per client namespace it calls', () => {
  const { groups, preloads } = nextLoads({ products: ['oauth', 'emailMagicLinks', 'passwords'], oauthOptions: { providers: [{ type: 'google' }] } }, client);
  expect(groups).toEqual(['email', 'passwords']);
  expect(preloads).toHaveLength(3);
});

test('a phone field adds the other countries\' metadata; email passcodes alone do not', () => {
  expect(nextLoads({ products: ['otp'], otpOptions: { methods: ['email'] } }, client).preloads).toHaveLength(1);
  expect(nextLoads({ products: ['otp'], otpOptions: { methods: ['email', 'whatsapp'] } }, client).preloads).toHaveLength(2);
});
