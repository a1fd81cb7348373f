import { freshImport } from '../../client/core/freshImport.ts';
import { loadOnce } from '../../client/core/loadOnce.ts';
import { firstStrings, type StringKey, type Strings } from './index.ts';

/** The English texts loaded so far: Main's at once, the other screens' once `loadScreenStrings` has run. */
const loaded: Partial<Strings> = { ...firstStrings };

const importScreenStrings = freshImport(() => import('./screenStrings.ts'));

/** Loads the texts of the screens after Main (once; a failed load is tried again on the next call). */
export const loadScreenStrings: () => Promise<void> = loadOnce(() =>
  importScreenStrings().then((module) => {
    Object.assign(loaded, module.screenStrings);
  }),
);

/** `loading` (a lazily loaded part) once the screens' texts are loaded too: for a part that shows some of them. */
export function withScreenStrings<T>(loading: Promise<T>): Promise<T> {
  return Promise.all([loading, loadScreenStrings()]).then(([loaded]) => loaded);
}

/** The English text of a key; a screen is only shown once its texts are loaded, so the key itself never shows. */
export function defaultText(key: StringKey): string {
  return loaded[key] ?? key;
}

/** The whole English catalogue, every key a host can override through the `strings` mount option. */
export async function loadDefaultStrings(): Promise<Strings> {
  await loadScreenStrings();
  return { ...loaded } as Strings;
}
