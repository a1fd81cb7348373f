import { describe, expect, test } from 'vitest';
import { isAuthError } from '../client/core/AuthError.ts';
import { authenticateStep } from './authenticateStep.ts';

const link = (tokenType: string) => ({ tokenType, token: 'tok' });

describe('authenticateStep', () => {
  test('no link: none', () => {
    expect(authenticateStep(null)).toEqual({ kind: 'none' });
  });

  test('a reset link hands its token on', () => {
    expect(authenticateStep(link('reset_password'))).toEqual({ kind: 'reset', token: 'tok' });
  });

  test('a magic link (and a reset email\'s login link) waits for Continue unless confirmMagicLinks is false', () => {
    expect(authenticateStep(link('magic_links'))).toEqual({ kind: 'confirm', link: link('magic_links') });
    expect(authenticateStep(link('login'), { confirmMagicLinks: true })).toEqual({ kind: 'confirm', link: link('login') });
    expect(authenticateStep(link('magic_links'), { confirmMagicLinks: false })).toEqual({ kind: 'finish', link: link('magic_links') });
  });

  test('a magic link already being used on the page is not asked for again', () => {
    expect(authenticateStep(link('magic_links'), { started: true })).toEqual({ kind: 'finish', link: link('magic_links') });
  });

  test('an OAuth redirect is finished at once', () => {
    expect(authenticateStep(link('oauth'))).toEqual({ kind: 'finish', link: link('oauth') });
  });

  test('another token type is an unknown_link_type error that names it', () => {
    const step = authenticateStep(link('sso'));
    expect(step.kind).toBe('failed');
    const error = step.kind === 'failed' ? step.error : null;
    expect(isAuthError(error, 'unknown_link_type')).toBe(true);
    expect(error?.message).toMatch(/^Unknown link type "sso"/);
  });
});
