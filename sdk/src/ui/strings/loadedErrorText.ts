import { loadScreenStrings } from './catalogue.ts';
import { errorText } from './errorText.ts';
import type { StringKey } from './index.ts';

/**
 * `errorText` once the texts after Main have loaded: the provider's errors and the client's own live there, and Main
 * can fail on its first submit before anything else has fetched them. A failed load leaves what has loaded.
 */
export function loadedErrorText(error: unknown, t: (key: StringKey) => string): Promise<string> {
  const text = () => errorText(error, t);
  return loadScreenStrings().then(text, text);
}
