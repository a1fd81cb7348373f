/**
 * The main flows in de (long words: labels and buttons must wrap, not overflow), axe clean on
 * every screen.
 */
import { loadCatalogue } from '@auth-widget/sdk/locales';
import { walkMainFlows } from './localeWalk.ts';

walkMainFlows('de', await loadCatalogue('de'), 'ltr');
