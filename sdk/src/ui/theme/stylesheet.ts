import { css as main } from '../screens/main/css.ts';
import { baseCss } from './baseCss.ts';

/**
 * The stylesheet a widget needs for its first screen: the base rules and Main's. The other screen groups bring
 * their own CSS when they load (`installStyles.ts`).
 */
export const stylesheet = `${baseCss}\n${main}`;
