/**
 * The main flows in de (long words: labels and buttons must wrap, not overflow), axe clean on
 * every screen.
 */
// eslint-disable-next-line no-restricted-imports -- the catalogue's own texts find the screens in de; catalogues are no public entry
import de from '../../../sdk/src/ui/strings/locales/de.ts';
import { walkMainFlows } from './localeWalk.ts';

walkMainFlows('de', de, 'ltr');
