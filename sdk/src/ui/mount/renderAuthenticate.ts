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
 * with `heading`, the page's `<h1>`; a status line (`role="status"`) and a Continue button shown while a magic link
 * waits for it, all in the language of `localized` (its `lang` and direction on each). The site's own stylesheet
 * styles them.
 */
export function renderAuthenticate(
  element: Element,
  options: AuthenticateLinkOptions & { heading?: boolean },
  localized: LocalizedAuthenticateTexts,
): AuthenticateMount {
  const title = document.createElement('h1');
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  const button = document.createElement('button');
  button.type = 'button';
  button.hidden = true;
  const parts = options.heading ? [title, status, button] : [status, button];
  for (const part of parts) {
    part.lang = localized.locale;
    part.dir = localized.dir;
  }
  element.replaceChildren(...parts);
  const run = startAuthenticateLink({ ...options, texts: localized.texts }, ({ state, message, continueLabel, heading }) => {
    title.textContent = heading;
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
