import { readSiteSettings, SITE_OVERRIDE_VARIABLES } from '@auth-widget/sdk/site';
import raw from '../auth-widget.config.json';

// auth-widget.config.json, checked by the sdk, with the site's origin, emulator and policy from the environment when
// set (the end-to-end tests'). Astro writes those variables (astro.config.ts's envPrefix) into the server's and the
// browser's code, so build with them set.
export const settings = readSiteSettings(raw, { env: import.meta.env, variables: SITE_OVERRIDE_VARIABLES.vite });
