import type { AuthenticateLinkOptions } from '../../site/startAuthenticateLink.ts';
import type { AuthenticateLocaleOptions } from '../strings/loadAuthenticateTexts.ts';
import { findElement } from './findElement.ts';
import type { AuthenticateMount } from './renderAuthenticate.ts';

/** The options of `mountAuthenticate`: the element, the authenticate step's options and its language's. */
export interface MountAuthenticateOptions extends AuthenticateLinkOptions, AuthenticateLocaleOptions {
  /** A CSS selector of the element to render into. */
  elementId: string;
  /** Writes the page's heading too (an `<h1>` before the status line), in the status line's language. */
  heading?: boolean;
}

/**
 * Mounts the authenticate page that magic links, OAuth redirects and password reset links lead to: it signs the
 * visitor in and goes to `signedInUrl`, hands a reset link's token to the reset form, or says why it could not.
 * Its code and the visitor's catalogue (`locale`, else the browser's languages) load on this call, so the widget's
 * first load carries neither; the promise resolves once it runs. An
 * element that is not there is a usage error, thrown at once as by the other mount functions.
 */
export function mountAuthenticate(options: MountAuthenticateOptions): Promise<AuthenticateMount> {
  const element = findElement(options.elementId, 'mountAuthenticate');
  return import('./renderAuthenticate.ts').then(async ({ renderAuthenticate, loadAuthenticateTexts }) =>
    renderAuthenticate(element, options, await loadAuthenticateTexts(options)),
  );
}
