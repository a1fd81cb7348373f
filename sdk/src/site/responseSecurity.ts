import { createNonce } from './createNonce.ts';
import type { PolicyOptions } from './contentSecurityPolicy.ts';
import type { SiteSettings } from './parseSiteSettings.ts';
import { securityHeaders } from './securityHeaders.ts';

type Extra = PolicyOptions['extra'];

export interface ResponseSecurityOptions {
  /** `dev` under a development server, `production` otherwise. */
  mode: PolicyOptions['mode'];
  /** What the site's framework adds to the policy, under each of the two (Next.js's inline scripts, its Trusted Types policies). */
  extra?: { standard?: Extra; strict?: Extra };
}

/**
 * The security headers of one response of a server that renders its pages per request, under the policy the settings
 * name: under `"securityPolicy": "strict"` with a nonce made for this response, returned too for the page's scripts and
 * the widget's styles; under `standard` the same headers for every response, and no nonce.
 */
export function responseSecurity(settings: SiteSettings, { mode, extra = {} }: ResponseSecurityOptions): { headers: Record<string, string>; nonce?: string } {
  if (settings.securityPolicy !== 'strict') return { headers: securityHeaders(settings, { mode, extra: extra.standard }) };
  const nonce = createNonce();
  return { headers: securityHeaders(settings, { mode, policy: 'strict', nonce, extra: extra.strict }), nonce };
}
