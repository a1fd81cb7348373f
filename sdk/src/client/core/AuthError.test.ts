import { describe, expect, it } from 'vitest';
import type * as thisCopy from './AuthError.ts';
import { AuthError, isAuthError } from './AuthError.ts';

/** A second instance of the module, as a page gets when two builds of the package each carry their own. */
async function otherCopy(): Promise<typeof thisCopy> {
  return (await import(/* @vite-ignore */ `./AuthError.ts?copy=${Date.now()}`)) as typeof thisCopy;
}

describe('isAuthError', () => {
  it('knows an error of another copy of the module, and that copy knows ours', async () => {
    const other = await otherCopy();
    expect(other.AuthError).not.toBe(AuthError);
    const theirs = new other.AuthError('api_error', 'Too many requests', {
      api: { status_code: 429, error_type: 'too_many_requests', error_message: 'Too many requests, slow down.' },
    });
    expect(theirs instanceof AuthError).toBe(false);
    expect(isAuthError(theirs)).toBe(true);
    expect(isAuthError(theirs, 'api_error')).toBe(true);
    expect(isAuthError(theirs, 'network_error')).toBe(false);
    expect(other.isAuthError(new AuthError('usage_error', 'wrong argument'), 'usage_error')).toBe(true);
  });

  it('refuses what is not an AuthError, an error with the same name and code included', () => {
    const lookalike = Object.assign(new Error('x'), { name: 'AuthError', code: 'api_error' });
    for (const value of [lookalike, new Error('x'), { code: 'api_error' }, null, undefined, 'AuthError']) {
      expect(isAuthError(value)).toBe(false);
    }
  });

  it('leaves the brand out of an error\'s own properties, so deep equality and spreads are unchanged', () => {
    const error = new AuthError('network_error', 'offline');
    expect(Object.getOwnPropertySymbols(error)).toEqual([]);
    expect(isAuthError({ ...error })).toBe(false);
  });
});
