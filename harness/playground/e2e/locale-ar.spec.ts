/**
 * The main flows in ar (right to left: the root has dir="rtl", emails and passcode boxes stay left to right), axe clean on
 * every screen.
 */
import ar from '../../../sdk/src/ui/strings/locales/ar.ts';
import { walkMainFlows } from './localeWalk.ts';

walkMainFlows('ar', ar, 'rtl');
