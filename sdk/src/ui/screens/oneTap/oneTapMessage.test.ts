import { describe, expect, it } from 'vitest';
import { en } from '../../strings/en.ts';
import { ONE_TAP_STATE_MESSAGES, oneTapMessageKey } from './oneTapMessage.ts';

describe('oneTapMessageKey', () => {
  it('has a message for every error state but none', () => {
    expect(oneTapMessageKey('none')).toBeNull();
    for (const [state, key] of Object.entries(ONE_TAP_STATE_MESSAGES)) {
      expect(oneTapMessageKey(state as keyof typeof ONE_TAP_STATE_MESSAGES)).toBe(key);
      expect(en[key].length).toBeGreaterThan(20);
    }
  });

  it('names the redirect options in the redirect messages, and localhost in the origin message', () => {
    expect(en['oneTap.noLoginRedirect']).toContain('oauthOptions.loginRedirectURL');
    expect(en['oneTap.noSignupRedirect']).toContain('oauthOptions.signupRedirectURL');
    expect(en['oneTap.originNotAllowed']).toContain('http://localhost');
  });
});
