import { contentSecurityPolicy, type PolicyOptions } from './contentSecurityPolicy.ts';
import type { WidgetLoadsSettings } from './widgetLoads.ts';

/**
 * The headers every response of a site with these settings gets: its Content-Security-Policy
 * (`contentSecurityPolicy`); `nosniff`, so nothing is run as a script or a stylesheet unless served as one; and a
 * referrer that gives other sites the origin only, never a path that may hold a token.
 */
export function securityHeaders(settings: WidgetLoadsSettings, options: PolicyOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings, options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
