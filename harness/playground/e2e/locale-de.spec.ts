/**
 * The main flows in de (long words: labels and buttons must wrap, not overflow), axe clean on
 * every screen.
 */
import de from '../../../sdk/src/ui/strings/locales/de.ts';
import { walkMainFlows } from './localeWalk.ts';

walkMainFlows('de', de, 'ltr');
