import { DEFAULT_AUTHENTICATE_TEXTS as english } from '../../site/authenticateTexts.ts';

/**
 * The authenticate page's texts (the page magic links, OAuth redirects and reset links land on), in English as the
 * site core has them. Not the widget's: every catalogue carries them so that page reads the visitor's language
 * (`loadAuthenticateTexts`) without loading the widget.
 */
export const authenticate = {
  'authenticate.checking': english.checking,
  'authenticate.confirm': english.confirm,
  'authenticate.continue': english.continue,
  'authenticate.signingIn': english.signingIn,
  'authenticate.noLink': english.noLink,
  'authenticate.failed': english.failed,
};
