import { baseCss } from './baseCss.ts';
import { screenCss } from '../screens/screenCss.ts';

/** The whole stylesheet: base rules plus each screen group's own. */
export const stylesheet = `${baseCss}\n${screenCss}`;
