import { settings } from './settings.ts';

/** The site's config with passkeys on, for the passkeys page (rendered on the server, then taken over). */
export const passkeysConfig = { ...settings.config, products: [...new Set([...settings.config.products, 'passkeys' as const])] };
