// One client for the whole site, created from auth-widget.config.json (checked in settings.ts).
import { createAuthClient } from '@auth-widget/sdk';
import { nonce, settings } from './settings.ts';

export { nonce, settings };
export const client = createAuthClient(settings.publicToken, {
  cookieOptions: settings.cookieOptions,
  endpoints: settings.endpoints,
});
