import { expect, test } from 'vitest';
import { OAUTH_PROVIDERS } from '../../../protocol/constants.ts';
import { providerName } from './providerNames.ts';

test('every provider reads as its brand name; an unknown type as it is', () => {
  expect(OAUTH_PROVIDERS.map(providerName)).toEqual([
    'Google', 'Microsoft', 'Apple', 'GitHub', 'GitLab', 'Facebook', 'Discord', 'Salesforce', 'Slack', 'Amazon',
    'Bitbucket', 'LinkedIn', 'Coinbase', 'Twitch', 'Twitter', 'TikTok', 'Snapchat', 'Figma', 'Yahoo',
  ]);
  expect(providerName('acme')).toBe('acme');
});
