import { describe, expect, it } from 'vitest';
import { AuthError } from '../client/core/AuthError.ts';
import { failSetting } from './failSetting.ts';

describe('failSetting', () => {
  it("throws the sdk's usage error, naming the file and the field", () => {
    expect(() => failSetting('locale', 'must be a string')).toThrow(new AuthError('usage_error', 'auth-widget.config.json: locale must be a string'));
  });
});
