import { firstStrings, type Strings } from './index.ts';
import { screenStrings } from './screenStrings.ts';

/**
 * The whole English catalogue at once, for tests and tooling (the screenshot gallery). The public entries load it
 * in two parts instead (`catalogue.ts`, `loadDefaultStrings`), so that no first load carries it.
 */
export const en: Strings = { ...firstStrings, ...screenStrings };
