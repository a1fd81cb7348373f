import { renderLoginHtml } from '@auth-widget/sdk/ui/server';
import { settings } from '#lib/settings.ts';
import type { PageServerLoad } from './$types';

/** The widget's first screen, rendered on the server in the config's locale, for the page's HTML. */
export const load: PageServerLoad = async () => ({
  html: await renderLoginHtml({ config: settings.config, styles: settings.styles, locale: settings.locale, idPrefix: 'login' }),
});
