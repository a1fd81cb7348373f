import { useCallback } from 'react';
import type { PasswordResetStartResponse } from '../../../client/products/passwords.ts';
import { useWidget } from '../../kernel.ts';
import { resetStartOptions } from './resetStartOptions.ts';

/** Sends a password reset email with the configured redirect URLs and reports `password_reset_start`. */
export function useResetByEmailStart(): (email: string) => Promise<PasswordResetStartResponse> {
  const { client, config, emit } = useWidget();
  return useCallback(
    async (email: string) => {
      const response = await client.passwords.resetByEmailStart(resetStartOptions(email, config));
      emit('password_reset_start', response);
      return response;
    },
    [client, config, emit],
  );
}
