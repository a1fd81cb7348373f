import { oneTapApplies } from '../oneTapApplies.ts';
import { pass, warn, type Check } from '../types.ts';

/** A one_tap flag that cannot apply (see `oneTapApplies`) is a warning with the reason. */
export const oneTap: Check = {
  id: 'one-tap',
  title: 'Google One Tap',
  run({ site }) {
    const { requested, reasons } = oneTapApplies(site.config);
    if (!requested) return pass('One Tap is not requested.');
    if (reasons.length === 0) return pass('One Tap will be shown.');
    return warn(
      `one_tap is set but One Tap will not be shown: ${reasons.join('; ')}. The Google button is shown instead.`,
      'Make oauth with a single google provider the only product, or remove one_tap.',
    );
  },
};
