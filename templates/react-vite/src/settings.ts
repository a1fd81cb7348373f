import type { CookieOptions, Endpoints } from '@auth-widget/sdk';
import type { WidgetConfig, WidgetStyles } from '@auth-widget/sdk/react';
import raw from '../auth-widget.config.json';

/** The shape of auth-widget.config.json. */
export interface SiteSettings {
  publicToken: string;
  config: WidgetConfig;
  styles?: WidgetStyles;
  cookieOptions?: CookieOptions;
  endpoints?: Endpoints;
}

export const settings = raw as unknown as SiteSettings;
export const sessionMinutes = settings.config.sessionOptions?.sessionDurationMinutes ?? 30;
