import { startAuthenticateLink, type AuthenticateLinkOptions } from '../../site/startAuthenticateLink.ts';

/** A mounted authenticate page. */
export interface AuthenticateMount {
  /** Stops the page (a call in flight still ends, its token stays used) and empties the element. */
  unmount(): void;
}

/**
 * Renders the authenticate step into an element with the DOM alone (no React: a plain page loads no widget for it):
 * a status line (`role="status"`) and a Continue button shown while a magic link waits for it. The site's own
 * stylesheet styles both.
 */
export function renderAuthenticate(element: Element, options: AuthenticateLinkOptions): AuthenticateMount {
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  const button = document.createElement('button');
  button.type = 'button';
  button.hidden = true;
  element.replaceChildren(status, button);
  const run = startAuthenticateLink(options, ({ state, message, continueLabel }) => {
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
