import { NONCE_PLACEHOLDER } from '@auth-widget/sdk/site';
import { renderLoginHtml } from '@auth-widget/sdk/ui/server';
import { settings } from '#lib/settings.ts';
import type { PageServerLoad } from './$types';

/**
 * The widget's first screen, rendered on the server in the config's locale, for the page's HTML (its `<style>`
 * carries the page's nonce: src/hooks.server.ts writes it over the placeholder). None when the browser moves here
 * from another page: the widget then renders itself, and Trusted Types would refuse the markup as a string.
 */
export const load: PageServerLoad = async ({ isDataRequest }) => ({
  html: isDataRequest ? '' : await renderLoginHtml({ config: settings.config, styles: settings.styles, locale: settings.locale, nonce: NONCE_PLACEHOLDER, idPrefix: 'login' }),
});
