import { common } from './common.ts';
import { main } from './main.ts';
import type { ScreenStrings } from './screenStrings.ts';

/**
 * The texts of the first screen: the shared ones and Main's. The other screens' texts come with them
 * (`screenStrings.ts`, loaded by `catalogue.ts`), so they never weigh on the widget's first load.
 */
export const firstStrings = { ...common, ...main };

/** Every key of the English catalogue. */
export type StringKey = keyof typeof firstStrings | keyof ScreenStrings;
export type Strings = Record<StringKey, string>;
export type StringsOverride = Partial<Record<StringKey, string>>;

/**
 * A host's overrides, keeping only string values. Keys the catalogue does not have are never read, so they need no
 * check (the catalogue of the lazy screens is not loaded yet when the widget mounts).
 */
export function resolveStrings(override: StringsOverride = {}): StringsOverride {
  const strings: StringsOverride = {};
  for (const [key, value] of Object.entries(override)) {
    if (typeof value === 'string') strings[key as StringKey] = value;
  }
  return strings;
}
