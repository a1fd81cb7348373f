import { applySiteOverrides, parseSiteSettings, SITE_OVERRIDE_VARIABLES } from '@auth-widget/sdk/site';
import raw from '../auth-widget.config.json';

// auth-widget.config.json, checked by the sdk, with the site's origin and emulator from the environment when set (the
// end-to-end tests'). Each variable is named in full, as Next.js writes NEXT_PUBLIC_ values into the browser's code
// only where they are; build with them set. The policy's variable is the server's alone, read as it starts (proxy.ts).
export const settings = parseSiteSettings(
  applySiteOverrides(raw, {
    siteUrl: process.env.NEXT_PUBLIC_AUTH_WIDGET_SITE_URL,
    testApiUrl: process.env.NEXT_PUBLIC_AUTH_WIDGET_TEST_API_URL,
    securityPolicy: process.env.AUTH_WIDGET_SECURITY_POLICY,
    variables: SITE_OVERRIDE_VARIABLES.next,
  }),
);
