// One client for the whole site, created from auth-widget.config.json.
import { createAuthClient } from '@auth-widget/sdk';
import type { CookieOptions, Endpoints } from '@auth-widget/sdk';
import type { WidgetConfig, WidgetStyles } from '@auth-widget/sdk/ui';
import raw from '../auth-widget.config.json';

/** The shape of auth-widget.config.json. */
export interface SiteSettings {
  publicToken: string;
  config: WidgetConfig;
  styles?: WidgetStyles;
  cookieOptions?: CookieOptions;
  endpoints?: Endpoints;
}

const settings = raw as unknown as SiteSettings;

export { settings };
export const client = createAuthClient(settings.publicToken, {
  cookieOptions: settings.cookieOptions,
  endpoints: settings.endpoints,
});
