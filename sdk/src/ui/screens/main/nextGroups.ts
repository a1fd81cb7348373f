import type { WidgetConfig } from '../../config.ts';
import type { ScreenGroup } from '../screenGroups.ts';

/**
 * The screen groups Main can lead to with this config, for Main to load right after its first render: the screen
 * after a submit then shows at once instead of after a round trip. (One Tap's prompt loads with Main itself.)
 */
export function nextGroups(config: WidgetConfig): ScreenGroup[] {
  const groups: ScreenGroup[] = [];
  const products = new Set(config.products);
  if (products.has('otp')) groups.push('otp');
  if (products.has('emailMagicLinks')) groups.push('email');
  if (products.has('passwords')) groups.push('passwords');
  if (products.has('crypto')) groups.push('crypto');
  if (products.has('passkeys')) groups.push('passkeys');
  return groups;
}
