/**
 * The site core as the React bindings load it, on first use: one chunk for the authenticate page (with the loader
 * of its catalogue) and the reset page, so the React entry's first load carries neither, and the chunks it shares with the first load stay as they
 * are.
 */
export { takeAuthenticateLink } from '../site/authenticateLink.ts';
export { startAuthenticateLink } from '../site/startAuthenticateLink.ts';
export { takeResetToken } from '../site/resetTokenHandOff.ts';
export { loadAuthenticateTexts } from '../ui/strings/loadAuthenticateTexts.ts';
