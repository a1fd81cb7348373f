import { useContext } from 'react';
import { AuthError } from '../client/core/AuthError.ts';
import type { AuthClient } from '../client/createAuthClient.ts';
import { AuthClientContext } from './AuthProvider.tsx';

/** The client of the nearest `AuthProvider`; throws a usage error outside one. */
export function useAuthClient(): AuthClient {
  const client = useContext(AuthClientContext);
  if (!client) {
    throw new AuthError('usage_error', 'useAuthClient() needs an <AuthProvider client={…}> above it in the React tree.');
  }
  return client;
}
