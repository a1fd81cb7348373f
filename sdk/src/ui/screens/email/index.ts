/** Email Confirmation, loaded when a magic link is first sent. */
import type { GroupScreens } from '../groupScreens.ts';
import { EmailConfirmationScreen } from './EmailConfirmationScreen.tsx';

export const screens: GroupScreens = { EmailConfirmation: EmailConfirmationScreen };
export { css } from './css.ts';
export { sharedCss } from '../../kernel.ts';
