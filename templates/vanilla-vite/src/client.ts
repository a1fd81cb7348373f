// One client for the whole site, created from auth-widget.config.json (checked in settings.ts).
import { createAuthClient } from '@auth-widget/sdk';
import { pageNonce } from '@auth-widget/sdk/site';
import { settings } from './settings.ts';

export { settings };
/** The nonce the server gave this page under the strict policy, for the widget's `<style>` element. */
export const nonce = pageNonce();
export const client = createAuthClient(settings.publicToken, {
  cookieOptions: settings.cookieOptions,
  endpoints: settings.endpoints,
});
