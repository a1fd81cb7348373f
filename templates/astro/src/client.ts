// One client for the whole site, created from auth-widget.config.json (checked in settings.ts).
import { createAuthClient } from '@auth-widget/sdk';
import { settings } from './settings.ts';

export { settings };
export const client = createAuthClient(settings.publicToken, {
  cookieOptions: settings.cookieOptions,
  endpoints: settings.endpoints,
});
