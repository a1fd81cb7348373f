/**
 * The main flows in ar (right to left: the root has dir="rtl", emails and passcode boxes stay left to right), axe clean on
 * every screen.
 */
import { loadCatalogue } from '@auth-widget/sdk/locales';
import { walkMainFlows } from './localeWalk.ts';

walkMainFlows('ar', await loadCatalogue('ar'), 'rtl');
