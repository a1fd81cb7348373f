import { pass, warn, type Check } from '../types.ts';

/**
 * One Tap applies only when the only product is oauth with a single google provider that has one_tap on and a
 * position other than embeddedOnly (spec section 5). A one_tap flag that cannot apply is a warning with the reason.
 */
export const oneTap: Check = {
  id: 'one-tap',
  title: 'Google One Tap',
  run({ site }) {
    const config = site.config;
    const providers = config?.oauthOptions?.providers ?? [];
    const flagged = Array.isArray(providers) ? providers.filter((p) => p && p.one_tap) : [];
    if (flagged.length === 0) return pass('One Tap is not requested.');
    const reasons: string[] = [];
    if (flagged.some((p) => p.type !== 'google')) reasons.push('one_tap is only offered for the google provider');
    if (!(config?.products?.length === 1 && config.products[0] === 'oauth')) reasons.push('oauth must be the only product');
    if (providers.length !== 1) reasons.push('google must be the only provider');
    if (flagged.some((p) => p.position === 'embeddedOnly')) reasons.push('the position embeddedOnly turns it off');
    if (reasons.length === 0) return pass('One Tap will be shown.');
    return warn(
      `one_tap is set but One Tap will not be shown: ${reasons.join('; ')}. The Google button is shown instead.`,
      'Make oauth with a single google provider the only product, or remove one_tap.',
    );
  },
};
