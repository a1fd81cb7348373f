import { AuthError } from '../../client/core/AuthError.ts';
import { PRODUCTS } from '../../client/core/constants.ts';
import { checkUsage } from '../../client/core/usage.ts';
import { isOneOf } from '../../config/isOneOf.ts';
import type { WidgetOptions } from '../config.ts';
import { checkStyles } from '../theme/checkStyles.ts';

/**
 * The usage checks of the options every widget takes, however it is shown (a mount function, a server's HTML):
 * their kinds, the config's products, and styles that could load a resource. Throws a usage error naming `method`.
 */
export function checkWidgetOptions(method: string, options: WidgetOptions): void {
  if (typeof options !== 'object' || options === null) {
    throw new AuthError('usage_error', `Invalid call to ${method}\noptions must be an object`);
  }
  checkUsage(method, [
    ['config', options.config, 'object'],
    ['styles', options.styles, 'object', 'optional'],
    ['callbacks', options.callbacks, 'object', 'optional'],
    ['strings', options.strings, 'object', 'optional'],
    ['locale', options.locale, 'string', 'optional'],
  ]);
  checkUsage(method, [['config.products', options.config.products, 'array of strings']]);
  const unknown = options.config.products.filter((p) => !isOneOf(p, PRODUCTS));
  if (unknown.length > 0) {
    throw new AuthError(
      'usage_error',
      `Invalid call to ${method}\nconfig.products has unknown products: ${unknown.join(', ')} (valid: ${PRODUCTS.join(', ')})`,
    );
  }
  checkStyles(method, options.styles);
}
