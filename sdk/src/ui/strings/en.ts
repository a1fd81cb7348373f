import { firstStrings, type Strings } from './index.ts';
import { screenStrings } from './screenStrings.ts';

/**
 * The whole English catalogue at once, for the React entry's `defaultStrings` (a React host bundles the widget
 * itself) and for tests. The mount entry loads it in two parts instead (`catalogue.ts`).
 */
export const en: Strings = { ...firstStrings, ...screenStrings };
