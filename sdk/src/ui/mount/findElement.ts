import { AuthError } from '../../client/core/AuthError.ts';
import { checkUsage } from '../../client/core/usage.ts';

/** The element a mount function renders into; a usage error for a selector that is no string, invalid or unmatched. */
export function findElement(selector: string, method: string): Element {
  checkUsage(method, [['elementId', selector, 'string']]);
  let element: Element | null;
  try {
    element = document.querySelector(selector);
  } catch (cause) {
    throw new AuthError('usage_error', `The selector "${selector}" is not a valid CSS selector.`, { cause });
  }
  if (!element) {
    throw new AuthError('usage_error', `The selector "${selector}" applies to no DOM elements currently on the page.`);
  }
  return element;
}
