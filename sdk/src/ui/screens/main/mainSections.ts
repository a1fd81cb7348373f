import type { WidgetConfig } from '../../config.ts';
import { loginMethods } from './loginMethods.ts';

/** A block of Main: the social buttons, the wallet buttons, or the one combined email/phone form. */
export type MainSection = 'oauth' | 'crypto' | 'form';

/**
 * Main's blocks in the order of `config.products`: the email and phone products make one form,
 * placed where the first of them is listed; a product with nothing to show (no providers, no methods) is skipped.
 */
export function mainSections(config: WidgetConfig): MainSection[] {
  const sections: MainSection[] = [];
  const hasForm = loginMethods(config).length > 0;
  for (const product of config.products) {
    let section: MainSection | null = null;
    if (product === 'oauth' && (config.oauthOptions?.providers.length ?? 0) > 0) section = 'oauth';
    else if (product === 'crypto') section = 'crypto';
    else if ((product === 'emailMagicLinks' || product === 'otp' || product === 'passwords') && hasForm) section = 'form';
    if (section && !sections.includes(section)) sections.push(section);
  }
  return sections;
}
