/**
 * The main flows in ar (right to left: the root has dir="rtl", emails and passcode boxes stay left to right), axe clean on
 * every screen.
 */
// eslint-disable-next-line no-restricted-imports -- the catalogue's own texts find the screens in ar; catalogues are no public entry
import ar from '../../../sdk/src/ui/strings/locales/ar.ts';
import { walkMainFlows } from './localeWalk.ts';

walkMainFlows('ar', ar, 'rtl');
