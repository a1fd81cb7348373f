// One client for the whole site, created from auth-widget.config.json (checked in settings.ts).
import { createAuthClient } from '@auth-widget/sdk';
import { pageNonce } from '@auth-widget/sdk/site';
import { settings } from './settings.ts';

export { settings };
export const client = createAuthClient(settings.publicToken, {
  cookieOptions: settings.cookieOptions,
  endpoints: settings.endpoints,
});
/** What each page's widget is mounted with: the site's client and settings, and this page's nonce for its `<style>` elements. */
export const widget = { client, config: settings.config, styles: settings.styles, locale: settings.locale, nonce: pageNonce() };
