import { endpointProblems, widgetLoads, type BotProtectionFlags, type WidgetLoad } from '@auth-widget/sdk/site';
import type { CspRequest } from './cspAllows.ts';
import type { SiteConfig } from './types.ts';

/** A load of the kinds doctor asks a policy about (scripts, frames, calls). */
export type CheckedLoad = WidgetLoad & { kind: CspRequest };

/** The message and fix of a settings field the widget cannot load from. */
export const BAD_ENDPOINT_FIX = 'Use an absolute http(s) URL, or remove the field for the default.';

function isChecked(load: WidgetLoad): load is CheckedLoad {
  return (load.kind === 'script' || load.kind === 'frame' || load.kind === 'connect') && !load.alternative;
}

/**
 * What the widget loads for the site's settings, from the sdk's own list (`widgetLoads` of `@auth-widget/sdk/site`,
 * the one the templates' security headers are built from), with `botProtection` as doctor learned it (bootstrap, or
 * the settings file). Kept: the scripts, frames and calls a policy can refuse and the widget cannot do without; not
 * the stylesheet and logo (the widget works without them) nor Google's second reCAPTCHA frame host (used in some
 * cases only). With an endpoint or logo that is not a URL a policy can hold, no loads: the problems instead.
 */
export function siteLoads(site: SiteConfig, botProtection: BotProtectionFlags): { loads: CheckedLoad[]; problems: string[]; trustedTypesPolicies: string[] } {
  const problems = endpointProblems(site.endpoints).map(({ field, problem }) => `${field} ${problem}.`);
  if (problems.length > 0) return { loads: [], problems, trustedTypesPolicies: [] };
  try {
    const { loads, trustedTypesPolicies } = widgetLoads({ publicToken: String(site.publicToken ?? ''), config: site.config, styles: site.styles, endpoints: site.endpoints, botProtection });
    return { loads: loads.filter(isChecked), problems: [], trustedTypesPolicies };
  } catch (error) {
    return { loads: [], problems: [`${(error as Error).message.replace(/^auth-widget\.config\.json: /, '')}.`], trustedTypesPolicies: [] };
  }
}
