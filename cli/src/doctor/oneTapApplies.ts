import type { SiteConfig } from './types.ts';

/**
 * Whether the config asks for One Tap (a provider with `one_tap`), and why it cannot apply: One Tap applies only when
 * the only product is oauth with a single google provider that has one_tap on and a position other than
 * embeddedOnly. It applies when it is requested and `reasons` is empty.
 */
export function oneTapApplies(config: SiteConfig['config']): { requested: boolean; reasons: string[] } {
  const providers = config?.oauthOptions?.providers ?? [];
  const flagged = Array.isArray(providers) ? providers.filter((p) => p && p.one_tap) : [];
  if (flagged.length === 0) return { requested: false, reasons: [] };
  const reasons: string[] = [];
  if (flagged.some((p) => p.type !== 'google')) reasons.push('one_tap is only offered for the google provider');
  if (!(config?.products?.length === 1 && config.products[0] === 'oauth')) reasons.push('oauth must be the only product');
  if (providers.length !== 1) reasons.push('google must be the only provider');
  if (flagged.some((p) => p.position === 'embeddedOnly')) reasons.push('the position embeddedOnly turns it off');
  return { requested: true, reasons };
}
