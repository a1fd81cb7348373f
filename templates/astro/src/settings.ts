import { applySiteOverrides, parseSiteSettings, SITE_OVERRIDE_VARIABLES } from '@auth-widget/sdk/site';
import raw from '../auth-widget.config.json';

// auth-widget.config.json, checked by the sdk, with the site's origin and emulator from the environment when set (the
// end-to-end tests'). Astro writes VITE_ variables into the server's and the browser's code, so build with them set.
export const settings = parseSiteSettings(
  applySiteOverrides(raw, {
    siteUrl: import.meta.env.VITE_AUTH_WIDGET_SITE_URL as string | undefined,
    testApiUrl: import.meta.env.VITE_AUTH_WIDGET_TEST_API_URL as string | undefined,
    variables: SITE_OVERRIDE_VARIABLES.vite,
  }),
);
