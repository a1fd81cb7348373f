/** The Google One Tap prompt, loaded only for a config that qualifies for it. */
export { OneTapPrompt } from './OneTapPrompt.tsx';
export { css } from './css.ts';
export { sharedCss } from '../../kernel.ts';
