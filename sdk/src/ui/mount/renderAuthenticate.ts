import { startAuthenticateLink, type AuthenticateLinkOptions } from '../../site/startAuthenticateLink.ts';
import type { LocalizedAuthenticateTexts } from '../strings/loadAuthenticateTexts.ts';

export { loadAuthenticateTexts } from '../strings/loadAuthenticateTexts.ts';

/** A mounted authenticate page. */
export interface AuthenticateMount {
  /** Stops the page (a call in flight still ends, its token stays used) and empties the element. */
  unmount(): void;
}

/**
 * Renders the authenticate step into an element with the DOM alone (no React: a plain page loads no widget for it):
 * a status line (`role="status"`) and a Continue button shown while a magic link waits for it, both in the language
 * of `localized` (its `lang` and direction on each). The site's own stylesheet styles both.
 */
export function renderAuthenticate(element: Element, options: AuthenticateLinkOptions, localized: LocalizedAuthenticateTexts): AuthenticateMount {
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  const button = document.createElement('button');
  button.type = 'button';
  button.hidden = true;
  for (const part of [status, button]) {
    part.lang = localized.locale;
    part.dir = localized.dir;
  }
  element.replaceChildren(status, button);
  const run = startAuthenticateLink({ ...options, texts: localized.texts }, ({ state, message, continueLabel }) => {
    status.textContent = message;
    button.textContent = continueLabel;
    const waiting = state.status === 'confirm';
    if (waiting && button.hidden) {
      button.hidden = false;
      button.focus();
    }
    if (!waiting) button.hidden = true;
  });
  button.addEventListener('click', () => run.confirm(), { once: true });
  return {
    unmount() {
      run.stop();
      element.replaceChildren();
    },
  };
}
