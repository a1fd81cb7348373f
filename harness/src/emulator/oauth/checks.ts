import type { OAuthProvider } from '@auth-widget/sdk/protocol';
import { ApiError } from '../errors.ts';
import type { ProjectConfig } from '../project.ts';

/** Refuses a browser-facing OAuth call whose `public_token` is not the project's (no Basic header here). */
export function requirePublicToken(project: ProjectConfig, token: string | null | undefined): void {
  if (!token) throw new ApiError(400, 'invalid_public_token', 'public_token is required.');
  if (token !== project.public_token) throw new ApiError(400, 'invalid_public_token', 'The public token is not known to this project.');
}

/** Refuses a provider the project has no OAuth client for. */
export function requireProviderConfigured(project: ProjectConfig, provider: OAuthProvider): void {
  if (!project.oauth_providers.includes(provider)) {
    throw new ApiError(
      400,
      'oauth_config_not_found',
      `No OAuth client is configured for ${provider}: add it to the project's oauth_providers.`,
    );
  }
}
