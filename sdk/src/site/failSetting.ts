import { AuthError } from '../client/core/AuthError.ts';

/** The file a site keeps its widget settings in, at its root; every problem with it is reported under this name. */
export const SETTINGS_FILE = 'auth-widget.config.json';

/**
 * Refuses a site's settings with a usage error that names the field and what it may be
 * (`auth-widget.config.json: config.products must name at least one product`): a site that cannot start fails at
 * its build or its first request, not deep in the widget.
 */
export function failSetting(field: string, problem: string): never {
  throw new AuthError('usage_error', `${SETTINGS_FILE}: ${field} ${problem}`);
}
