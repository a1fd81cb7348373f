import { describe, expect, it } from 'vitest';
import { DEFAULT_LIVE_API_URL, DEFAULT_TEST_API_URL, EMULATOR_PUBLIC_TOKEN } from '../../protocol/constants.ts';
import { apiUrlFor } from './apiUrlFor.ts';

describe('apiUrlFor', () => {
  it('sends a test token to the emulator and any other token to the live API', () => {
    expect(apiUrlFor(EMULATOR_PUBLIC_TOKEN)).toBe(DEFAULT_TEST_API_URL);
    expect(apiUrlFor('public-token-live-abc')).toBe(DEFAULT_LIVE_API_URL);
    // Not a public token at all: warned about elsewhere, and treated as live, as the reference SDK does.
    expect(apiUrlFor('secret-abc')).toBe(DEFAULT_LIVE_API_URL);
  });

  it('takes the override for the token kind only, without trailing slashes', () => {
    const endpoints = { testApiUrl: 'http://127.0.0.1:5123//', liveApiUrl: 'https://auth.shop.example/provider/' };
    expect(apiUrlFor(EMULATOR_PUBLIC_TOKEN, endpoints)).toBe('http://127.0.0.1:5123');
    expect(apiUrlFor('public-token-live-abc', endpoints)).toBe('https://auth.shop.example/provider');
    expect(apiUrlFor('public-token-live-abc', { testApiUrl: 'http://127.0.0.1:5123' })).toBe(DEFAULT_LIVE_API_URL);
  });
});
