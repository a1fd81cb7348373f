import { readSiteSettings, SITE_OVERRIDE_VARIABLES } from '@auth-widget/sdk/site';
import raw from '../auth-widget.config.json';

// auth-widget.config.json, checked by the sdk, with the site's origin and emulator from the environment when set (the
// end-to-end tests'). Vite writes VITE_ variables into the build, so build with them set.
export const settings = readSiteSettings(raw, { env: import.meta.env, variables: SITE_OVERRIDE_VARIABLES.vite });
