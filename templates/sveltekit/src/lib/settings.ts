import { readSiteSettings, SITE_OVERRIDE_VARIABLES } from '@auth-widget/sdk/site';
import raw from '../../auth-widget.config.json';

// auth-widget.config.json, checked by the sdk, with the site's origin and emulator from the environment when set (the
// end-to-end tests'). Vite writes VITE_ variables into the server's and the browser's code alike: build with them set.
// The server also reads the policy's variable from its own environment as it starts (src/hooks.server.ts).
const env = import.meta.env.SSR ? { ...process.env, ...import.meta.env } : import.meta.env;
export const settings = readSiteSettings(raw, { env, variables: SITE_OVERRIDE_VARIABLES.vite });
