import type { AuthenticateLinkOptions } from '../../site/startAuthenticateLink.ts';
import { findElement } from './findElement.ts';
import type { AuthenticateMount } from './renderAuthenticate.ts';

/** The options of `mountAuthenticate`: the element, and the authenticate step's options. */
export interface MountAuthenticateOptions extends AuthenticateLinkOptions {
  /** A CSS selector of the element to render into. */
  elementId: string;
}

/**
 * Mounts the authenticate page that magic links, OAuth redirects and password reset links lead to: it signs the
 * visitor in and goes to `signedInUrl`, hands a reset link's token to the reset form, or says why it could not.
 * Its code loads on this call, so the widget's first load does not carry it; the promise resolves once it runs. An
 * element that is not there is a usage error, thrown at once as by the other mount functions.
 */
export function mountAuthenticate(options: MountAuthenticateOptions): Promise<AuthenticateMount> {
  const element = findElement(options.elementId, 'mountAuthenticate');
  return import('./renderAuthenticate.ts').then(({ renderAuthenticate }) => renderAuthenticate(element, options));
}
